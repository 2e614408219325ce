// Server bots think on worker threads (src/server/bot-pool.ts): while one room's bot thinks, the
// process goes on answering the other rooms; an answer is played only if the game is still where
// it was; a worker that crashes or is late gives way to the easiest bot, played in the room, with
// a log line. The workers here run tests/unit/server/slow-bots.ts (a bot as slow as asked).

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { MSG } from '../../../src/app/online/protocol';
import { botPool, configureBotPool } from '../../../src/server/bot-pool';
import { moveKey, type GameRoom } from '../../../src/server/game-room';
import { findServerGame } from '../../../src/server/games';
import { Player, bootServer, sleep, type Booted } from './helpers';

const SLOW_BOTS = new URL('./slow-bots.ts', import.meta.url).href;

let booted: Booted;
beforeAll(async () => {
  booted = await bootServer();
});
afterAll(async () => {
  await booted.test.shutdown();
  await configureBotPool({});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await configureBotPool({});
});

const roomOf = (code: string): GameRoom => matchMaker.getLocalRoomById(code) as unknown as GameRoom;
const played = (code: string): unknown[] => roomOf(code).snapshot().moves ?? [];

/** Leave and close the rooms, so their bots stop thinking before the next test's pool. */
async function close(...players: Player[]): Promise<void> {
  for (const p of players) {
    const code = p.lobby?.code as string;
    await p.room.leave();
    await roomOf(code)?.disconnect();
  }
}

/** A Regicide room where a bot (seat 0) is first to play and a person sits at seat 1. */
async function botFirst(level = 'strong'): Promise<Player> {
  const p = await Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['bot', 'human'], levels: [level, null], seat: 1 });
  p.send(MSG.start);
  await p.until(() => p.states.length > 0);
  expect(p.last?.actor).toBe(0);
  return p;
}

describe('server bots on worker threads', () => {
  it("keeps answering another room's moves while a bot thinks", async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'slow', ms: 2500 }, size: 1, deadlineMs: 10_000 });
    const warn = vi.spyOn(console, 'warn');
    const thinking = await botFirst();
    const code = thinking.lobby?.code as string;
    await vi.waitFor(() => expect(botPool().workers).toBe(1));
    // Meanwhile, at another table, two people play; each move is answered at once.
    const a = await Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    const b = await Player.join(booted.url, a.lobby?.code as string);
    a.send(MSG.start);
    await Promise.all([a, b].map((p) => p.until(() => p.states.length > 0)));
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const s = a.last?.actor === a.seat ? a : b;
      const last = s.last as { at: number; legal: unknown[]; outcome: unknown };
      if (last.outcome) break;
      const t0 = performance.now();
      s.send(MSG.move, { at: last.at, move: last.legal[0] });
      await Promise.all([a, b].map((p) => p.until(() => (p.last?.at ?? 0) > last.at, 2000)));
      waits.push(performance.now() - t0);
    }
    // All of that while the bot was still thinking: its room has not moved.
    expect(played(code)).toEqual([]);
    expect(thinking.last?.at).toBe(0);
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits), `each move answered (ms): ${waits.map((w) => w.toFixed(0)).join(', ')}`).toBeLessThan(500);
    // Then the bot's own answer is played, from the worker (no fallback).
    await thinking.until(() => (thinking.last?.at ?? 0) >= 1, 10_000);
    expect(played(code).length).toBeGreaterThanOrEqual(1);
    expect(warn).not.toHaveBeenCalled();
    await close(thinking, a);
    await b.room.leave();
  }, 60_000);

  it('does not play an answer for a position the game has left', async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'slow', ms: 1200 }, size: 1, deadlineMs: 10_000 });
    const tasks: unknown[][] = [];
    const stop = botPool().watch((t) => tasks.push(t.legal));
    const p = await botFirst();
    const code = p.lobby?.code as string;
    await vi.waitFor(() => expect(tasks.length).toBe(1));
    // The game moves on while the bot thinks (here: the room plays another legal move itself).
    const room = roomOf(code) as unknown as { play(move: unknown): void };
    const legal = tasks[0] as unknown[];
    const forced = legal[legal.length - 1];
    room.play(forced);
    await sleep(1800); // the first answer has come back (at ~1.2 s); the second task is still thinking
    expect(played(code).map(moveKey)).toEqual([moveKey(forced)]);
    // The bot thinks again from where the game is now, and that answer is played.
    await vi.waitFor(() => expect(played(code).length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    stop();
    await close(p);
  }, 30_000);

  it('plays the easiest bot\'s move, with a log line, when a worker crashes', async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'crash' }, size: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const easiest = findServerGame('regicide')?.bots[0];
    if (!easiest) throw new Error('no bot');
    expect(easiest.level).toBe('easy');
    const chose: unknown[] = [];
    const choose = easiest.choose.bind(easiest);
    vi.spyOn(easiest, 'choose').mockImplementation((...args) => {
      const m = choose(...args);
      chose.push(m);
      return m;
    });
    const p = await botFirst('strong');
    const code = p.lobby?.code as string;
    await p.until(() => (p.last?.at ?? 0) >= 1, 10_000);
    expect(warn).toHaveBeenCalled();
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(new RegExp(`Room ${code}: the regicide bot "strong" for seat 0 exited \\(code 3\\); the easiest bot \\("easy"\\) plays move 0 instead`));
    expect(chose.length).toBeGreaterThan(0);
    expect(moveKey(played(code)[0])).toBe(moveKey(chose[0]));
    await close(p);
  }, 30_000);

  it('plays the easiest bot\'s move when a worker is late, and puts a new worker in its place', async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'hang' }, size: 1, deadlineMs: 400 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = await botFirst('strong');
    const code = p.lobby?.code as string;
    const t0 = performance.now();
    await p.until(() => (p.last?.at ?? 0) >= 1, 15_000);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`Room ${code}: .* was late \\(over 400 ms\\); the easiest bot \\("easy"\\) plays move 0 instead`));
    expect(botPool().workers).toBe(1); // the stuck thread was ended and replaced
    await close(p);
  }, 30_000);
});
