import { useLocation } from '@rspress/core/runtime';
import { Toc as RspressToc } from '@rspress/core/theme-original';
import { useState } from 'react';
import { HydrateOnReach } from './HydrateOnReach';

/**
 * Rspress's outline entries (replaces `Toc`), hydrated when the reader reaches for the outline or first
 * scrolls the page (`HydrateOnReach`), not with the page (issue 25). On the hooks reference that is 40
 * entries, each a link with its heading's inline Markdown parsed again: at 4x CPU slowdown the first
 * hydration took 390-460 ms with them and 225-310 ms without, for a list that does nothing until the
 * reader scrolls (the active heading) or uses it.
 *
 * Until then the entries are the server's plain `#id` links, which jump to their heading as any anchor
 * does. After a page change before then, the list is rendered anew (`stale`). No props.
 */
export function Toc() {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  return (
    <HydrateOnReach stale={pathname !== firstPathname} onPageScroll>
      <div className="site-toc-entries">
        <RspressToc />
      </div>
    </HydrateOnReach>
  );
}
