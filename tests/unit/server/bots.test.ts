// The bots of online rooms (src/server): every game's bots are its ai's `bots` export (the levels
// the local setup offers), each bot seat plays at the level its room's creator chose for it, a
// level the game does not have is refused, and a bot is handed its own seat's view, never the
// state (another seat's hand comes as '?'). The bots think on the pool's worker threads
// (bot-pool.ts): these tests watch the tasks the rooms send there.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN, Rng, type BotOptions, type Seat } from '../../../src/core';
import { MSG, type CreateOptions } from '../../../src/app/online/protocol';
import { findServerGame } from '../../../src/server/games';
import { botPool } from '../../../src/server/bot-pool';
import { bots as castlePanicBots } from '../../../src/games/castle-panic/ai';
import { bots as regalityBots } from '../../../src/games/regality/ai';
import { bots as regicideBots } from '../../../src/games/regicide/ai';
import { bots as roiBots } from '../../../src/games/roi-du-ring/ai';
import { CP_BOT_LEVELS } from '../../../src/games/castle-panic/ai/levels';
import { BOT_LEVELS as REGALITY_BOT_LEVELS } from '../../../src/games/regality/ai/levels';
import { REGICIDE_BOT_LEVELS } from '../../../src/games/regicide/ai/levels';
import { ROI_BOT_LEVELS } from '../../../src/games/roi-du-ring/ai/levels';
import { Player, bootServer, type Booted } from './helpers';

let booted: Booted;
beforeAll(async () => {
  booted = await bootServer();
});
afterAll(async () => {
  await booted.test.shutdown();
});
const unwatch: (() => void)[] = [];
afterEach(() => {
  for (const f of unwatch.splice(0)) f();
});

interface Call {
  level: string;
  seat: Seat;
  view: unknown;
  options: BotOptions;
}

/** Watch every bot task of a game sent to the workers: which level chooses, for which seat, from what. */
function watchBots(game: string): Call[] {
  const calls: Call[] = [];
  unwatch.push(
    botPool().watch((task) => {
      if (task.game === game) calls.push({ level: task.level, seat: task.seat, view: JSON.parse(JSON.stringify(task.view)) as unknown, options: task.options });
    }),
  );
  return calls;
}

/** The room's only person plays seeded random legal moves until `enough` holds or the game ends. */
async function playUntil(p: Player, enough: () => boolean, seed: number, maxMoves = 400): Promise<void> {
  const rng = new Rng(seed);
  for (let i = 0; i < maxMoves && !enough(); i++) {
    await p.until(() => enough() || p.last?.outcome != null || (p.last?.legal.length ?? 0) > 0, 20_000);
    const s = p.last;
    if (enough() || !s || s.outcome) return;
    p.send(MSG.move, { at: s.at, move: s.legal[rng.int(s.legal.length)] });
    await p.until(() => (p.last?.at ?? 0) > s.at || p.refused.length > 0, 20_000);
    expect(p.refused).toEqual([]);
  }
}

async function room(o: CreateOptions): Promise<Player> {
  const p = await Player.create(booted.url, o);
  p.send(MSG.start);
  await p.until(() => p.states.length > 0);
  return p;
}

describe('bots in online rooms', () => {
  it("plays each game's own bots (its ai's `bots`, the levels the local setup offers)", () => {
    const expected: [string, readonly unknown[], readonly string[]][] = [
      ['castle-panic', castlePanicBots, CP_BOT_LEVELS],
      ['regality', regalityBots, REGALITY_BOT_LEVELS],
      ['regicide', regicideBots, REGICIDE_BOT_LEVELS],
      ['roi-du-ring', roiBots, ROI_BOT_LEVELS],
    ];
    for (const [id, bots, levels] of expected) {
      const g = findServerGame(id);
      expect(g?.bots, id).toBe(bots);
      expect(g?.bots.map((b) => b.level), id).toEqual([...levels]);
    }
  });

  it('gives each bot seat the level chosen for it, and each bot only its own seat\'s view', async () => {
    const calls = watchBots('regicide');
    const p = await room({ game: 'regicide', options: { players: 3 }, seats: ['human', 'bot', 'bot'], levels: [null, 'easy', 'strong'] });
    expect(p.lobby?.seats.map((s) => s.level)).toEqual([null, 'easy', 'strong']);
    const seen = (seat: Seat) => calls.filter((c) => c.seat === seat).length;
    await playUntil(p, () => seen(1) >= 2 && seen(2) >= 2, 21);
    if (!p.last?.outcome) {
      expect(seen(1)).toBeGreaterThanOrEqual(2);
      expect(seen(2)).toBeGreaterThanOrEqual(2);
    }
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) {
      expect(c.level, `seat ${c.seat}`).toBe(c.seat === 1 ? 'easy' : 'strong');
      const hands = (c.view as { hands: string[][]; tavern: string[] }).hands;
      hands.forEach((h, i) => {
        if (i !== c.seat) expect(h.every((x) => x === HIDDEN), `seat ${c.seat} sees hand ${i}`).toBe(true);
      });
      expect(hands[c.seat]?.some((x) => x !== HIDDEN)).toBe(true);
      expect((c.view as { tavern: string[] }).tavern.every((x) => x === HIDDEN)).toBe(true);
      expect(c.options.timeMs).toBeGreaterThan(0);
    }
    await p.room.leave();
  }, 60_000);

  it('plays Regality\'s bot at the level asked (perfect), and the easiest where no level is asked', async () => {
    const calls = watchBots('regality');
    const p = await room({ game: 'regality', options: { variant: 'standard' }, seats: ['bot', 'human'], levels: ['perfect', null] });
    expect(p.lobby?.seats.map((s) => s.level)).toEqual(['perfect', null]);
    await p.until(() => calls.length > 0, 20_000);
    expect(calls.every((c) => c.level === 'perfect' && c.seat === 0)).toBe(true);
    await p.room.leave();
    const q = await Player.create(booted.url, { game: 'regality', options: {}, seats: ['human', 'bot'] });
    expect(q.lobby?.seats.map((s) => s.level)).toEqual([null, 'easy']);
    await q.room.leave();
  }, 60_000);

  it('lets a Castle Panic defender bot trade only with the other bots, at each seat\'s own level', async () => {
    const calls = watchBots('castle-panic');
    const p = await room({ game: 'castle-panic', options: { players: 3, mode: 'coop' }, seats: ['human', 'bot', 'bot'], levels: [null, 'strong', 'easy'] });
    expect(p.lobby?.seats.map((s) => s.level)).toEqual([null, 'strong', 'easy']);
    await playUntil(p, () => calls.some((c) => c.seat === 1) && calls.some((c) => c.seat === 2), 31);
    expect(calls.some((c) => c.seat === 1)).toBe(true);
    for (const c of calls) {
      expect(c.level).toBe(c.seat === 1 ? 'strong' : 'easy');
      expect((c.options as BotOptions & { partners?: number[] }).partners).toEqual([c.seat === 1 ? 2 : 1]);
      expect((c.view as { deck: string[] }).deck.every((x) => x === HIDDEN)).toBe(true);
    }
    await p.room.leave();
  }, 60_000);

  it('refuses a room with a bot level the game does not have, or levels that do not match the seats', async () => {
    await expect(Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'bot'], levels: [null, 'grandmaster'] })).rejects.toThrow(/grandmaster/);
    await expect(Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'bot'], levels: ['strong'] })).rejects.toThrow(/level/);
    await expect(Player.create(booted.url, { game: 'regality', options: {}, seats: ['human', 'bot'], levels: [null, 'strong'] })).rejects.toThrow(/easy, medium, perfect/);
  });
});
