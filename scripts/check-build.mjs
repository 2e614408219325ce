// Checks the production build (dist/): Phaser sits in a chunk of its own, nothing meant for tests
// or development made it in (the test hooks, the tiny test game, the widget gallery), no sound is
// inlined into the code as a data URL, and the Regality search is only in its bot worker's chunk.
// For play offline: the service worker precaches every file of the build (each under Workbox's
// 2 MiB limit, which would leave a larger one out).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = join('dist', 'assets');
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
const problems = [];
// The chunks the page loads (its entry and every chunk reached from it, statically or not); the bot
// worker's entry (assets/bot-worker.js) and what only it imports are not among them.
const importsOf = (f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/(?:from|import\()\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
const pageChunks = new Set();
const pending = files.filter((f) => /^index-[\w-]+\.js$/.test(f));
if (!pending.length) problems.push('no index-*.js entry chunk');
while (pending.length) {
  const f = pending.pop();
  if (pageChunks.has(f)) continue;
  pageChunks.add(f);
  pending.push(...importsOf(f));
}
// Play online: colyseus.js (its matchmaking path marks it) only in a chunk the page loads lazily,
// never in the entry or a chunk the entry imports statically.
const staticChunks = new Set();
const staticPending = files.filter((f) => /^index-[\w-]+\.js$/.test(f));
while (staticPending.length) {
  const f = staticPending.pop();
  if (staticChunks.has(f)) continue;
  staticChunks.add(f);
  staticPending.push(...[...readFileSync(join(dir, f), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]));
}
const colyseusChunks = files.filter((f) => readFileSync(join(dir, f), 'utf8').includes('matchmake/'));
if (!colyseusChunks.length) problems.push('no chunk holds colyseus.js (Play online)');
for (const f of colyseusChunks) if (staticChunks.has(f)) problems.push(`${f} holds colyseus.js and is loaded with the page: it belongs in a lazily loaded chunk`);
if (!files.includes('bot-worker.js')) problems.push('no assets/bot-worker.js: the bots\' worker entry is missing (vite.config.ts input)');
else if (pageChunks.has('bot-worker.js')) problems.push('the page imports the bot worker\'s entry');
if (!files.some((f) => f.startsWith('phaser'))) problems.push('no phaser-*.js chunk: Phaser is not in a chunk of its own');
const forbidden = ['__fc', 'Twenty-One Down', 'WidgetGallery', 'dev-extras'];
for (const f of files) {
  const text = readFileSync(join(dir, f), 'utf8');
  for (const word of forbidden) if (text.includes(word)) problems.push(`${f} contains "${word}", which only test and development builds may hold`);
  // Phaser is some 1.3 MB; a game chunk that large has swallowed it.
  if (/data:audio\/[a-z0-9-]+;base64,[A-Za-z0-9+/=]{400,}/.test(text)) problems.push(`${f} inlines a sound as a data URL (sounds are files: see assetsInlineLimit in vite.config.ts)`);
  // The Regality search's own error text marks its code; only the worker's chunks may carry it.
  if (pageChunks.has(f) && text.includes('regality bot: it is not seat')) problems.push(`${f} is loaded by the page and holds the Regality search, which belongs to the bot worker only`);
  if (!f.startsWith('phaser') && text.length > 700_000) problems.push(`${f} is ${text.length} bytes: it seems to hold Phaser itself`);
}
// Offline: every file the build holds is in the service worker's precache list.
const MAX_PRECACHE = 2 * 1024 * 1024;
const all = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(join(d, e.name)) : [join(d, e.name)]));
let precached = new Set();
try {
  precached = new Set([...readFileSync(join('dist', 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
} catch {
  problems.push('no dist/sw.js: the service worker for play offline was not built');
}
let offlineFiles = 0;
for (const file of all('dist')) {
  const rel = relative('dist', file).split('\\').join('/');
  if (rel === 'sw.js' || /^workbox-[\w-]+\.js$/.test(rel)) continue;
  offlineFiles++;
  if (statSync(file).size > MAX_PRECACHE) problems.push(`${rel} is over Workbox's 2 MiB precache limit: it would not work offline`);
  if (!precached.has(rel)) problems.push(`${rel} is not in the service worker's precache list: it would not load offline`);
}
if (problems.length) {
  console.error(`check-build: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-build: ok (${files.length} chunks; Phaser apart; no test or development code; ${offlineFiles} files precached for play offline)`);
