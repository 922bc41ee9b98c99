/** The pinyin table, `{ reading: characters }`, written in at build time (site/pinyinTable.ts). Loaded by ./pinyin. */
const data: Record<string, string> = __PINYIN_TABLE__;
export default data;
