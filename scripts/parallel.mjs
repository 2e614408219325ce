#!/usr/bin/env node
// Runs several npm scripts at once (`node scripts/parallel.mjs typecheck lint`), each line of their
// output prefixed with the script's name, and exits with the first non-zero status once all have
// ended (0 when every one passed). `npm test` uses it where steps do not depend on each other and
// each keeps one core busy (tsc and eslint), to keep the whole run short on a 2-core machine.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const width = Math.max(...names.map((n) => n.length));

/** Writes each complete line of a stream to `out`, prefixed; flushes the rest at the end. */
function pipe(stream, out, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`${prefix}${rest}\n`);
  });
}

const started = Date.now();
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const prefix = `[${name.padEnd(width)}] `;
      const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      pipe(child.stdout, process.stdout, prefix);
      pipe(child.stderr, process.stderr, prefix);
      child.on('error', (err) => {
        process.stderr.write(`${prefix}could not start: ${err.message}\n`);
        resolve(1);
      });
      child.on('close', (code, signal) => {
        const status = code ?? (signal ? 1 : 0);
        process.stdout.write(`${prefix}${status === 0 ? 'done' : `failed (${signal ?? `exit ${status}`})`} after ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
        resolve(status);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((c) => c !== 0) ?? 0);
