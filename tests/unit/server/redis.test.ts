// Several server processes sharing rooms through Redis (presence and driver): Debian's
// redis-server (installed by scripts/find-redis.mjs --install when missing) on 127.0.0.1 and a
// free port, stopped when the test ends; two `npm run serve` processes (src/server/main.ts) on
// two ports. A room created through one is joined through the other; the process holding the
// room is killed mid-game and started again; it rebuilds the room from the record in Redis, the
// clients come back to their seats with their tokens, and the game is played to its end.

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core';
import { MSG } from '../../../src/app/online/protocol';
import { Player, freePort, sleep } from './helpers';

const children: ChildProcess[] = [];

/** Start a process and wait (bounded) for a line of its output that matches. */
function startProcess(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, ms = 30_000): Promise<ChildProcess> {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${cmd} did not start:\n${out}`)), ms);
    const on = (b: Buffer): void => {
      out += b.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', on);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${cmd} exited (${code}):\n${out}`));
    });
  });
}

function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

let redisUrl = '';
const dist = mkdtempSync(join(tmpdir(), 'fc-redis-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html></html>');

function startGameServer(port: number): Promise<ChildProcess> {
  return startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { PORT: String(port), HOST: '127.0.0.1', DIST: dist, REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` }, /Four Crowns: the game/);
}

beforeAll(async () => {
  const redis = execFileSync(process.execPath, ['scripts/find-redis.mjs', '--install'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 }).trim();
  const port = await freePort();
  await startProcess(redis, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {}, /Ready to accept connections/);
  redisUrl = `redis://127.0.0.1:${port}`;
}, 320_000);

afterAll(async () => {
  for (const c of children.reverse()) await stop(c, 'SIGKILL');
});

/** The port of the process a player's room lives on. */
const holderPort = (p: Player): number => {
  const url = String((p.room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws.url);
  return Number(new URL(url).port);
};

describe('several server processes through Redis', () => {
  it('joins a room through another process, and survives the death of the process holding it', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const procs = new Map<number, ChildProcess>([
      [portA, await startGameServer(portA)],
      [portB, await startGameServer(portB)],
    ]);
    const a = await Player.create(`ws://127.0.0.1:${portA}`, { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    const code = a.lobby?.code as string;
    const b = await Player.join(`ws://127.0.0.1:${portB}`, code);
    expect(b.seat).toBe(1);
    a.send(MSG.start);
    await Promise.all([a, b].map((p) => p.until(() => p.states.length > 0)));
    const rng = new Rng(5);
    const players = [a, b];
    const playSome = async (ps: Player[], n: number): Promise<void> => {
      for (let i = 0; i < n; i++) {
        const last = ps[0]?.last;
        if (!last || last.outcome) return;
        const mover = ps.find((p) => p.seat === last.actor) as Player;
        await mover.until(() => (mover.last?.legal.length ?? 0) > 0);
        const s = mover.last as { at: number; legal: unknown[] };
        mover.send(MSG.move, { at: s.at, move: s.legal[rng.int(s.legal.length)] });
        await Promise.all(ps.map((p) => p.until(() => (p.last?.at ?? 0) > s.at, 10_000)));
      }
    };
    await playSome(players, 4);
    const played = a.last?.at ?? 0;
    expect(played).toBeGreaterThan(0);
    // Kill the process that holds the room, and start it again on its port.
    const holder = holderPort(a);
    expect(holderPort(b)).toBe(holder);
    await stop(procs.get(holder), 'SIGKILL');
    await sleep(200);
    procs.set(holder, await startGameServer(holder));
    // Both players come back with their tokens (one through each process); nothing was lost.
    const tokens = players.map((p) => p.welcome?.token as string);
    let back: Player[] = [];
    for (let i = 0; i < 50 && back.length === 0; i++) {
      try {
        back = [await Player.join(`ws://127.0.0.1:${portA}`, code, { token: tokens[0] }), await Player.join(`ws://127.0.0.1:${portB}`, code, { token: tokens[1] })];
      } catch {
        await sleep(200);
      }
    }
    expect(back.map((p) => p.seat)).toEqual([0, 1]);
    await Promise.all(back.map((p) => p.until(() => p.states.length > 0)));
    expect(back[0]?.last?.at).toBe(played);
    await playSome(back, 2000);
    expect(back[0]?.last?.outcome).not.toBeNull();
    expect(back[0]?.last?.record?.moves.length).toBe(back[0]?.last?.at);
    await Promise.all(back.map((p) => p.room.leave()));
  }, 120_000);
});
