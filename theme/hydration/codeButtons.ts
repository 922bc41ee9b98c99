import { copyToClipboard, getCopyableText } from '@rspress/core/theme-original';

/** Rspress's code block markup (its `CodeBlock` and `CodeButtonGroup` components). */
const COPY_BUTTON = '.rp-code-copy-button';
const WRAP_BUTTON = '.rp-code-wrap-button';
const CODE_CONTENT = '.rp-codeblock__content';
const CODE_SCROLL = '.rp-codeblock__content__scroll-container';
const COPIED = 'rp-code-copy-button--copied';
const WRAPPED_BUTTON = 'rp-code-wrap-button--wrapped';
const WRAPPED_CONTENT = 'rp-codeblock__content--wrap-code';
/** How long the copy button shows its check mark, as Rspress's own button does. */
const COPIED_MS = 2000;

/**
 * The copy and wrap buttons of code blocks in content kept from the server (theme/hydration/serverContent.ts),
 * which have no handlers of their own: one click listener on `container` does what Rspress's buttons do.
 * Copy puts the block's text on the clipboard (Rspress's `getCopyableText`, line numbers and `.rp-copy-ignore`
 * left out) and shows the check mark for 2 s; wrap toggles line wrapping of that block. Buttons are `<button>`s,
 * so Enter and Space reach the same listener.
 * @returns a function that removes the listener
 */
export function handleCodeButtons(container: HTMLElement): () => void {
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const copy = event.target.closest<HTMLButtonElement>(COPY_BUTTON);
    if (copy && container.contains(copy)) {
      const code = copy.closest(CODE_CONTENT)?.querySelector<HTMLElement>(CODE_SCROLL);
      if (!code) return;
      const text = getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
      void copyToClipboard(text).then((copied) => {
        if (!copied) return;
        copy.classList.add(COPIED);
        clearTimeout(timers.get(copy));
        timers.set(
          copy,
          setTimeout(() => {
            copy.classList.remove(COPIED);
            copy.blur();
            timers.delete(copy);
          }, COPIED_MS),
        );
      });
      return;
    }
    const wrap = event.target.closest<HTMLButtonElement>(WRAP_BUTTON);
    if (wrap && container.contains(wrap)) {
      const wrapped = !wrap.classList.contains(WRAPPED_BUTTON);
      wrap.classList.toggle(WRAPPED_BUTTON, wrapped);
      wrap.closest(CODE_CONTENT)?.classList.toggle(WRAPPED_CONTENT, wrapped);
    }
  };
  container.addEventListener('click', onClick);
  return () => {
    container.removeEventListener('click', onClick);
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
