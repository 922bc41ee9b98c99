/**
 * theme/data/other-tools.json: what readers call each config option in webpack, webpack-dev-server,
 * Vite, Vue CLI, Create React App and Modern.js. The checks live in `otherToolsProblems` (site/otherTools.ts,
 * which the build runs too), which returns one message per fault; the real file must give none, and a
 * small broken sample must give one message for each fault planted in it, so a check that never fires is
 * caught too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type OtherTools, otherToolsProblems as findProblems } from '../../site/otherTools';
import otherTools from '../../theme/data/other-tools.json';

const repoRoot = path.resolve(__dirname, '../..');
const dataFile = path.join(repoRoot, 'theme/data/other-tools.json');

test.describe('other-tools data', () => {
  test('the real file has no problems', () => {
    expect(findProblems(otherTools as OtherTools, path.join(repoRoot, 'docs'))).toEqual([]);
  });

  test('no route is written twice (JSON.parse would keep only the last one)', () => {
    const raw = fs.readFileSync(dataFile, 'utf8');
    const written = [...raw.matchAll(/^\s*"(\/[^"]*)"\s*:/gm)].map((match) => match[1]);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((route, index) => written.indexOf(route) !== index)).toEqual([]);
    expect(written).toEqual(Object.keys(otherTools.options));
  });

  test('the example from the design is there as written', () => {
    expect(otherTools.options['/config/output/asset-prefix']).toEqual([
      { tool: 'webpack', name: 'output.publicPath' },
      { tool: 'vite', name: 'base' },
      { tool: 'vue-cli', name: 'publicPath' },
      { tool: 'cra', name: 'PUBLIC_URL' },
      { tool: 'cra', name: 'homepage' },
    ]);
  });

  test('each check fires on a broken sample', () => {
    const broken = {
      $comment: '',
      tools: { ...otherTools.tools, rollup: 'Rollup' },
      options: {
        '/config/server/port': [
          { tool: 'vite', name: 'server.port' },
          { tool: 'webpack-dev-server', name: 'devServer.port' },
          { tool: 'vite', name: 'server.port' },
          { tool: 'cra', name: ' PORT' },
          { tool: 'cra', name: '' },
          { tool: 'parcel', name: 'serve' },
        ],
        '/config/server/no-such-option': [{ tool: 'vite', name: 'server.nothing' }],
        '/zh/config/server/host': [{ tool: 'vite', name: 'server.host' }],
        '/config/output/minify': [],
        '/config/html/title': [{ tool: 'webpack', name: 'new HtmlWebpackPlugin({ `title` })' }],
      },
    } as unknown as OtherTools;
    const problems = findProblems(broken, path.join(repoRoot, 'docs'));
    const expected = [
      /^\$comment: missing$/,
      /^tools: keys must be/,
      /^options: routes are not sorted$/,
      /^\/config\/server\/port: webpack-dev-server "devServer.port" is out of order/,
      /^\/config\/server\/port: vite "server.port" is listed twice$/,
      /^\/config\/server\/port: name " PORT" has surrounding spaces$/,
      /^\/config\/server\/port: empty name for cra$/,
      /^\/config\/server\/port: unknown tool "parcel"$/,
      /^\/config\/server\/no-such-option: no page docs\/en\/config\/server\/no-such-option\.mdx or \.md$/,
      /^\/config\/server\/no-such-option: no page docs\/zh\/config\/server\/no-such-option\.mdx or \.md$/,
      /^\/zh\/config\/server\/host: not a config route/,
      /^\/config\/output\/minify: no entries$/,
      /^\/config\/html\/title: name .* has a backtick/,
    ];
    for (const pattern of expected) {
      expect(problems.filter((problem) => pattern.test(problem)), String(pattern)).toHaveLength(1);
    }
    expect(problems).toHaveLength(expected.length);
  });

  test('a page that exists in English only is reported for Chinese', () => {
    const docsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'other-tools-'));
    try {
      fs.mkdirSync(path.join(docsRoot, 'en/config/server'), { recursive: true });
      fs.mkdirSync(path.join(docsRoot, 'zh/config/server'), { recursive: true });
      fs.writeFileSync(path.join(docsRoot, 'en/config/server/port.mdx'), '# server.port\n');
      fs.writeFileSync(path.join(docsRoot, 'en/config/server/host.md'), '# server.host\n');
      fs.writeFileSync(path.join(docsRoot, 'zh/config/server/host.md'), '# server.host\n');
      const data = {
        $comment: 'sample',
        tools: otherTools.tools,
        options: {
          '/config/server/host': [{ tool: 'vite', name: 'server.host' }],
          '/config/server/port': [{ tool: 'vite', name: 'server.port' }],
        },
      } as OtherTools;
      expect(findProblems(data, docsRoot)).toEqual(['/config/server/port: no page docs/zh/config/server/port.mdx or .md']);
    } finally {
      fs.rmSync(docsRoot, { recursive: true, force: true });
    }
  });
});
