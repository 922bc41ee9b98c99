import { useNav, useSite } from '@rspress/core/runtime';
import { type NavProps, NavTitle, SwitchAppearance } from '@rspress/core/theme-original';
// Rspress's nav parts and styles that its theme does not export (pinned with @rspress/core 2.0.22).
import { NavLangs, NavMenu, NavMenuDivider, NavVersions } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import '@rspress/core/dist/theme/components/Nav/index.css';
import { NAVBAR_PARSED_ID } from '../lib/renderBlocking';
import { Search } from '../search/Search';
import { NavHamburger } from './NavHamburger';
import { SocialLinks } from './SocialLinks';

/**
 * The navbar (replaces Rspress's `Nav`): the same parts in the same places, with one fix: the language and
 * version menus are `<li>` items, and Rspress put them straight into a `<div>`; here they sit in a `<ul>`,
 * so assistive technology reads them as a list (axe: listitem); the menu buttons are theme/chrome/NavHamburger.
 * Props: Rspress's `NavProps` slots.
 */
export function Nav(props: NavProps) {
  const { beforeNavTitle, afterNavTitle, beforeNavMenu, afterNavMenu, navTitle } = props;
  const { beforeLeftNavItems, afterLeftNavItems, beforeRightNavItems, afterRightNavItems } = props;
  const navList = useNav();
  const { site } = useSite();
  // Rspress hides the switch when the appearance is forced (darkMode: false or 'force-…').
  const darkMode = site.themeConfig.darkMode;
  const appearanceSwitch = darkMode !== false && !String(darkMode ?? '').startsWith('force-');
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu menuItems={navList} position="left" beforeNavItems={beforeLeftNavItems} afterNavItems={afterLeftNavItems} />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu menuItems={navList} position="right" beforeNavItems={beforeRightNavItems} afterNavItems={afterRightNavItems} />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rp-nav-menu">
            <NavLangs />
            <NavVersions />
          </ul>
          {appearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
      {/* The first paint waits for this element (theme/lib/renderBlocking.ts): the whole navbar, no more. */}
      <span id={NAVBAR_PARSED_ID} hidden />
    </header>
  );
}
