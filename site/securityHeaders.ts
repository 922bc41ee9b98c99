import { createHash } from 'node:crypto';

/**
 * Security headers and the Content-Security-Policy of the built site (issue 13), computed from the real
 * output after `rspress build` (the last step of site/builtPages.ts):
 * - every inline `<script>` the build emits (Rspress's locale redirect and appearance scripts, the theme's
 *   query-switch and announcement scripts, the redirect pages' script) is allowed by its SHA-256 hash; nothing
 *   else inline runs (no 'unsafe-inline' for scripts). JSON data blocks (`type="application/json"`) are not
 *   scripts and need no hash;
 * - `_headers` (Netlify, Cloudflare Pages) sends the policy and the other headers for every path;
 * - GitHub Pages cannot send headers, so each HTML file also gets the policy as
 *   `<meta http-equiv="Content-Security-Policy">` first in its head (without `frame-ancestors`, which a meta
 *   tag cannot carry; X-Frame-Options is header-only too).
 * Styles keep 'unsafe-inline': Shiki and the theme set `style` attributes, which hashes cannot allow.
 */

export interface PolicyOptions {
  /** `sha256-…` sources of the inline scripts. */
  scriptHashes: string[];
  /** Hosts images load from besides the site (logos, favicon), as origins: `https://assets.rspack.rs`. */
  imageOrigins: string[];
  /** Origins `fetch` may reach besides the site (a remote search API). */
  connectOrigins: string[];
}

/** The policy's directives, in the order they are written. `forMeta` leaves out what a meta tag cannot carry. */
export function contentSecurityPolicy({ scriptHashes, imageOrigins, connectOrigins }: PolicyOptions, forMeta = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join('; ');
}

/** The headers every response carries (`_headers`), the policy included. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
  };
}

/** `_headers` in the Netlify / Cloudflare Pages format: the headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}

/** Inline scripts of an HTML document that a browser runs (no `src`, a JavaScript type or none). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** CSP source of a script body: `sha256-<base64>` of its exact text. */
export const scriptHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/**
 * Puts the meta policy at the top of the head, after the charset declaration when that comes first: a policy
 * in a meta tag governs only what follows it, so it must precede every script.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('the page already has a Content-Security-Policy meta tag');
  const head = /<head\b[^>]*>\s*(<meta charset=[^>]*>)?/i.exec(html);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * The policy of the built site: every inline script of `pages` (the final text of every HTML file) allowed by its
 * hash, and the given origins. site/builtPages.ts writes it to `_headers` and into each page (`withMetaPolicy`).
 */
export function sitePolicy(pages: string[], { imageOrigins, connectOrigins }: Omit<PolicyOptions, 'scriptHashes'>): PolicyOptions {
  const scriptHashes = [...new Set(pages.flatMap((html) => inlineScripts(html).map(scriptHash)))].sort();
  return { scriptHashes, imageOrigins, connectOrigins };
}
