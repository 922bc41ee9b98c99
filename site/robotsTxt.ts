import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** robots.txt: every page may be crawled; the sitemap (written by @rspress/plugin-sitemap) is named with its absolute URL. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Writes `robots.txt` into the output folder after a production build. A file, not `docs/public/`,
 * because the sitemap's URL follows `SITE_URL` (site/env.ts). `siteUrl`: the public origin, no trailing slash.
 */
export function pluginRobotsTxt({ siteUrl }: { siteUrl: string }): RspressPlugin {
  return {
    name: 'site-robots-txt',
    afterBuild(config, isProd) {
      if (isProd) fs.writeFileSync(path.resolve(config.outDir ?? 'doc_build', 'robots.txt'), robotsTxt(siteUrl));
    },
  };
}
