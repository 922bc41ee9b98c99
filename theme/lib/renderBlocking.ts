/**
 * Id of an empty element rendered at the end of the navbar (theme/chrome/Nav.tsx). rspress.config.ts puts
 * `<link rel="expect" href="#navbar-parsed" blocking="render">` in the head, so Chromium does not paint a
 * half-parsed navbar: on a slow or busy device it painted the navbar before its menus had been parsed, and
 * the search box jumped left when they arrived (a layout shift). The rest of the page still paints as it
 * arrives: waiting for the whole layout, as a first version did, held the first paint of a long page until
 * all its HTML had downloaded (Lighthouse FCP). A page without a navbar in its HTML waits until parsing
 * ends. Browsers without `rel="expect"` ignore it.
 */
export const NAVBAR_PARSED_ID = 'navbar-parsed';
