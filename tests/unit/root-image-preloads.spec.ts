import { expect, test } from '@playwright/test';
import { withoutRootImagePreloads } from '../../site/rootImagePreloads';

const ROOT = '<div id="__rspress_root">';
const PRELOADS = '<link rel="preload" as="image" href="https://assets.example/light.png"/><link rel="preload" as="image" href="/static/svg/bun.svg"/>';

test('drops the image preloads that open the app root, and only those', () => {
  const page = `<html><head><link rel="preload" as="image" href="/hero.png"></head><body>${ROOT}${PRELOADS}<script>x()</script><div class="bar"><link rel="preload" as="image" href="/inside.png"/></div></div></body></html>`;
  expect(withoutRootImagePreloads(page)).toBe(
    `<html><head><link rel="preload" as="image" href="/hero.png"></head><body>${ROOT}<script>x()</script><div class="bar"><link rel="preload" as="image" href="/inside.png"/></div></div></body></html>`,
  );
});

test('leaves a page without root preloads, or without a root, as it is', () => {
  const plain = `<body>${ROOT}<header></header></div></body>`;
  const stub = '<html><head><meta http-equiv="refresh" content="0; url=/guide/"></head></html>';
  expect(withoutRootImagePreloads(plain)).toBe(plain);
  expect(withoutRootImagePreloads(stub)).toBe(stub);
});
