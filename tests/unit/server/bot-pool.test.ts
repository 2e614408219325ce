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
import { Gate } from './gate';
import { Player, bootServer, type Booted } from './helpers';

const SLOW_BOTS = new URL('./slow-bots.ts', import.meta.url).href;
/** Pool settings that never give up on a gated bot: the tests open the gate themselves. */
const PATIENT = { size: 1, deadlineMs: 120_000, queueMs: 120_000, bootMs: 120_000 };
/** A generous bound for what the tests wait on (a busy machine passes; a broken pool does not). */
const WAIT = { timeout: 60_000, interval: 20 };

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
    // The bot holds its worker thread until the gate opens: were it thinking on the rooms' thread,
    // the other table's moves would never be answered and this test would fail.
    const gate = new Gate();
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'gate', gate: gate.buffer }, ...PATIENT });
    const warn = vi.spyOn(console, 'warn');
    const thinking = await botFirst();
    const code = thinking.lobby?.code as string;
    await vi.waitFor(() => expect(gate.taken).toBe(1), WAIT);
    // Meanwhile, at another table, two people play; each move is answered.
    const a = await Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    const b = await Player.join(booted.url, a.lobby?.code as string);
    a.send(MSG.start);
    await Promise.all([a, b].map((p) => p.until(() => p.states.length > 0)));
    let answered = 0;
    for (let i = 0; i < 12; i++) {
      const s = a.last?.actor === a.seat ? a : b;
      const last = s.last as { at: number; legal: unknown[]; outcome: unknown };
      if (last.outcome) break;
      s.send(MSG.move, { at: last.at, move: last.legal[0] });
      await Promise.all([a, b].map((p) => p.until(() => (p.last?.at ?? 0) > last.at)));
      answered++;
    }
    // All of that while the bot was still thinking: its room has not moved.
    expect(answered).toBeGreaterThan(3);
    expect(gate.answered).toBe(0);
    expect(played(code)).toEqual([]);
    expect(thinking.last?.at).toBe(0);
    // Then the bot's own answer is played, from the worker (no fallback).
    gate.open();
    await thinking.until(() => (thinking.last?.at ?? 0) >= 1);
    expect(played(code).length).toBeGreaterThanOrEqual(1);
    expect(warn).not.toHaveBeenCalled();
    gate.open(100); // whatever the bot is asked next: its room is closing
    await close(thinking, a);
    await b.room.leave();
  }, 180_000);

  it('does not play an answer for a position the game has left', async () => {
    const gate = new Gate();
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'gate', gate: gate.buffer }, ...PATIENT });
    const tasks: unknown[][] = [];
    const stop = botPool().watch((t) => tasks.push(t.legal));
    const p = await botFirst();
    const code = p.lobby?.code as string;
    await vi.waitFor(() => expect(gate.taken).toBe(1), WAIT);
    // The game moves on while the bot thinks (here: the room plays another legal move itself),
    // and the room asks the bot again, from the new position.
    const room = roomOf(code) as unknown as { play(move: unknown): void };
    const legal = tasks[0] as unknown[];
    const forced = legal[legal.length - 1];
    room.play(forced);
    await vi.waitFor(() => expect(tasks.length).toBe(2), WAIT);
    // The first answer comes back (for the position the game has left); the worker then takes the
    // second task, which the pool hands it only once the first answer was handled.
    gate.open();
    await vi.waitFor(() => expect(gate.taken).toBe(2), WAIT);
    expect(gate.answered).toBe(1);
    expect(played(code).map(moveKey)).toEqual([moveKey(forced)]);
    // The bot's answer from where the game is now is played.
    gate.open();
    await vi.waitFor(() => expect(played(code).length).toBeGreaterThanOrEqual(2), WAIT);
    stop();
    gate.open(100);
    await close(p);
  }, 180_000);

  it('plays the easiest bot\'s move, with a log line, when a worker crashes', async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'crash' }, size: 1, bootMs: 120_000 });
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
    await p.until(() => (p.last?.at ?? 0) >= 1);
    expect(warn).toHaveBeenCalled();
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(new RegExp(`Room ${code}: the regicide bot "strong" for seat 0 exited \\(code 3\\); the easiest bot \\("easy"\\) plays move 0 instead`));
    expect(chose.length).toBeGreaterThan(0);
    expect(moveKey(played(code)[0])).toBe(moveKey(chose[0]));
    await close(p);
  }, 180_000);

  it('plays the easiest bot\'s move when a worker is late, and puts a new worker in its place', async () => {
    await configureBotPool({ entry: SLOW_BOTS, data: { mode: 'hang' }, size: 1, deadlineMs: 400, bootMs: 120_000 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = await botFirst('strong');
    const code = p.lobby?.code as string;
    const t0 = performance.now();
    await p.until(() => (p.last?.at ?? 0) >= 1);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(new RegExp(`Room ${code}: .* was late \\(over 400 ms\\); the easiest bot \\("easy"\\) plays move 0 instead`));
    expect(botPool().workers).toBe(1); // the stuck thread was ended and replaced
    await close(p);
  }, 180_000);
});
