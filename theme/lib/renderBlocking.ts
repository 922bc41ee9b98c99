/**
 * Id of an empty element rendered right after the page layout. rspress.config.ts puts
 * `<link rel="expect" href="#layout-parsed" blocking="render">` in the head, so Chromium does not paint a
 * half-parsed page: on a slow or busy device it painted the navbar before its menus had been parsed, and
 * the search box jumped left when they arrived (a layout shift). Browsers without `rel="expect"` ignore it.
 */
export const LAYOUT_PARSED_ID = 'layout-parsed';
