import { expect, test } from '@playwright/test';
import { canonicalLinks, withCanonicalLinks } from '../../site/canonicalLinks';
import { feedEntryContent } from '../../site/feedContent';

test.describe('canonical and x-default links', () => {
  test('a page names itself and its default-language twin', () => {
    expect(canonicalLinks({ routePath: '/zh/guide/start/', lang: 'zh' }, 'https://docs.example')).toBe(
      '<link rel="canonical" href="https://docs.example/zh/guide/start/"><link rel="alternate" hreflang="x-default" href="https://docs.example/guide/start/">',
    );
    expect(canonicalLinks({ routePath: '/zh/', lang: 'zh' }, 'https://docs.example')).toContain('hreflang="x-default" href="https://docs.example/"');
    expect(canonicalLinks({ routePath: '/config/', lang: 'en' }, 'https://docs.example')).toContain('rel="canonical" href="https://docs.example/config/"');
  });

  test('the 404 page gets none', () => {
    expect(canonicalLinks({ routePath: '/404', lang: 'en' }, 'https://docs.example')).toBe('');
    expect(canonicalLinks({ routePath: '/zh/404', lang: 'zh' }, 'https://docs.example')).toBe('');
  });

  test('the links go before the first hreflang alternate, or at the end of the head', () => {
    const links = '<link rel="canonical" href="https://docs.example/a">';
    expect(withCanonicalLinks('<head><title>A</title><link rel="alternate" hreflang="en" href="x"></head>', links, 'a.html')).toBe(
      `<head><title>A</title>${links}\n<link rel="alternate" hreflang="en" href="x"></head>`,
    );
    expect(withCanonicalLinks('<head><title>A</title></head><body></body>', links, 'a.html')).toBe(`<head><title>A</title>${links}\n</head><body></body>`);
  });

  test('a page without a head, or with a canonical link already, stops the build and names the file', () => {
    const links = '<link rel="canonical" href="https://docs.example/a">';
    expect(() => withCanonicalLinks('<body></body>', links, 'doc_build/a.html')).toThrow(/doc_build\/a\.html has no <\/head>/);
    expect(() => withCanonicalLinks(`<head>${links}</head>`, links, 'doc_build/a.html')).toThrow(/doc_build\/a\.html already has a canonical link/);
  });
});

test.describe('feed entry content', () => {
  const page = 'https://docs.example/community/releases/v1-0';

  test('drops page chrome, comments, classes and styles; keeps the article', () => {
    const html =
      '<!--$--><h1 class="rp-toc-include" id="v1"><a href="#v1" class="rp-header-anchor rp-link" aria-hidden="true" tabindex="-1">#</a>Rsbuild 1.0</h1>' +
      '<div class="rp-codeblock"><pre class="shiki" style="color:var(--x)" tabindex="0"><code>npm i</code></pre>' +
      '<div class="rp-code-button-group"><button class="rp-code-copy-button">copy</button></div></div>';
    expect(feedEntryContent(html, page)).toBe('<h1 id="v1">Rsbuild 1.0</h1><div><pre><code>npm i</code></pre></div>');
  });

  test('links and images become absolute against the page', () => {
    const html = '<p><a href="/guide/start/">start</a> <a href="#highlights">below</a> <a href="https://rspack.rs">Rspack</a> <img src="/images/a.png" alt="a"></p>';
    expect(feedEntryContent(html, page)).toBe(
      '<p><a href="https://docs.example/guide/start/">start</a> <a href="https://docs.example/community/releases/v1-0#highlights">below</a> <a href="https://rspack.rs/">Rspack</a> <img src="https://docs.example/images/a.png" alt="a"></p>',
    );
  });
});
