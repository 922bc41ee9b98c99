import { useEffect, useLayoutEffect } from 'react';
import { endInitialHydration } from '../hydration/serverDom';

/** Attribute set on `<html>` once the app has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks `<html data-hydrated>` after the first client render has committed. Until then the static HTML is
 * on screen but no click or key handler is attached, so the end-to-end tests wait for this mark
 * (tests/support/fixtures.ts) before they act. It names no renderer's internals, so it holds whether
 * the browser runs Preact (the default, see rspress.config.ts) or React.
 * Its layout effect also closes the first-hydration window of theme/hydration/serverDom.ts: layout effects
 * run when the whole tree has been diffed, so every component mounted by the hydration has seen it open.
 */
export function HydratedMark() {
  useLayoutEffect(endInitialHydration, []);
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
