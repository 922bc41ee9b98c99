/**
 * Runs of docs/{en,zh}/guide/optimization/optimize-bundle.mdx. The page's price app imports Moment.js,
 * which the docs workspace does not install, so its size tables are not run. What runs is the legal
 * comments example: one module with each kind of license comment, next to lodash, built with
 * `legalComments: 'inline'`.
 */

/** Legal comments in a built file, one a line: `/*!`, `@license` blocks (first line) and `//!` lines. */
const legalComments = (code) => [...code.matchAll(/\/\*![\s\S]*?\*\/|\/\*\*?[\s*]*@license[\s\S]*?\*\/|\/\/!.*$/gm)]
  .map(([comment]) => (comment.includes('\n') ? `${comment.split('\n')[0]} …` : comment));

export default {
  'legal-inline': {
    async run(ctx) {
      await ctx.rsbuild('build');
      const lines = [];
      for (const file of ctx.files('dist/static/js').split('\n')) {
        const found = legalComments(ctx.read(file));
        lines.push(...(found.length ? found.map((comment) => `${file}: ${comment}`) : [`${file}: (none)`]));
      }
      return { comments: lines.join('\n') };
    },
  },
};
