import { getCustomMDXComponent as rspressMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, forwardRef } from 'react';

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

/** The components Markdown renders with (replaces Rspress's `getCustomMDXComponent`): Rspress's, with `table` above. */
export function getCustomMDXComponent(): ReturnType<typeof rspressMDXComponents> {
  return { ...rspressMDXComponents(), table: Table };
}
