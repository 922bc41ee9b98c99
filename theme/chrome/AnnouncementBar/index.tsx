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
      <div className={styles.bar} role="region" aria-label={t('announcement')} data-testid="announcement-bar">
        <a className={styles.message} href={href} target="_blank" rel="noopener noreferrer">
          {t('announcement')}
        </a>
        <button type="button" className={styles.close} onClick={dismiss} aria-label={t('announcementDismiss')}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </>
  );
}
