import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { redirects } from '../../site/redirects';
import { expect, test } from '../support/fixtures';

/**
 * doc_build/ served the way Netlify and Cloudflare Pages read it: `_headers` rules (`/*` for every path) on
 * every response, `_redirects` lines as redirects with their status, then files with clean URLs, then
 * 404.html with status 404. A small host written for the test, so it checks our files, not a vendor's CLI.
 */
const outDir = path.join(__dirname, '../../doc_build');

/** `_headers`: a path pattern line, then indented `Name: value` lines. Only `/*` is used by the site. */
function readHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  let pattern = '';
  for (const line of fs.readFileSync(path.join(outDir, '_headers'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!line.startsWith(' ')) pattern = line.trim();
    else if (pattern === '/*') {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}

/** `_redirects`: `from to status` lines. */
function readRedirects(): Map<string, { to: string; status: number }> {
  const lines = fs.readFileSync(path.join(outDir, '_redirects'), 'utf8').trim().split('\n');
  return new Map(lines.map((line) => line.split(/\s+/)).map(([from, to, status]) => [from, { to, status: Number(status) }]));
}

let origin = '';
let server: http.Server;

test.beforeAll(async () => {
  const headers = readHeaders();
  const rules = readRedirects();
  server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const rule = rules.get(pathname.replace(/\/$/, ''));
    if (rule) {
      response.writeHead(rule.status, { Location: rule.to }).end();
      return;
    }
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((file) => path.join(outDir, file));
    const file = candidates.find((candidate) => candidate.startsWith(outDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    const type = (name: string) => (name.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream');
    if (file) response.writeHead(200, { 'Content-Type': type(file) }).end(fs.readFileSync(file));
    else response.writeHead(404, { 'Content-Type': type('404.html') }).end(fs.readFileSync(path.join(outDir, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('every old path of site/redirects.ts answers 301 with its target, in both languages', async ({ request }) => {
  for (const { from, to } of redirects) {
    for (const prefix of ['', '/zh']) {
      const response = await request.get(`${origin}${prefix}${from}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${from}`).toBe(301);
      expect(response.headers().location, `${prefix}${from}`).toBe(/^https?:/.test(to) ? to : `${prefix}${to}`);
    }
  }
});

test('pages, redirects and the 404 page carry the security headers, the policy with its script hashes', async ({ request }) => {
  for (const [url, status] of [['/', 200], ['/zh/guide/start/quick-start', 200], ['/no/such/page', 404], ['/config/source/alias', 301]] as const) {
    const response = await request.get(`${origin}${url}`, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    const headers = response.headers();
    expect(headers['content-security-policy'], url).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers['content-security-policy'], url).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    expect(headers['x-frame-options'], url).toBe('DENY');
  }
});

test('the header policy and the meta policy agree, except what only a header can carry', async ({ request }) => {
  const header = (await request.get(`${origin}/guide/start/`)).headers()['content-security-policy'];
  const html = await (await request.get(`${origin}/guide/start/`)).text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1].replace(/&quot;/g, '"');
  expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
});
