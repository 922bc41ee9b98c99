/**
 * Serves a built site for the measure scripts the way the end-to-end tests do: the `serve` binary with
 * serve.json (clean URLs, gzip, unknown paths answered by 404.html).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts `serve` for `outDir` on `port` and waits until it answers (up to 20 s).
 * Refuses a port that already answers: that would be another site, and the figures would be its.
 * @param {string} outDir the build folder (doc_build/); serve.json is read from its parent
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => void }>}
 * @throws when the port is busy or the server never answers
 */
export async function serveBuild(outDir, port) {
  const url = `http://localhost:${port}`;
  const answers = () => fetch(url).then((response) => response.ok, () => false);
  if (await answers()) throw new Error(`something already answers on ${url}: stop it or set MEASURE_PORT.`);
  // The serve binary itself, not npx: killing it must stop the server.
  const bin = path.join(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/serve');
  const server = spawn(bin, ['--no-clipboard', '-c', 'serve.json', '-l', String(port)], { cwd: path.dirname(outDir), stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await answers()) return { url, stop: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`serve did not answer on ${url}.`);
}
