import { useEffect, useState } from 'react';
import { useUiText } from '../../i18n';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../lib/scroll';
import styles from './index.module.css';

/**
 * A floating "Back to top" button in the bottom-right corner. It appears once the page is scrolled
 * past SCROLL_TO_TOP_THRESHOLD_PX and scrolls smoothly to the top (instantly with reduced motion).
 */
export function ScrollToTop() {
  const t = useUiText();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      onClick={scrollUp}
      aria-label={t('scrollToTopText')}
      title={t('scrollToTopText')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      data-testid="scroll-to-top"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
