/**
 * The pages every check works on: each .md/.mdx file under `docs/<lang>/`, with its route, its
 * language, the option path it documents (config pages only), whether it is a fragment (a file under
 * `docs/<lang>/shared/`, imported by pages and never routed) and its parsed content.
 */
import path from 'node:path';
import { optionPathOf } from './coverage.mjs';
import { listPages } from './markdown.mjs';
import { routeOf } from './shape.mjs';

/**
 * @param {string} docsRoot  folder holding `en/` and `zh/`
 * @param {(file: string) => ReturnType<import('./markdown.mjs').parsePage>} read  parser (index.mjs passes a cached one)
 */
export function collectPages(docsRoot, read, langs = ['en', 'zh']) {
  return langs.flatMap((lang) =>
    listPages(path.join(docsRoot, lang)).map((file) => {
      const configDir = path.join(docsRoot, lang, 'config');
      const option = file.startsWith(configDir + path.sep) ? optionPathOf(path.relative(configDir, file)) : undefined;
      const fragment = file.startsWith(path.join(docsRoot, lang, 'shared') + path.sep);
      return { file, ...routeOf(docsRoot, file), option, fragment, page: read(file) };
    }),
  );
}
