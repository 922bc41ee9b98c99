import { IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
// Rspress's parts of the phone and tablet menus that its theme does not export (pinned with @rspress/core 2.0.22).
import { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/HoverGroup/index.css';
import { NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { NavScreen, NavScreenDivider } from '@rspress/core/dist/theme/components/NavScreen/index.js';
import { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
import { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiText } from '../i18n';
import { SocialLinks } from './SocialLinks';

/** Delay before the tablet menu closes when the pointer leaves it, in ms (Rspress's value). */
const CLOSE_DELAY_MS = 150;

export interface NavHamburgerProps {
  beforeLeftNavItems?: ReactNode;
  afterLeftNavItems?: ReactNode;
  beforeRightNavItems?: ReactNode;
  afterRightNavItems?: ReactNode;
}

/**
 * The navbar's menu buttons (replaces Rspress's `NavHamburger`; same look, same contents):
 * - phones (<= 768 px): "Navigation menu" opens the full-screen nav menu (Rspress's NavScreen);
 * - tablets (769-1280 px): "More" opens a panel with the appearance switch, languages, versions and social links.
 * Rspress put the tablet panel inside its `<button>` (links inside a button are invalid HTML and unreachable
 * by keyboard) and named both buttons "mobile hamburger". Here the panel is the button's sibling, each button
 * has a name from i18n.json and `aria-expanded`, the panel opens on hover, click, Enter or Space, and Escape
 * or moving focus out of it closes it.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useUiText();
  const { isScreenOpen, toggleScreen } = useNavScreen();
  const [panelOpen, setPanelOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const open = () => {
    window.clearTimeout(closeTimer.current);
    setPanelOpen(true);
  };
  const closeLater = () => {
    closeTimer.current = window.setTimeout(() => setPanelOpen(false), CLOSE_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !panelOpen) return;
    setPanelOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPanelOpen(false);
  };

  const modalContainer = typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen && modalContainer && createPortal(<NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />, modalContainer)}
      <button
        type="button"
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
        aria-label={t('navMenu')}
        aria-expanded={isScreenOpen}
        onClick={toggleScreen}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} aria-hidden="true" />
      </button>
      <div className="site-nav-more" onMouseEnter={open} onMouseLeave={closeLater} onKeyDown={onKeyDown} onBlur={onBlur}>
        <button
          ref={button}
          type="button"
          className={`rp-nav-hamburger rp-nav-hamburger__md${panelOpen ? ' rp-nav-hamburger--active' : ''}`}
          aria-label={t('navMore')}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => (panelOpen ? setPanelOpen(false) : open())}
        >
          <SvgWrapper icon={IconSmallMenu} aria-hidden="true" />
        </button>
        <div id={panelId} className={`rp-hover-group rp-hover-group--right${panelOpen ? '' : ' rp-hover-group--hidden'}`}>
          <div className="rp-nav-menu__others-mobile__container">
            <div className="rp-nav-hamburger__md__hover-group">
              <NavScreenAppearance />
              <NavVersions />
              <NavScreenLangs />
              <NavScreenDivider />
              <SocialLinks />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
