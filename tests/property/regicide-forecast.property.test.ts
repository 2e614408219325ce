// The forecast shown before a Regicide play is committed (rules/forecast.ts) must say exactly what
// `apply` then does, for every legal play of every position a game can reach: the damage, the
// cards moved under the tavern and dealt round the table, the shield, the kill (exact or not) and
// the counter-attack to cover. Positions come from seeded random games at 1 to 4 players.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/contract';
import { Rng } from '../../src/core/rng';
import { rules, valueOf, type RegicideMove, type RegicideState } from '../../src/games/regicide/rules';
import { forecast, type Forecast } from '../../src/games/regicide/rules/forecast';

const PARAMS = { seed: 4242, numRuns: 120 };

/**
 * The positions of one seeded random game where a play is to be chosen (the first few dozen).
 * With `cut`, each also comes with its tavern cut down to that many cards (the rest moved to the
 * discard), so that hearts and diamonds meet a short tavern, which random games seldom reach.
 */
function playPositions(players: 1 | 2 | 3 | 4, seed: number, cut: number | null): RegicideState[] {
  const pick = new Rng(seed);
  const out: RegicideState[] = [];
  let state = rules.setup({ players, soloYield: players === 1 }, seed);
  for (let legal = rules.legalMoves(state); legal.length > 0 && out.length < 40; legal = rules.legalMoves(state)) {
    if (state.phase === 'play') {
      out.push(state);
      if (cut !== null) out.push({ ...state, tavern: state.tavern.slice(0, cut), discard: [...state.discard, ...state.tavern.slice(cut)] });
    }
    const r = rules.apply(state, legal[pick.int(legal.length)] as RegicideMove);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return out;
}

const first = (events: GameEvent[], type: string): GameEvent | undefined => events.find((e) => e.type === type);
const num = (e: GameEvent | undefined, key: string): number => (e ? (e[key] as number) : 0);

/** What `apply` did, in the forecast's own terms, read from the events and the next state. */
function outcomeOf(state: RegicideState, cards: string[]): { f: Forecast; seen: Record<string, unknown>; expected: Record<string, unknown> } {
  const f = forecast(state, cards) as Forecast;
  const r = rules.apply(state, { type: 'play', cards });
  if (!r.ok) throw new Error(r.error.message);
  const { events, state: next } = r;
  const kill = first(events, 'kill');
  const jester = first(events, 'jester') !== undefined;
  const seen = {
    attack: cards.reduce((n, c) => n + valueOf(c), 0),
    damage: num(first(events, 'damage'), 'amount'),
    healed: num(first(events, 'heal'), 'count'),
    drawn: num(first(events, 'recruit'), 'count'),
    result: kill === undefined ? 'survives' : kill.exact === true ? 'exact' : 'overkill',
    // The shield in force after the play, while the enemy stands (a kill resets it).
    shieldTotal: kill === undefined ? next.shield : f.shieldTotal,
    counterAttack: num(first(events, 'suffer'), 'amount'),
    immune: first(events, 'immune') !== undefined,
  };
  const expected = {
    attack: f.attack,
    damage: jester ? 0 : f.damage,
    healed: f.healed,
    drawn: f.drawn,
    result: f.result,
    shieldTotal: f.shieldTotal,
    counterAttack: f.counterAttack,
    immune: f.immune,
  };
  return { f, seen, expected };
}

describe('Regicide forecast against apply', () => {
  it('R-FORECAST every legal play of reachable positions is forecast exactly as apply plays it', () => {
    let plays = 0;
    fc.assert(
      fc.property(fc.constantFrom<1 | 2 | 3 | 4>(1, 2, 3, 4), fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.option(fc.integer({ min: 0, max: 4 })), (players, seed, cut) => {
        for (const state of playPositions(players, seed, cut)) {
          for (const move of rules.legalMoves(state)) {
            if (move.type !== 'play') continue;
            const { f, seen, expected } = outcomeOf(state, move.cards);
            expect(seen, `${JSON.stringify(move.cards)} against ${state.enemy}`).toEqual(expected);
            // Without a draw or a solo jester power to help, "can cover" is whether the game goes on.
            if (f.counterAttack > 0 && f.drawn === 0 && players > 1) {
              const r = rules.apply(state, move);
              expect(r.ok && r.state.status !== 'lost').toBe(f.canCover);
            }
            plays++;
          }
        }
      }),
      PARAMS,
    );
    expect(plays).toBeGreaterThan(5000); // the property saw many plays, not a handful
  });
});
