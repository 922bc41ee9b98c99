import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isAbsolute, type RedirectRule, redirects } from './redirects';

/**
 * Redirects answered by the host, from the one table in site/redirects.ts (issue 13), so an old path works
 * without JavaScript, for crawlers and link checkers too. `rspress build` writes into the output folder:
 * - for GitHub Pages, which cannot send a 301: a small page at each old path (`guide/basic/css-usage.html`,
 *   served with status 200) that moves on with `<meta http-equiv="refresh">`, names the target as
 *   `rel=canonical`, asks not to be indexed, and keeps the `#hash` when JavaScript runs;
 * - for Netlify and Cloudflare Pages: `_redirects`, one 301 per old path (pages win over it there, and no page
 *   exists at an old path).
 * Each language's twin is included (`/zh/guide/basic/css-usage`). A rule whose old path is a live page stops
 * the build: the host would serve one or the other.
 */

/** The words of a redirect page, per language. */
const MOVED_TEXT: Record<string, { title: string; body: string }> = {
  en: { title: 'Page moved', body: 'This page has moved to' },
  zh: { title: '页面已移动', body: '此页面已移至' },
};

export interface HostRedirect {
  /** Old site path, with its language prefix: `/zh/guide/basic/css-usage`. */
  from: string;
  /** Where it goes: a site path with the same prefix, or an absolute URL. */
  to: string;
  lang: string;
}

/** Goes to the refresh tag's target at once, keeping the `#hash`. */
export const REDIRECT_SCRIPT =
  "var r=document.querySelector('meta[http-equiv=refresh]').content;location.replace(r.slice(r.indexOf('url=')+4)+location.hash)";

/** Every rule in every language: `langs` are the site's languages, the first being the default (no prefix). */
export function hostRedirects(langs: string[], rules: RedirectRule[] = redirects): HostRedirect[] {
  return langs.flatMap((lang, index) => {
    const prefix = index === 0 ? '' : `/${lang}`;
    return rules.map(({ from, to }) => ({ from: `${prefix}${from}`, to: isAbsolute(to) ? to : `${prefix}${to}`, lang }));
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page served at an old path. `siteUrl` (no trailing slash) makes the canonical URL absolute.
 */
export function redirectPage({ to, lang }: HostRedirect, siteUrl: string): string {
  const absolute = isAbsolute(to) ? to : `${siteUrl}${to}`;
  const text = MOVED_TEXT[lang] ?? MOVED_TEXT.en;
  const href = escapeHtml(to);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${text.title}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeHtml(absolute)}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    // With JavaScript, go at once and keep the fragment (a refresh drops it). The same script on every redirect
    // page (it reads the target from the refresh tag), so the Content-Security-Policy allows one hash.
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</head>',
    `<body><p>${text.body} <a href="${href}">${escapeHtml(absolute)}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** `_redirects` for Netlify and Cloudflare Pages: `from to 301`, one line per old path. */
export function redirectsFile(entries: HostRedirect[]): string {
  return `${entries.map(({ from, to }) => `${from} ${to} 301`).join('\n')}\n`;
}

/**
 * Writes the redirect pages and `_redirects` into `outDir`.
 * @throws when an old path is also a built page (the file names both)
 */
export function writeHostRedirects(outDir: string, entries: HostRedirect[], siteUrl: string): void {
  for (const entry of entries) {
    const file = path.join(outDir, `${entry.from}.html`);
    if (fs.existsSync(file) || fs.existsSync(path.join(outDir, entry.from, 'index.html'))) {
      throw new Error(
        `site/redirects.ts: the old path ${entry.from} is also a page of the site (${path.relative(process.cwd(), file)}). ` +
          'Remove the rule, or move the page: the host would serve one or the other.',
      );
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPage(entry, siteUrl));
  }
  fs.writeFileSync(path.join(outDir, '_redirects'), redirectsFile(entries));
}

/** The Rspress plugin: writes them after a production build. `siteUrl`: the public origin, no trailing slash. */
export function pluginHostRedirects({ siteUrl }: { siteUrl: string }): RspressPlugin {
  return {
    name: 'site-host-redirects',
    afterBuild(config, isProd) {
      if (!isProd) return;
      const langs = [config.lang ?? 'en', ...(config.locales ?? []).map((locale) => locale.lang).filter((lang) => lang !== (config.lang ?? 'en'))];
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeHostRedirects(outDir, hostRedirects(langs), siteUrl);
    },
  };
}
