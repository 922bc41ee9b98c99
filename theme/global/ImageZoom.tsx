import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle';
import './ImageZoom.css';

/**
 * Images in the page body that zoom: Rspress's set (`.rspress-doc img`) less decorative images (`alt=""`),
 * such as the package-manager icons in tab labels, which are not content to inspect.
 */
const SELECTOR = '.rspress-doc img:not([alt=""])';

/**
 * Click or press Enter or Space on an image of the page body to see it full size (medium-zoom); Escape, a
 * click or a scroll closes it. Replaces Rspress's `mediumZoom` option (turned off in rspress.config.ts),
 * which put medium-zoom (3 KB gzip) into every page's first load: here it is fetched only on pages with
 * images, at browser idle, or at once when the reader uses an image before that. Each image joins the tab
 * order, so the zoom has a keyboard path. A global UI component, so `?globalUIComponents=0` turns it off.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();

  useEffect(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>(SELECTOR)];
    if (images.length === 0) return;
    let zoom: Zoom | undefined;
    let cancelled = false;
    const load = async (): Promise<Zoom | undefined> => {
      if (!zoom) {
        const { default: mediumZoom } = await import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom');
        if (cancelled) return undefined;
        zoom ??= mediumZoom(images, { background: 'var(--rp-c-bg)' });
      }
      return zoom;
    };

    // Before medium-zoom is attached, a click or a key on an image loads it and opens that image.
    const openOnUse = (event: Event) => {
      const image = event.currentTarget as HTMLImageElement;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
      } else if (zoom) {
        return; // medium-zoom's own click handler opens it
      }
      void load().then((loaded) => loaded?.open({ target: image }));
    };
    for (const image of images) {
      image.tabIndex = 0;
      image.addEventListener('click', openOnUse);
      image.addEventListener('keydown', openOnUse);
    }
    const cancelIdle = whenIdle(() => void load(), { timeoutMs: 4000 });

    return () => {
      cancelled = true;
      cancelIdle();
      for (const image of images) {
        image.removeEventListener('click', openOnUse);
        image.removeEventListener('keydown', openOnUse);
      }
      zoom?.close();
      zoom?.detach();
    };
  }, [pathname]);

  return null;
}
