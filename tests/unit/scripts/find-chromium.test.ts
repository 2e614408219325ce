// The README's test command sets up its own browser: with none to be found (CHROMIUM_PATH pointing
// nowhere, a PATH without one), `find-chromium.mjs --install` runs apt-get (here a fake one on the
// PATH that records its calls and "installs" a browser), says so, and prints the new path; without
// apt-get, or without the right to run it, it stops with the instructions.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { aptPrefix, ensureChromium, findChromium } from '../../../scripts/find-chromium.mjs';

const SCRIPT = join(process.cwd(), 'scripts', 'find-chromium.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A PATH of one empty folder (no browser, no apt-get) and the folder. */
function hiddenBrowser(): { bin: string; env: NodeJS.ProcessEnv } {
  const root = mkdtempSync(join(tmpdir(), 'fc-chromium-'));
  dirs.push(root);
  const bin = join(root, 'bin');
  mkdirSync(bin, { recursive: true });
  return { bin, env: { PATH: bin, CHROMIUM_PATH: join(root, 'nowhere', 'chromium'), HOME: root } };
}

/** A fake apt-get that logs its arguments and, on `install`, puts an executable `chromium` beside itself. */
function fakeAptGet(bin: string, exitCode = 0): string {
  const log = join(bin, '..', 'apt.log');
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> ${log}\n` +
      `if [ "$1" = install ]; then printf '#!/bin/sh\\n' > ${bin}/chromium; /bin/chmod +x ${bin}/chromium; fi\nexit ${exitCode}\n`,
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  return log;
}

function runScript(env: NodeJS.ProcessEnv, ...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args], { env, encoding: 'utf8' });
}

describe('scripts/find-chromium.mjs', () => {
  it('with the browser hidden and no apt-get, stops with the instructions (exit 1)', () => {
    const { env } = hiddenBrowser();
    const r = runScript(env, '--install');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No Chromium found for the browser tests.');
    expect(r.stderr).toContain('not an executable file');
    expect(r.stdout).toBe('');
  });

  it('with the browser hidden and apt-get there (as root), installs chromium, says so and prints its path', () => {
    const { bin, env } = hiddenBrowser();
    const log = fakeAptGet(bin);
    const r = process.getuid?.() === 0 ? runScript(env, '--install') : null;
    if (!r) {
      // Not root here: the same flow through the module, told it runs as root.
      const lines: string[] = [];
      const found = ensureChromium({ env, uid: 0, log: (m: string) => lines.push(m) });
      expect(found).toBe(join(bin, 'chromium'));
      expect(lines.join('\n')).toContain("installing Debian's chromium");
    } else {
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout.trim()).toBe(join(bin, 'chromium'));
      expect(r.stderr).toContain("installing Debian's chromium and fonts-dejavu-core with apt-get");
    }
    const calls = readFileSync(log, 'utf8').trim().split('\n');
    expect(calls).toEqual(['noninteractive update -qq', 'noninteractive install -y -qq --no-install-recommends chromium fonts-dejavu-core']);
  });

  it('without --install, never runs apt-get', () => {
    const { bin, env } = hiddenBrowser();
    const log = fakeAptGet(bin);
    const r = runScript(env);
    expect(r.status).toBe(1);
    expect(existsSync(log)).toBe(false);
  });

  it('a failing apt-get stops with the instructions', () => {
    const { bin, env } = hiddenBrowser();
    fakeAptGet(bin, 100);
    const lines: string[] = [];
    expect(ensureChromium({ env, uid: 0, log: (m: string) => lines.push(m) })).toBeNull();
    expect(lines.join('\n')).toMatch(/apt-get update -qq" failed \(exit 100\)/);
    expect(lines.join('\n')).toContain('No Chromium found');
  });

  it('not root: apt-get only through passwordless sudo', () => {
    const { bin, env } = hiddenBrowser();
    fakeAptGet(bin);
    expect(aptPrefix({ env, uid: 1000 })).toBeNull(); // no sudo on the PATH
    writeFileSync(join(bin, 'sudo'), '#!/bin/sh\nexit 1\n');
    chmodSync(join(bin, 'sudo'), 0o755);
    expect(aptPrefix({ env, uid: 1000 })).toBeNull(); // sudo wants a password
    writeFileSync(join(bin, 'sudo'), '#!/bin/sh\nexit 0\n');
    expect(aptPrefix({ env, uid: 1000 })).toEqual(['sudo', '-n']);
    expect(aptPrefix({ env, uid: 0 })).toEqual([]);
  });

  it('finds a browser on the PATH, before Playwright\'s download', () => {
    const { bin } = hiddenBrowser();
    writeFileSync(join(bin, 'chromium-browser'), '#!/bin/sh\n');
    chmodSync(join(bin, 'chromium-browser'), 0o755);
    expect(findChromium({ env: { PATH: bin }, warn: () => {} })).toBe(join(bin, 'chromium-browser'));
  });
});
