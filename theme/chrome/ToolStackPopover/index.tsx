import { useLocation } from '@rspress/core/runtime';
import { useId, useRef } from 'react';
import { useUiText } from '../../i18n';
import { toolLanguage, tools } from '../../lib/toolStack';
import styles from './index.module.css';
import { ToolLogo } from './ToolLogo';

/** How long (ms) the popover stays open after the pointer leaves it (spec 4). */
export const CLOSE_DELAY_MS = 150;

/**
 * A small button beside the site title that opens a menu of the sibling Rstack tools
 * (theme/data/tool-stack.json). Built on the HTML `popover` attribute, so clicking, Enter/Space,
 * Escape and clicking outside work without script; pointer hover opens it too.
 * Descriptions are Chinese when the path has a `zh` segment, English otherwise.
 */
export function ToolStackPopover() {
  const t = useUiText();
  const { pathname } = useLocation();
  const lang = toolLanguage(pathname);
  const popoverId = `tool-stack-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const popoverRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number>(undefined);

  const open = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!popoverRef.current?.matches(':popover-open')) popoverRef.current?.showPopover();
  };
  const closeLater = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      if (popoverRef.current?.matches(':popover-open')) popoverRef.current.hidePopover();
    }, CLOSE_DELAY_MS);
  };

  return (
    <div className={styles.root} onPointerEnter={open} onPointerLeave={closeLater}>
      <button
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
        ref={popoverRef}
        id={popoverId}
        popover="auto"
        className={styles.popover}
        data-testid="tool-stack-popover"
        onPointerEnter={open}
        onPointerLeave={closeLater}
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
