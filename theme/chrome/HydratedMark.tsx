import { useEffect } from 'react';

/** Attribute set on `<html>` once the app has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks `<html data-hydrated>` after the first client render has committed. Until then the static HTML is
 * on screen but no click or key handler is attached, so the end-to-end tests wait for this mark
 * (tests/support/fixtures.ts) before they act. It names no renderer's internals, so it holds whether
 * the browser runs Preact (the default, see rspress.config.ts) or React.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
