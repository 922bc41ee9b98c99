import { expect, test } from '@playwright/test';
import { type RouteChunkSiblings, withRouteChunkPreloads } from '../../site/routeChunkPreloads';

const preload = (href: string) => `<link rel="preload" href="${href}" as="script">`;
const ROUTE = 'static/js/async/7r.01df794f00.js';
const SHARED = 'static/js/async/c.3853a497aa.js';
const siblings: RouteChunkSiblings = new Map([[ROUTE, [SHARED]]]);

test('adds the shared chunks of a route right after its preload', () => {
  const page = `<head>${preload(`/${ROUTE}`)}<script defer src="/static/js/index.js"></script></head>`;
  expect(withRouteChunkPreloads(page, siblings)).toBe(`<head>${preload(`/${ROUTE}`)}${preload(`/${SHARED}`)}<script defer src="/static/js/index.js"></script></head>`);
});

test('adds nothing the page already loads, and leaves other preloads and pages without a route as they are', () => {
  const loaded = `<head>${preload(`/${ROUTE}`)}<script defer src="/${SHARED}"></script></head>`;
  expect(withRouteChunkPreloads(loaded, siblings)).toBe(loaded);
  const other = `<head>${preload('/static/js/lib-router.js')}</head>`;
  expect(withRouteChunkPreloads(other, siblings)).toBe(other);
  const stub = '<html><head><meta http-equiv="refresh" content="0; url=/guide/"></head></html>';
  expect(withRouteChunkPreloads(stub, siblings)).toBe(stub);
});

test('uses the public path of the build', () => {
  const page = `<head>${preload(`/docs/${ROUTE}`)}</head>`;
  expect(withRouteChunkPreloads(page, siblings, '/docs/')).toBe(`<head>${preload(`/docs/${ROUTE}`)}${preload(`/docs/${SHARED}`)}</head>`);
});

test('stops with what to do when the build recorded no route chunk', () => {
  const page = `<head>${preload(`/${ROUTE}`)}</head>`;
  expect(() => withRouteChunkPreloads(page, new Map())).toThrow(/recorded no route chunk.*routeChunkPreloads\(\)\.record/);
});

test('a page whose first load keeps its content as served loses its route preload and is marked to adopt; a page with a component that must hydrate keeps both as they are', () => {
  const head = `<head>${preload(`/${ROUTE}`)}${preload('/static/js/lib-router.js')}</head>`;
  const data = '<script type="application/json" id="rp-page-data">{"routePath":"/a"}</script>';
  const adopted = '<script type="application/json" id="rp-page-data" data-adopt="">{"routePath":"/a"}</script>';
  expect(withRouteChunkPreloads(`${head}<body>${data}</body>`, siblings)).toBe(`<head>${preload('/static/js/lib-router.js')}</head><body>${adopted}</body>`);
  const overview = `${head}<body>${data}<div class="overview" data-needs-hydration=""></div></body>`;
  const kept = withRouteChunkPreloads(overview, siblings);
  expect(kept).toContain(`${preload(`/${ROUTE}`)}${preload(`/${SHARED}`)}`);
  expect(kept).toContain(data);
  expect(kept).not.toContain('data-adopt');
});

test('reads and changes the head only: a preload in the body is left as it is', () => {
  const page = `<head>${preload('/static/js/index.js')}</head><body>${preload(`/${ROUTE}`)}</body>`;
  expect(withRouteChunkPreloads(page, siblings)).toBe(page);
});
