/**
 * Rspack loader for theme/data/search-synonyms.json in the browser build: keeps each group's words and drops the
 * `source` of each group and the `$comment`, which are for writers. They were two thirds of the file, about 2.5 KB
 * gzip of the search worker that readers download before their first query. Node (the build's checks and the
 * tests) reads the whole file.
 * @param {string} source  the JSON file
 * @returns {string} the same JSON with `source: ''` in every group and an empty `$comment`
 */
module.exports = function synonymWordsLoader(source) {
  const data = JSON.parse(source);
  return JSON.stringify({ $comment: '', groups: data.groups.map(({ words }) => ({ words, source: '' })) });
};
