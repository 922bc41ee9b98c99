import { useLocation } from '@rspress/core/runtime';
import { useId, useRef } from 'react';
import { useUiText } from '../../i18n';
import { toolLanguage, tools } from '../../lib/toolStack';
import styles from './index.module.css';
import { ToolLogo } from './ToolLogo';

/**
 * A small button beside the site title that opens a menu of the sibling Rstack tools
 * (theme/data/tool-stack.json). Built on the HTML `popover` attribute, so click, Enter/Space,
 * Escape and clicking outside all work without script; the only script places the menu under the
 * button when it opens. Descriptions are Chinese when the path has a `zh` segment, English otherwise.
 */
export function ToolStackPopover() {
  const t = useUiText();
  const { pathname } = useLocation();
  const lang = toolLanguage(pathname);
  const popoverId = `tool-stack-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The menu lives in the top layer, outside the navbar's layout: anchor it to the button.
  const placeUnderTrigger = (event: React.SyntheticEvent<HTMLDivElement>) => {
    const box = triggerRef.current?.getBoundingClientRect();
    if (!box) return;
    event.currentTarget.style.top = `${box.bottom + 8}px`;
    event.currentTarget.style.left = `${Math.max(8, box.left - 16)}px`;
  };

  return (
    <div className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        popoverTarget={popoverId}
        aria-label={t('toolStackButtonLabel')}
        data-testid="tool-stack-trigger"
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={popoverId}
        popover="auto"
        className={styles.popover}
        data-testid="tool-stack-popover"
        onBeforeToggle={placeUnderTrigger}
      >
        <p className={styles.popoverTitle}>{t('toolStackTitle')}</p>
        <ul className={styles.list}>
          {tools.map((tool) => (
            <li key={tool.name}>
              <a className={styles.item} href={tool.link} target="_blank" rel="noopener noreferrer">
                <ToolLogo tool={tool} size={28} />
                <span>
                  <span className={styles.name}>{tool.name}</span>
                  <span className={styles.desc}>{tool.description[lang]}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
