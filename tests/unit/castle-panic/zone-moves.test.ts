// The table's drops (scene/zone-moves.ts): which legal moves a card dropped on a zone makes, and
// the Overlord's rolls built token by token, on stacked deals.
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { exactRoll, movesFor, rollsStartingWith } from '../../../src/games/castle-panic/scene/zone-moves';

const PASS: CastlePanicMove = { type: 'pass' };

/** A game from seed 5, its starting monsters dealt at random (`start-deal`), then these moves. */
function play(options: CastlePanicOptions, moves: CastlePanicMove[]): CastlePanicState {
  let s = rules.setup(options, 5);
  for (const m of [{ type: 'start-deal' } as CastlePanicMove, ...moves]) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const hand = ['archer-any', 'nice-shot', 'knight-any', 'brick', 'mortar', 'fortify-wall'];
const solo: CastlePanicOptions = { players: 1, mode: 'solo', stack: { hands: [hand] } };
const idOf = (s: CastlePanicState, kind: string): number => {
  const m = s.monsters.find((x) => x.kind === kind && x.ring === 'archer');
  if (!m) throw new Error(`no ${kind} in the archer ring`);
  return m.id;
};

describe('Castle Panic drops: a card onto a zone', () => {
  it('R-DISCARD-DRAW: in the discard phase a card goes onto the discard pile, nowhere else', () => {
    const s = play(solo, []);
    expect(s.phase).toBe('discard');
    const legal = rules.legalMoves(s);
    expect(movesFor(legal, 'brick', 'discard')).toEqual([{ type: 'discard', card: 'brick' }]);
    expect(movesFor(legal, 'archer-any', `monster.${idOf(s, 'orc')}`)).toEqual([]);
  });

  it('R-HIT: a card hits only the monsters of its ring; nothing reaches a monster from the wrong ring', () => {
    const s = play(solo, [PASS]);
    const legal = rules.legalMoves(s);
    const orc = idOf(s, 'orc');
    expect(movesFor(legal, 'archer-any', `monster.${orc}`)).toEqual([{ type: 'play', card: 'archer-any', monster: orc }]);
    expect(movesFor(legal, 'knight-any', `monster.${orc}`)).toEqual([]);
    expect(movesFor(legal, 'archer-any', 'wall.1')).toEqual([]);
  });

  it('R-NICE-SHOT: nice shot onto a monster of 2+ hit points offers one slay per hit card that reaches it', () => {
    const s = play(solo, [PASS]);
    const legal = rules.legalMoves(s);
    const orc = idOf(s, 'orc');
    expect(movesFor(legal, 'nice-shot', `monster.${orc}`)).toEqual([{ type: 'play', card: 'archer-any', monster: orc, nice: true }]);
    expect(movesFor(legal, 'nice-shot', `monster.${idOf(s, 'goblin')}`)).toEqual([]);
  });

  it('R-FORTIFY: fortify wall goes onto a standing wall, not onto a tower', () => {
    const s = play(solo, [PASS]);
    const legal = rules.legalMoves(s);
    expect(movesFor(legal, 'fortify-wall', 'wall.2')).toEqual([{ type: 'play', card: 'fortify-wall', arc: 2 }]);
    expect(movesFor(legal, 'fortify-wall', 'tower.2')).toEqual([]);
  });

  it('R-BUILD: brick or mortar onto a fallen wall builds it, onto a standing one nothing', () => {
    const played = play(solo, [PASS]);
    const s: CastlePanicState = { ...played, walls: played.walls.map((w, i) => w && i !== 2) };
    const legal = rules.legalMoves(s);
    expect(movesFor(legal, 'brick', 'wall.3')).toEqual([{ type: 'build', arc: 3 }]);
    expect(movesFor(legal, 'mortar', 'wall.3')).toEqual([{ type: 'build', arc: 3 }]);
    expect(movesFor(legal, 'brick', 'wall.4')).toEqual([]);
    expect(movesFor(legal, 'brick', 'tower.3')).toEqual([]); // Not Over Yet is off
  });
});

describe('Castle Panic drops: the Overlord onto the die', () => {
  it('R-OVERLORD-ROLL: a roll is built token by token; holding three, one token is no roll yet, two are', () => {
    const options: CastlePanicOptions = { players: 1, mode: 'overlord', stack: { hands: [hand], pile: ['orc', 'goblin', 'boulder', 'troll'] } };
    const s = play(options, [PASS, PASS]);
    expect(s.phase).toBe('overlord');
    const legal = rules.legalMoves(s);
    expect(exactRoll(legal, ['orc'])).toBeUndefined();
    expect(rollsStartingWith(legal, ['orc']).map((m) => m.tokens.length)).toEqual([2, 2]);
    expect(exactRoll(legal, ['orc', 'goblin'])).toEqual({ type: 'overlord-roll', tokens: ['orc', 'goblin'] });
    expect(rollsStartingWith(legal, ['orc', 'goblin', 'boulder'])).toEqual([]);
  });
});
