import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from '../support/fixtures';

/**
 * The release feeds (site/feeds.ts) as feed readers read them: well-formed XML (fast-xml-parser's validator),
 * then the elements RSS 2.0 and Atom 1.0 (RFC 4287) require, and entries without page chrome.
 */
const outDir = path.join(__dirname, '../../doc_build');
const SITE = 'https://rsbuild.rs';
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['entry', 'item', 'link'].includes(name) });

/** Reads a feed file; fails with the validator's line and message when it is not well-formed XML. */
function readFeed(file: string) {
  const xml = fs.readFileSync(path.join(outDir, 'releases', file), 'utf8');
  const valid = XMLValidator.validate(xml);
  expect(valid, `${file}: ${JSON.stringify(valid)}`).toBe(true);
  return parser.parse(xml);
}

/** An entry's HTML as a reader shows it: no site chrome, every link and image absolute. */
function expectCleanContent(html: string, where: string) {
  expect(html, where).not.toMatch(/<button|rp-header-anchor|rp-code-button|<!--|class=/);
  for (const [, url] of html.matchAll(/\b(?:href|src)="([^"]*)"/g)) expect(url, where).toMatch(/^https?:\/\//);
}

const absoluteIri = /^https:\/\/rsbuild\.rs\//;

for (const [lang, language] of [['en', 'en'], ['zh', 'zh-CN']] as const) {
  test(`Atom 1.0 feed (${lang})`, () => {
    const { feed } = readFeed(`feed.${lang}.atom.xml`);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed['@xml:lang']).toBe(language);
    expect(feed.id).toBe(`${SITE}/releases/feed.${lang}.atom.xml`);
    expect(feed.title).toBeTruthy();
    expect(Date.parse(feed.updated)).not.toBeNaN();
    expect(feed.author?.name).toBeTruthy(); // required on the feed when entries have none
    expect(feed.link).toContainEqual(expect.objectContaining({ '@rel': 'self', '@href': `${SITE}/releases/feed.${lang}.atom.xml` }));
    expect(feed.entry.length).toBeGreaterThan(0);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(absoluteIri);
      expect(entry.link[0]['@href']).toBe(entry.id);
      expect(entry.id.startsWith(`${SITE}${lang === 'zh' ? '/zh' : ''}/community/releases/`)).toBe(true);
      expect(Date.parse(entry.updated)).not.toBeNaN();
      expect(entry.title).toBeTruthy();
      expect(entry.content['@type']).toBe('html');
      expectCleanContent(entry.content['#text'], entry.id);
    }
  });

  test(`RSS 2.0 feed (${lang})`, () => {
    const { rss } = readFeed(`feed.${lang}.rss.xml`);
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
    const { channel } = rss;
    expect(channel.title).toBeTruthy();
    expect(channel.link[0]).toMatch(absoluteIri);
    expect(channel.description).toBeTruthy();
    expect(channel.language).toBe(language);
    expect(channel['atom:link']).toEqual(expect.objectContaining({ '@rel': 'self', '@href': `${SITE}/releases/feed.${lang}.rss.xml` }));
    for (const item of channel.item) {
      expect(item.link[0]).toMatch(absoluteIri);
      expect(item.guid['#text']).toBe(item.link[0]);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expectCleanContent(item['content:encoded'], item.link[0]);
    }
  });
}
