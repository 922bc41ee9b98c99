/**
 * Ctrl/Cmd+K from the first paint, and no keystroke lost on the way to the search input.
 *
 * `bufferSearchKeys` runs as an inline `<head>` script (rspress.config.ts), before the app's code arrives.
 * It owns the shortcut: Ctrl/Cmd+K asks the navbar search to open (theme/search/Search.tsx registers
 * `toggle` once it has hydrated, and opens at once if the keys came earlier). From that press, or a click
 * on the search button, until the search input takes focus, the characters typed are kept in `text`
 * (Backspace removes one, Escape gives up) and kept from the page, so a space does not scroll it. The
 * panel (./SearchPanel.tsx) then puts them in the input, in order, with `takeBufferedKeys`.
 */

/** The buffer the inline script keeps on `window.__siteSearchKeys`. */
export interface SearchKeyBuffer {
  /** True from the shortcut (or a click) until the input takes the keys. */
  pending: boolean;
  /** The characters typed meanwhile, in order. */
  text: string;
  /** True while the search panel is open. */
  panelOpen: boolean;
  /** Opens or closes the panel; set by the Search component once it has hydrated. */
  toggle?: () => void;
}

declare global {
  interface Window {
    __siteSearchKeys?: SearchKeyBuffer;
  }
}

/**
 * The inline script. Self-contained on purpose: rspress.config.ts inlines `toString()` of this function
 * into a `<head>` script, where nothing else of this module exists.
 */
export function bufferSearchKeys(win: Window): void {
  const buffer: SearchKeyBuffer = { pending: false, text: '', panelOpen: false };
  win.__siteSearchKeys = buffer;
  win.document.addEventListener(
    'keydown',
    (event) => {
      const key = event.key;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && typeof key === 'string' && key.toLowerCase() === 'k') {
        event.preventDefault();
        // Pressed again while the panel is on its way: it keeps coming, with the keys typed so far.
        if (buffer.pending && !buffer.panelOpen) return;
        if (!buffer.panelOpen) {
          buffer.pending = true;
          buffer.text = '';
        }
        if (buffer.toggle) buffer.toggle();
        return;
      }
      if (!buffer.pending || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      if (key === 'Escape') {
        buffer.pending = false;
        buffer.text = '';
        return;
      }
      if (key === 'Backspace') buffer.text = buffer.text.slice(0, -1);
      else if (key.length === 1) buffer.text += key;
      else return;
      event.preventDefault();
    },
    true,
  );
}

/**
 * The page's buffer. Where the inline script did not run (a page built without it), a buffer that keeps
 * no keys: the panel then opens as before, and `bufferSearchKeys` stays out of the page's bundle.
 */
export function searchKeyBuffer(): SearchKeyBuffer {
  window.__siteSearchKeys ??= { pending: false, text: '', panelOpen: false };
  return window.__siteSearchKeys;
}

/** The characters typed since the panel was asked for; the buffer stops keeping keys. */
export function takeBufferedKeys(): string {
  const buffer = searchKeyBuffer();
  const text = buffer.pending ? buffer.text : '';
  buffer.pending = false;
  buffer.text = '';
  return text;
}
