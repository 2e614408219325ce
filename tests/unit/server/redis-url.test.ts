// A bad REDIS_URL stops `npm run serve`'s server at once, with one clear line and a non-zero exit
// (issue 27), instead of a server that never listens while its Redis client retries for ever.

import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { redisProblem } from '../../../src/server/server';
import { freePort } from './helpers';

function runMain(redisUrl: string, port: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, REDIS_URL: redisUrl, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const kill = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(kill);
      resolve({ code, stderr });
    });
  });
}

describe('a bad REDIS_URL', () => {
  it('is found out: not a URL, not redis://, nobody listening', async () => {
    expect(await redisProblem('not a url')).toMatch(/not a URL/);
    expect(await redisProblem('http://127.0.0.1:6379')).toMatch(/redis:\/\//);
    expect(await redisProblem(`redis://127.0.0.1:${await freePort()}`, 4000)).toMatch(/cannot reach|no answer/);
  });

  it('stops the server with one line and a non-zero exit', async () => {
    for (const url of ['not a url', `redis://127.0.0.1:${await freePort()}`]) {
      const r = await runMain(url, await freePort());
      expect(r.code, r.stderr).not.toBe(0);
      expect(r.code).not.toBeNull();
      const lines = r.stderr.trim().split('\n').filter((l) => l.trim() !== '');
      expect(lines, r.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/REDIS_URL cannot be used/);
    }
  }, 120_000);
});
