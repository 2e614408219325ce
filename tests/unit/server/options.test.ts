// A room is created only with options the setup screen offers (src/server/options.ts), each field
// checked: a stacked deck, scripted dice or any field the screen never writes is refused with
// ERR_BAD_OPTIONS, and the lobby shows the checked options only.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOptions } from '../../../src/app/online/protocol';
import { REGICIDE_VERSION } from '../../../src/games/regicide/rules';
import { findServerGame } from '../../../src/server/games';
import { checkOptions } from '../../../src/server/options';
import { Player, bootServer, type Booted } from './helpers';

/** Every options object the setup screen's buildOptions can write, game by game (src/games/*\/entry.ts). */
function setupOffers(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const players of [1, 2, 3, 4]) {
    out.push(['regicide', { players }]);
    if (players === 1) out.push(['regicide', { players, soloYield: true }]);
  }
  const advanced = [undefined, { specialCards: true }, { surprise: true }, { psychic: true }, { fury: true }, { specialCards: true, surprise: true, psychic: true, fury: true }];
  for (const players of [2, 3, 4]) {
    for (const a of advanced) {
      const base = { players, ...(a ? { advanced: a } : {}) };
      out.push(['roi-du-ring', base]);
      if (players === 4) out.push(['roi-du-ring', { ...base, teams: true }]);
      if (players === 2) out.push(['roi-du-ring', { ...base, fightersPerPlayer: 2 }]);
    }
  }
  for (const variant of ['standard', 'old-style', 'random', 'secret-random', 'draft', 'secret-draft']) {
    for (const first of [0, 1]) {
      out.push(['regality', { variant, first }]);
      out.push(['regality', { variant, first, match: 'best-of-three' }]);
      for (const games of [1, 2, 3, 4, 5]) out.push(['regality', { variant, first, match: 'points', games }]);
    }
  }
  const difficulties = [undefined, { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true }, { finalCharge: true, chargingHorde: true }];
  for (const players of [1, 2, 3, 4, 5, 6]) {
    for (const mode of ['coop', 'master-slayer', 'overlord']) {
      for (const variants of difficulties) {
        const base = mode === 'overlord' ? { players: Math.min(5, players), mode } : { players, mode: players === 1 ? 'solo' : mode };
        out.push(['castle-panic', variants ? { ...base, variants } : base]);
      }
    }
  }
  return out;
}

describe('checkOptions', () => {
  it('accepts every options object the setup screen can make, unchanged, and each sets its game up', () => {
    const offers = setupOffers();
    expect(offers.length).toBeGreaterThan(100);
    for (const [game, options] of offers) {
      const c = checkOptions(game, options);
      expect(c, `${game} ${JSON.stringify(options)}`).toEqual({ ok: true, options });
      const g = findServerGame(game);
      expect(() => g?.rules.setup(options, 1)).not.toThrow();
    }
  });

  it('refuses test-only fields (a stacked deck, scripted dice), unknown fields and values the setup never offers', () => {
    const refused: [string, unknown][] = [
      ['regicide', { players: 2, stack: { hands: [['10S', '10H', '10D', '10C']] } }],
      ['roi-du-ring', { players: 2, stack: { deck: ['AS'] } }],
      ['regality', { variant: 'standard', stack: { deck: [] } }],
      ['castle-panic', { players: 2, mode: 'coop', stack: { dice: [6, 6, 6] } }],
      ['castle-panic', { players: 2, mode: 'coop', dice: [6, 6, 6] }],
      ['regicide', { players: 9 }],
      ['regicide', { players: 2, soloYield: true }],
      ['regicide', { players: 2, first: 1 }], // the room sets who starts a game played again; the setup never does
      ['regicide', { players: '2' }],
      ['regicide', null],
      ['regicide', [2]],
      ['roi-du-ring', { players: 3, teams: true }],
      ['roi-du-ring', { players: 3, advanced: { specialCards: true, surprise: true } }],
      ['roi-du-ring', { players: 3, advanced: { specialCards: 1 } }],
      ['regality', { variant: 'mine' }],
      ['regality', { variant: 'standard', games: 7, match: 'points' }],
      ['regality', { variant: 'standard', games: 3 }],
      ['castle-panic', { players: 6, mode: 'overlord' }],
      ['castle-panic', { players: 1, mode: 'coop' }],
      ['castle-panic', { players: 2, mode: 'solo' }],
      ['castle-panic', { players: 2, mode: 'coop', variants: { finalCharge: true } }],
      ['castle-panic', { players: 2, mode: 'coop', ['__proto__']: { stack: {} } }],
      ['chess', {}],
    ];
    for (const [game, options] of refused) expect(checkOptions(game, options).ok, `${game} ${JSON.stringify(options)}`).toBe(false);
  });
});

describe('creating a room with rigged options', () => {
  let booted: Booted;
  beforeAll(async () => {
    booted = await bootServer();
  });
  afterAll(async () => {
    await booted.test.shutdown();
  });

  it('refuses a stacked create with ERR_BAD_OPTIONS; the lobby shows the checked options only', async () => {
    const stacked: CreateOptions[] = [
      { game: 'regicide', options: { players: 2, stack: { hands: [['10S', '10H', '10D', '10C']] } }, seats: ['human', 'human'] },
      { game: 'castle-panic', options: { players: 2, mode: 'coop', stack: { dice: [6, 6, 6, 6] } }, seats: ['human', 'human'] },
      { game: 'roi-du-ring', options: { players: 2, stack: {} }, seats: ['human', 'human'] },
    ];
    for (const o of stacked) await expect(Player.create(booted.url, o)).rejects.toMatchObject({ code: 'ERR_BAD_OPTIONS' });
    const host = await Player.create(booted.url, { game: 'roi-du-ring', options: { players: 2, advanced: { fury: true }, fightersPerPlayer: 2 }, seats: ['human', 'human'] });
    const guest = await Player.join(booted.url, host.lobby?.code as string);
    expect(guest.lobby?.options).toEqual({ players: 2, advanced: { fury: true }, fightersPerPlayer: 2 });
  });

  it('refuses a create that hands the room a snapshot to rebuild (its own code, deal, tokens and moves): only the server rebuilds rooms', async () => {
    // The snapshot a process rebuilds a room from (takeover.ts) names the seed, the code and every
    // seat's token: from a browser it would be a deal its host knows and a code of its choosing.
    const snapshot = { code: 'ABCDEFG', game: 'regicide', version: REGICIDE_VERSION, options: { players: 2 }, kinds: ['human', 'human'], levels: [null, null], names: [null, null], tokens: ['mine', null], host: 0, seed: 1, moves: [] };
    const forged = { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'], restore: snapshot } as CreateOptions;
    await expect(Player.create(booted.url, forged)).rejects.toMatchObject({ code: 'ERR_CREATE' });
    await expect(Player.join(booted.url, 'ABCDEFG', { token: 'mine' })).rejects.toThrow();
  });
});
