import { Link as RspressLink, type LinkProps } from '@rspress/core/theme-original';
import { forwardRef } from 'react';

/**
 * Rspress's `Link` (replaces it everywhere the theme imports it), with one fix: Rspress's nav menus pass
 * `rel={item.rel}` even when a menu item has none, and that `undefined` overrode the `rel="noopener noreferrer"`
 * its Link gives external links, so external nav links opened a new tab without it. A `rel` that is not set is
 * no longer passed on. Props: Rspress's `LinkProps`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ rel, ...props }, ref) {
  return <RspressLink ref={ref} {...props} {...(rel === undefined ? {} : { rel })} />;
});
