import { usePage } from '@rspress/core/runtime';
import { DocContent as RspressDocContent, useScrollAfterNav } from '@rspress/core/theme-original';
import { type ComponentProps, useEffect, useLayoutEffect, useRef } from 'react';
import { handleCodeButtons } from './codeButtons';
import { handleConfigFilter } from './configFilterOnServerDom';
import { handleTabs } from './tabsOnServerDom';
import { isContentAdopted, pageDataJson, releaseAdoptedContent } from './serverContent';
import { CONTENT_CLASS, PAGE_DATA_ID } from '../../site/serverContentMarkup';
import { KEEP_SERVER_DOM, useKeepsServerDom } from './serverDom';

/**
 * A doc page's content in a container of its own (`.rp-doc-content`, inside Rspress's `.rp-doc`), which the
 * first load may adopt from the server's HTML without the page's route chunk (theme/hydration/serverContent.ts).
 *
 * - The container starts with the page's data as JSON, which the browser's first load reads.
 * - On the first load, when the route table adopted the server's content, the container keeps the server's DOM
 *   (no content component runs); its code buttons, tabs and the config overview's filter work through
 *   delegated listeners.
 * - Otherwise, and on every client navigation, it renders Rspress's `DocContent` (the page's MDX) as before.
 * - The `.md` pages of llms.txt render Rspress's `DocContent` alone.
 * Props: those of Rspress's `DocContent`.
 */
export function DocContent(props: ComponentProps<typeof RspressDocContent>) {
  const { page } = usePage();
  // `routePath` changes on navigation: the next page renders from its chunk, and so does this one when the
  // reader comes back to it (its server DOM is gone by then), hence the latch.
  const keepsServerDom = useKeepsServerDom({ content: page.routePath, eligible: isContentAdopted });
  // The page-data script: written by the server, kept as served by the first hydration, left out after a
  // navigation (only the first load reads it).
  const hydratesServedPage = useKeepsServerDom({ content: page.routePath });
  const leftServedPage = useRef(false);
  if (!hydratesServedPage) leftServedPage.current = true;
  const pageData = typeof window === 'undefined' ? { __html: pageDataJson(page as unknown as Record<string, unknown>) } : hydratesServedPage && !leftServedPage.current ? KEEP_SERVER_DOM : undefined;
  const navigated = useRef(false);
  if (!keepsServerDom) navigated.current = true;
  const keep = keepsServerDom && !navigated.current;
  useEffect(() => {
    if (!keep) releaseAdoptedContent();
  }, [keep]);
  if (keep) return <AdoptedContent />;
  return (
    <div className={CONTENT_CLASS}>
      {pageData ? <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={pageData} /> : null}
      <RspressDocContent {...props} />
    </div>
  );
}

/** The server's content, kept as served; its code buttons, tabs and filter answer through listeners on the container. */
function AdoptedContent() {
  useScrollAfterNav();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? handleCodeButtons(container.current) : undefined), []);
  useEffect(() => (container.current ? handleConfigFilter(container.current) : undefined), []);
  // A layout effect: a tab choice stored on an earlier visit replaces the served default before the next paint.
  useLayoutEffect(() => (container.current ? handleTabs(container.current) : undefined), []);
  return <div className={CONTENT_CLASS} ref={container} dangerouslySetInnerHTML={KEEP_SERVER_DOM} />;
}
