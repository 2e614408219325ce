// A quiet start: the first thing a newcomer runs is `npm start` (Vite's dev server with the online
// rooms inside it), and `npm run serve` ends in the server's own start (src/server/main.ts). Each
// prints at most a dozen lines before the address of the game: no page of Vite warnings about the
// server code its config used to bundle, no dotenv or pm2 banners. Each is started for real on
// 127.0.0.1 and a free port, read until its address shows (bounded generously: a busy machine is
// slow, not wrong), then stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../server/helpers';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// eslint-disable-next-line no-control-regex -- the escape sequences of coloured output
const ANSI = /\x1b\[[0-9;]*m/g;

/** The lines a command prints (stdout and stderr) before a line matching `address`. */
function linesBefore(cmd: string, args: string[], env: NodeJS.ProcessEnv, address: RegExp): Promise<string[]> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    let rest = '';
    const timer = setTimeout(() => reject(new Error(`no address after 3 minutes:\n${lines.join('\n')}`)), 180_000);
    const on = (b: Buffer): void => {
      const parts = (rest + b.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const coloured of parts) {
        const line = coloured.replace(ANSI, '');
        if (address.test(line)) {
          clearTimeout(timer);
          resolve(lines);
          return;
        }
        lines.push(line);
      }
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before its address:\n${lines.join('\n')}`));
    });
  });
}

describe('a quiet start', () => {
  it('npm start (Vite with the online rooms) prints under 13 lines before the address', async () => {
    const port = await freePort();
    const lines = await linesBefore(
      process.execPath,
      ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { CI: 'true' },
      new RegExp(`Local:.*127\\.0\\.0\\.1:${port}`),
    );
    expect(lines.length, lines.join('\n')).toBeLessThan(13);
    expect(lines.join('\n')).not.toMatch(/configLoader|without a file extension|dotenv|injected env|pm2/);
  }, 240_000);

  it("npm run serve's server prints under 13 lines before the address", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fc-quiet-'));
    dirs.push(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html></html>');
    const port = await freePort();
    const lines = await linesBefore(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { PORT: String(port), HOST: '127.0.0.1', DIST: dist },
      /Four Crowns: the game and its online rooms on http/,
    );
    expect(lines.length, lines.join('\n')).toBeLessThan(13);
    expect(lines.join('\n')).not.toMatch(/dotenv|injected env|pm2/);
  }, 240_000);
});
