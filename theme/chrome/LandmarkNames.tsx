import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { useUiText } from '../i18n';

/**
 * Names the two `<aside>` landmarks of Rspress's doc layout, which it leaves unnamed, so screen-reader
 * users can tell them apart in the landmark list (axe: landmark-unique): the sidebar is "Section pages", the
 * outline "On this page" (i18n.json). The empty placeholder asides Rspress keeps for spacing stop being
 * landmarks. Rspress's DocLayout has no way to pass attributes to them, so this runs after each render of a
 * new page; the static HTML keeps them unnamed, which only matters to assistive technology, which runs
 * with the app.
 */
export function LandmarkNames() {
  const t = useUiText();
  const { pathname } = useLocation();
  useEffect(() => {
    const name = (selector: string, label: string) => {
      for (const aside of document.querySelectorAll(selector)) aside.setAttribute('aria-label', label);
    };
    name('aside.rp-doc-layout__sidebar', t('sidebarLandmark'));
    name('aside.rp-doc-layout__outline', t('outlineLandmark'));
    for (const placeholder of document.querySelectorAll('aside[class*="-placeholder"]')) placeholder.setAttribute('role', 'none');
  }, [pathname, t]);
  return null;
}
