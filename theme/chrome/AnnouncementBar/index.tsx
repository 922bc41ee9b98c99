import { useEffect, useState } from 'react';
import { useUiText } from '../../i18n';
import styles from './index.module.css';

export interface AnnouncementBarProps {
  /** localStorage key that remembers the dismissal. Change it to show a new announcement to everyone. */
  storageKey: string;
  /** Where the message links to (absolute URL or site path). */
  href: string;
}

const DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** CSS variable: height in px of the part of the bar on screen (theme/styles/index.css places phone overlays by it). */
const VISIBLE_HEIGHT_VARIABLE = '--site-announcement-visible';

/**
 * Keeps `VISIBLE_HEIGHT_VARIABLE` on `<html>` equal to the bar's on-screen height while the bar is shown, so
 * the phone menu and the sidebar drawer open below the navbar, not over it. Updated on scroll and resize
 * (only when the value changes); removed when the bar goes.
 */
function useVisibleHeightVariable(bar: HTMLElement | null) {
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement;
    // Usually already right: `measureOnParseScript` set it as the page was parsed. Setting it again, even to
    // the same value, restyles the whole page (a custom property on the root) and lays out the drawer again.
    let last = Number.parseFloat(root.style.getPropertyValue(VISIBLE_HEIGHT_VARIABLE));
    const update = () => {
      const visible = Math.max(0, Math.round(bar.getBoundingClientRect().bottom));
      if (visible === last) return;
      last = visible;
      root.style.setProperty(VISIBLE_HEIGHT_VARIABLE, `${visible}px`);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      root.style.removeProperty(VISIBLE_HEIGHT_VARIABLE);
    };
  }, [bar]);
}

/**
 * Runs as the page is parsed, right after the bar: sets `VISIBLE_HEIGHT_VARIABLE` before the drawer and the
 * navbar exist, so their first layout is their last (set after hydration, it cost a full restyle and a second
 * layout of the drawer's entries, about 110 ms on a throttled phone: issue 12). A hidden (dismissed) bar has
 * no height and sets nothing. Must stay self-contained.
 */
const measureOnParseScript = (variable: string) =>
  `(function(b){if(b&&b.offsetHeight)document.documentElement.style.setProperty(${JSON.stringify(variable)},Math.round(b.getBoundingClientRect().bottom)+'px')})(document.currentScript&&document.currentScript.previousElementSibling)`;

/** Runs before hydration, so a dismissed bar never flashes. Must stay self-contained. */
const hideIfDismissedScript = (key: string, attribute: string) =>
  `try{if(localStorage.getItem(${JSON.stringify(key)}))document.documentElement.setAttribute(${JSON.stringify(attribute)},'')}catch(e){}`;

/**
 * A one-line announcement above the navbar (text: i18n `announcement`). The close button hides it
 * for good: the dismissal is kept in localStorage under `storageKey`. If storage is unavailable the
 * bar still closes for the current page view.
 */
export function AnnouncementBar({ storageKey, href }: AnnouncementBarProps) {
  const t = useUiText();
  const [dismissed, setDismissed] = useState(false);
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useVisibleHeightVariable(dismissed ? null : bar);

  useEffect(() => {
    try {
      setDismissed(Boolean(localStorage.getItem(storageKey)));
    } catch {
      setDismissed(false);
    }
  }, [storageKey]);

  const dismiss = () => {
    setDismissed(true);
    document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, '');
    try {
      localStorage.setItem(storageKey, '1');
    } catch {
      // Private mode or storage disabled: the bar stays closed until the next page load.
    }
  };

  if (dismissed) return null;
  return (
    <>
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(storageKey, DISMISSED_ATTRIBUTE) }}
      />
      <div ref={setBar} className={styles.bar} role="region" aria-label={t('announcement')} data-testid="announcement-bar">
        <a className={styles.message} href={href} target="_blank" rel="noopener noreferrer">
          {t('announcement')}
        </a>
        <button type="button" className={styles.close} onClick={dismiss} aria-label={t('announcementDismiss')}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: measureOnParseScript(VISIBLE_HEIGHT_VARIABLE) }} />
    </>
  );
}
