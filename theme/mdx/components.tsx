import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, type ComponentType, forwardRef, isValidElement, type ReactNode } from 'react';
import { KEEP_SERVER_DOM, useKeepsServerDom } from '../hydration/serverDom';
import { withStaticBlocks } from '../hydration/staticBlocks';

/**
 * A Markdown table in Rspress's scroll box, made reachable by keyboard: when a wide table scrolls
 * sideways (on phones), keyboard users focus the box and scroll it with the arrow keys (axe:
 * scrollable-region-focusable). Props: those of `<table>`.
 */
const Table = forwardRef<HTMLTableElement, ComponentProps<'table'>>(function Table(props, ref) {
  return (
    <div className="rp-table-scroll-container rp-scrollbar" tabIndex={0}>
      <table ref={ref} {...props} />
    </div>
  );
});

/**
 * Code blocks, focusable for the same reason: Shiki's `<pre>` has `tabindex="0"`, but the ones Rspress builds
 * itself (the package-manager tabs) do not, so on a phone their sideways scroll had no keyboard path.
 * A block that mounted during the first hydration also keeps its server-rendered `<code>`: its highlighted
 * tokens never change, and hydrating them was a large part of a code-heavy page's hydration task
 * (theme/hydration/serverDom.ts). Props: those of Rspress's `pre`; an explicit `tabIndex` wins.
 */
function withFocusablePre(Pre: ComponentType<ComponentProps<'pre'>>, Code: unknown) {
  const isCodeElement = (node: ReactNode) => isValidElement(node) && (node.type === 'code' || node.type === Code);
  return function FocusablePre({ children, ...props }: ComponentProps<'pre'>) {
    // A page's code never changes while it is shown (another page is another MDX component), so no key.
    const keep = useKeepsServerDom({ eligible: () => isCodeElement(children) });
    return (
      <Pre tabIndex={0} {...props}>
        {keep ? <code dangerouslySetInnerHTML={KEEP_SERVER_DOM} /> : children}
      </Pre>
    );
  };
}

/**
 * The components Markdown renders with (replaces Rspress's `getCustomMDXComponent`, also used by its
 * package-manager tabs): Rspress's, with `table` and `pre` above. The `pre` wrapper is made once, so its
 * identity stays stable across renders.
 */
let components: ReturnType<typeof rspressMDXComponents> | undefined;
export function getCustomMDXComponent(): ReturnType<typeof rspressMDXComponents> {
  if (!components) {
    const rspress = rspressMDXComponents();
    components = withStaticBlocks({
      ...rspress,
      table: Table,
      pre: withFocusablePre(rspress.pre as ComponentType<ComponentProps<'pre'>>, rspress.code),
    });
  }
  return components;
}
