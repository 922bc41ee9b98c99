import { usePageData, withBase } from '@rspress/core/runtime';
import { useState } from 'react';
import { useUiText } from '../i18n';
import { markdownPath } from '../lib/markdownPath';

/** How long the confirmation stays on screen, in ms (a screen reader has announced it by then). */
const STATUS_MS = 4000;

/**
 * Above each doc page: "Copy as Markdown" puts the page's built `.md` (the file llms.txt lists) on the clipboard,
 * and "View as Markdown" opens it. Nothing is fetched until the reader clicks. The result is said in a live
 * region (`role="status"`), so a screen reader hears it, and shown next to the button for a few seconds.
 *
 * The copy hands the clipboard a promise of the text (`ClipboardItem`), which keeps the write inside the click
 * as Safari requires; where `ClipboardItem` is missing it fetches first, then writes the text. A failed fetch or a
 * refused clipboard shows the "could not copy" text, and the link still opens the file.
 * Props: none; the page comes from Rspress's page data. Renders nothing on the home and 404 pages.
 */
export function PageMarkdownActions() {
  const { page } = usePageData();
  const t = useUiText();
  const [status, setStatus] = useState('');
  if (page.pageType === 'home' || page.pageType === '404') return null;
  const href = withBase(markdownPath(page.routePath));

  const copy = async () => {
    const text = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${response.status} for ${href}`);
      return response.text();
    });
    try {
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus(t('markdownCopiedText'));
    } catch {
      setStatus(t('markdownCopyFailedText'));
    }
    setTimeout(() => setStatus(''), STATUS_MS);
  };

  return (
    <div className="site-page-actions">
      <button type="button" className="site-page-actions__button" onClick={copy}>
        {t('copyMarkdownText')}
      </button>
      <a className="site-page-actions__link" href={href} type="text/markdown">
        {t('viewMarkdownText')}
      </a>
      <span role="status" className="site-page-actions__status">
        {status}
      </span>
    </div>
  );
}
