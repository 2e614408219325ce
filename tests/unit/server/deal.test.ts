// Deals nobody can compute (issue 27): an online room's seed is 128 bits from node:crypto and its
// game's RNG state 128 bits (xoshiro128**, core/rng.ts), kept on the server until the game ends;
// a deal number (every local game, typed deal, save and link) draws exactly as before (splitmix32).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { Rng, isWideSeed, seedRng, wideSeed } from '../../../src/core/rng';
import { replay } from '../../../src/core/record';
import { MSG, type CreateOptions } from '../../../src/app/online/protocol';
import { findServerGame } from '../../../src/server/games';
import { newSeed } from '../../../src/server/room-code';
import { Player, bootServer, type Booted } from './helpers';

/** splitmix32 as it was written before the 128-bit generator (the reference for every deal number). */
function splitmixReference(seed: number, n: number): number[] {
  let z = Math.floor(Math.abs(seed)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  let s = (z ^ (z >>> 16)) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
    x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
    out.push((x ^ (x >>> 15)) >>> 0);
  }
  return out;
}

describe('the two generators', () => {
  it('a deal number draws exactly as before (splitmix32, a uint32 state)', () => {
    for (const seed of [0, 1, 42, 123456789, 0xffffffff, 2 ** 31 - 1]) {
      const rng = new Rng(seedRng(seed));
      expect(Array.from({ length: 50 }, () => rng.nextU32())).toEqual(splitmixReference(seed, 50));
      expect(typeof rng.state).toBe('number');
    }
  });

  it('a 128-bit seed drives xoshiro128** (the published sequence from state 1, 2, 3, 4), its state 128 bits', () => {
    const rng = new Rng('x00000001000000020000000300000004');
    expect(Array.from({ length: 4 }, () => rng.nextU32())).toEqual([11520, 0, 5927040, 70819200]);
    const s = newSeed();
    expect(isWideSeed(s)).toBe(true);
    expect(s).not.toBe(newSeed());
    const state = seedRng(s);
    expect(isWideSeed(state)).toBe(true);
    const a = new Rng(state);
    const b = new Rng(state);
    const draws = Array.from({ length: 20 }, () => a.nextU32());
    expect(Array.from({ length: 20 }, () => b.nextU32())).toEqual(draws);
    expect(isWideSeed(a.state)).toBe(true);
    // Seeds one bit apart deal apart.
    const other = wideSeed(Array.from({ length: 16 }, (_, i) => (i === 15 ? 1 : 0)));
    const x = new Rng(seedRng(other));
    const y = new Rng(seedRng(wideSeed(new Array<number>(16).fill(0))));
    expect(Array.from({ length: 4 }, () => x.nextU32())).not.toEqual(Array.from({ length: 4 }, () => y.nextU32()));
  });

  it('every game sets up, plays and replays from a 128-bit seed; its record says so', () => {
    const options: Record<string, unknown> = { regicide: { players: 2 }, 'castle-panic': { players: 2, mode: 'coop' }, 'roi-du-ring': { players: 2 }, regality: { variant: 'standard' } };
    for (const [id, o] of Object.entries(options)) {
      const g = findServerGame(id);
      if (!g) throw new Error(id);
      const seed = newSeed();
      let state = g.rules.setup(o, seed);
      expect(isWideSeed((state as { rng: unknown }).rng), id).toBe(true);
      const moves: unknown[] = [];
      for (let i = 0; i < 40 && g.rules.outcome(state) === null; i++) {
        const m = g.rules.legalMoves(state)[0];
        const a = g.rules.apply(state, m);
        if (!a.ok) throw new Error(a.error.message);
        moves.push(m);
        state = a.state;
      }
      const r = replay({ game: id, version: g.version, options: o, seed, rng: 'xoshiro128**', moves }, () => ({ rules: g.rules, version: g.version }));
      expect(r.ok, id).toBe(true);
      if (r.ok) expect(r.state).toEqual(state);
      expect(replay({ game: id, version: g.version, options: o, seed: 'x12', rng: 'xoshiro128**', moves }, () => ({ rules: g.rules, version: g.version })).ok).toBe(false);
    }
  });
});

describe('an online room\'s deal', () => {
  let booted: Booted;
  beforeAll(async () => {
    booted = await bootServer();
  });
  afterAll(async () => {
    await booted.test.shutdown();
  });

  it('two rooms: 128-bit seeds from the server, 128-bit RNG states, neither sent to a seat before the end', async () => {
    const o: CreateOptions = { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] };
    const seeds: string[] = [];
    for (let r = 0; r < 2; r++) {
      const a = await Player.create(booted.url, o);
      const code = a.lobby?.code as string;
      const b = await Player.join(booted.url, code);
      a.send(MSG.start);
      await Promise.all([a, b].map((p) => p.until(() => p.states.length > 0)));
      const room = matchMaker.getLocalRoomById(code) as unknown as { snapshot(): { seed: unknown }; state_: { rng: unknown } };
      const seed = room.snapshot().seed;
      expect(isWideSeed(seed)).toBe(true);
      expect(isWideSeed(room.state_.rng)).toBe(true);
      seeds.push(seed as string);
      for (const p of [a, b]) {
        const seen = JSON.stringify(p.log);
        expect(seen.includes((seed as string).slice(1, 12))).toBe(false);
        expect(seen.includes(String(room.state_.rng).slice(1, 12))).toBe(false);
        expect(p.last?.record).toBeNull();
      }
      await a.room.leave();
      await b.room.leave();
    }
    expect(seeds[0]).not.toBe(seeds[1]);
  });
});
