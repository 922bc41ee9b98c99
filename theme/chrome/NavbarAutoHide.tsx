import { useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS, shouldHideNavbar, throttle } from '../lib/scroll';

/**
 * Hides the navbar while the reader scrolls down and shows it on the way up, when
 * `themeConfig.hideNavbar` is `'auto'` (Rspress 2 accepts the option but does not act on it).
 * `'always'` keeps it hidden; `'never'` does nothing. Sets `data-navbar-hidden` on `<html>`;
 * theme/styles/index.css slides `.rp-nav` out. Renders nothing.
 */
export function NavbarAutoHide() {
  const { site } = useSite();
  const mode = site.themeConfig.hideNavbar ?? 'never';

  useEffect(() => {
    const root = document.documentElement;
    if (mode === 'never') return;
    if (mode === 'always') {
      root.setAttribute('data-navbar-hidden', '');
      return () => root.removeAttribute('data-navbar-hidden');
    }
    let previousY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 64;
      root.toggleAttribute('data-navbar-hidden', shouldHideNavbar(previousY, y, navHeight));
      previousY = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
      root.removeAttribute('data-navbar-hidden');
    };
  }, [mode]);

  return null;
}
