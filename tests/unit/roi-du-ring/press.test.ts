// The strong bot presses the attack (a newcomer's report: "a whole round 1 went by with the strong
// bot throwing no blows"). Against a fighter who keeps away (in its turns it only discards a card
// and draws; it defends as the easy bot does), the strong bot goes to it and strikes in the first
// round. Before the press bonus (search.ts: `press`), most of these rounds went by without a
// blow from it (38 of 60 seeds); how much stronger or weaker it plays is npm run bench:roi's.
import { describe, expect, it } from 'vitest';
import { chooseRoiMove, makeStrong } from '../../../src/games/roi-du-ring/ai';
import { DEFAULT_SETTINGS, pressOf } from '../../../src/games/roi-du-ring/ai/search';
import { rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';

/** The keeper-away's move: a one-card discard then the end of its turn, the easy bot's defences. */
function keepAway(s: RoiState, legal: readonly RoiMove[], seat: number): RoiMove {
  if (s.phase === 'play') {
    const discard = s.acted ? undefined : legal.find((m) => m.type === 'discard' && m.cards.length === 1);
    const end = legal.filter((m) => m.type === 'end').pop();
    if (discard ?? end) return (discard ?? end) as RoiMove;
  }
  return chooseRoiMove(rules.view(s, seat), legal, seat);
}

/** The blows (hits, eye-pokes) the strong bot at `me` throws in round 1 of game `seed`. */
function roundOneBlows(seed: number, press: number): number {
  const bot = makeStrong('strong', { ...DEFAULT_SETTINGS, press });
  let s = rules.setup({ players: 2 }, seed);
  const me = seed % 2;
  let blows = 0;
  for (let n = 0; rules.outcome(s) === null && s.round === 1 && n < 3000; n++) {
    const seat = rules.actor(s) as number;
    const legal = rules.legalMoves(s);
    const m = seat === me ? bot.choose(rules.view(s, seat), legal, seat, { seed: (seed * 7919 + n * 104729) >>> 0 }) : keepAway(s, legal, seat);
    if (seat === me && ((m.type === 'strike' && m.mode === 'hit') || m.type === 'poke')) blows++;
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return blows;
}

describe('Le Roi du Ring strong bot presses the attack', () => {
  it('strikes in round 1 against a fighter who keeps away, on nearly every seed', () => {
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const quiet = seeds.filter((seed) => roundOneBlows(seed, DEFAULT_SETTINGS.press) === 0);
    expect(quiet.length, `round 1 without a blow on seeds ${quiet.join(', ')}`).toBeLessThanOrEqual(1);
  });

  it('counts a hit as pressing, not a push nor a discard', () => {
    const s = rules.setup({ players: 2, stack: { draw: ['XR', 'AC'] } }, 7);
    const moves = rules.legalMoves(s);
    expect(moves.filter((m) => m.type === 'discard').every((m) => !pressOf(s, m))).toBe(true);
    expect(pressOf(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' })).toBe(true);
    expect(pressOf(s, { type: 'strike', card: '5D', target: 1, mode: 'push' })).toBe(false);
  });
});
