// The install helpers' stdout is data: `find-redis.mjs --install` and `find-chromium.mjs --install`
// print the found path and nothing else on stdout, whatever apt-get prints while it installs. Here
// a stand-in apt-get on the PATH talks on stdout (as the real one does: progress lines, "Setting
// up ...") and, on `install`, puts a stand-in binary beside itself; the test reads stdout as the
// callers do (redis.test.ts, playwright.config.ts) and asserts it is exactly one existing path.
// (Before scripts/debian-binary.mjs, find-redis ran apt-get with stdout inherited: the test that
// starts Redis read apt's lines as the path of redis-server and failed with spawn ENAMETOOLONG.)
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureChromium } from '../../../scripts/find-chromium.mjs';
import { ensureRedis, findRedis } from '../../../scripts/find-redis.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A PATH of one folder holding a talking apt-get (and the shell tools it uses), nothing else. */
function bareMachine(binary: string): { bin: string; env: NodeJS.ProcessEnv; log: string } {
  const root = mkdtempSync(join(tmpdir(), 'fc-apt-'));
  dirs.push(root);
  const bin = join(root, 'bin');
  mkdirSync(bin, { recursive: true });
  const log = join(root, 'apt.log');
  writeFileSync(
    join(bin, 'apt-get'),
    [
      '#!/bin/sh',
      `echo "$*" >> ${log}`,
      'echo "Reading package lists... Done"',
      'echo "Building dependency tree... Done"',
      'echo "Get:1 http://deb.example/debian bookworm/main amd64 stand-in 1.0 [12.3 kB]"',
      'echo "W: a warning apt writes to stderr" >&2',
      `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${bin}/${binary}; /bin/chmod +x ${bin}/${binary}; echo "Setting up ${binary} ..."; fi`,
      'exit 0',
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  return { bin, log, env: { PATH: bin, HOME: root, CHROMIUM_PATH: join(root, 'nowhere') } };
}

const SCRIPTS = [
  { script: 'find-redis.mjs', binary: 'redis-server', ensure: ensureRedis },
  { script: 'find-chromium.mjs', binary: 'chromium', ensure: ensureChromium },
] as const;

describe('install helpers: stdout is exactly the path, apt-get talks on stderr', () => {
  for (const { script, binary, ensure } of SCRIPTS) {
    it(`${script} --install with a talking apt-get prints one existing path on stdout`, () => {
      const { bin, env, log } = bareMachine(binary);
      if (process.getuid?.() === 0) {
        const r = spawnSync(process.execPath, [join(process.cwd(), 'scripts', script), '--install'], { env, encoding: 'utf8' });
        expect(r.status, r.stderr).toBe(0);
        const lines = r.stdout.split('\n').filter((l) => l !== '');
        expect(lines).toEqual([join(bin, binary)]);
        expect(statSync(lines[0] as string).isFile()).toBe(true);
        // What apt-get said is not lost: it is on stderr, with the helper's own word.
        expect(r.stderr).toContain('Reading package lists');
        expect(r.stderr).toContain('Setting up');
        expect(r.stderr).toMatch(new RegExp(`No ${binary === 'chromium' ? 'Chromium' : binary} found.*installing Debian's`));
      } else {
        // Not root here: the same flow through the module, told it runs as root; the module's
        // only output is its return value, and apt-get's stdout must still not reach ours.
        const messages: string[] = [];
        expect(ensure({ env, uid: 0, log: (m: string) => messages.push(m) })).toBe(join(bin, binary));
      }
      expect(readFileSync(log, 'utf8').trim().split('\n')[1]).toMatch(/^install -y -qq --no-install-recommends /);
    });
  }

  it('find-redis.mjs without --install never runs apt-get, and says how to install on stderr', () => {
    const { env, log } = bareMachine('redis-server');
    const r = spawnSync(process.execPath, [join(process.cwd(), 'scripts', 'find-redis.mjs')], { env, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('No redis-server found');
    expect(existsSync(log)).toBe(false);
  });

  it('find-redis: REDIS_SERVER_PATH first, when it is an executable file', () => {
    const { bin, env } = bareMachine('redis-server');
    const mine = join(bin, 'my-redis');
    writeFileSync(mine, '#!/bin/sh\n');
    chmodSync(mine, 0o755);
    expect(findRedis({ env: { ...env, REDIS_SERVER_PATH: mine } })).toBe(mine);
    expect(findRedis({ env: { ...env, REDIS_SERVER_PATH: join(bin, 'missing') } })).toBeNull();
  });
});
