// The hint names the effect's choice (a newcomer's report, s35: it named a tile and a cell, never
// which neighbour the effect takes nor which way it points): a placement whose effect is then to
// choose says the choice (the tile and its cell, the arrow's way on the board) and what it does;
// an effect's own choice says it too. English, French and Italian. Positions found by seeded
// random legal moves from the standard setup.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang, t, type TextKey } from '../../../src/services/i18n';
import { regalityStrings } from '../../../src/games/regality/strings';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../../src/games/regality/rules';
import { hintWhy } from '../../../src/games/regality/hint-why';
import { cellName } from '../../../src/games/regality/scene/cell-names';

const tileName = (id: string): string => t(`regality.tile.${id}` as TextKey);
const PLAIN: RegalityOptions = { variant: 'standard', first: 0 };
const words = { tile: tileName, seat: (s: number) => (s === 0 ? 'Regality' : 'Religion'), line: () => null, cell: cellName };

/** Seat 0 to place `tile` (an effect with choices of `kind`) where its effect then waits: the position, the placement and a choice. */
function position(kind: 'target' | 'direction'): { s: RegalityState; place: RegalityMove; then: RegalityMove } {
  for (let seed = 1; seed < 3000; seed++) {
    let s = rules.setup(PLAIN, 1 + (seed % 50));
    let x = seed;
    while (rules.outcome(s) === null) {
      const legal = rules.legalMoves(s);
      if (s.phase === 'place' && s.current === 0) {
        for (const m of legal) {
          const r = m.type === 'place' ? rules.apply(s, m) : null;
          if (!r?.ok || r.state.phase !== 'effect' || r.state.current !== 0) continue;
          const then = rules.legalMoves(r.state).find((e) => e.type === 'effect' && kind in e);
          if (!then) continue;
          const r2 = rules.apply(r.state, then);
          if (r2.ok && r2.events.some((e) => e.type === 'flip')) return { s, place: m, then };
        }
      }
      x = (x * 1103515245 + 12345) % 2147483648;
      const r = rules.apply(s, legal[x % legal.length] as RegalityMove);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  throw new Error('no such position');
}

describe('Regality hint: the effect\'s choice named', () => {
  beforeAll(async () => {
    addWords(regalityStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('a placement whose effect takes a tile: the tile and its cell, then what it does (EN/FR/IT)', () => {
    const { s, place, then } = position('target');
    const cell = (then as { target: number }).target;
    const tile = s.board[cell]!.tile;
    const line = hintWhy(s, place, 0, undefined, words, then);
    expect(line).toContain(`Then its effect: the ${tileName(tile)} on the ${cellName(cell)} cell.`);
    expect(line).toMatch(/What it does: Turned to (Regality|Religion): /);
    setLang('fr');
    const fr = hintWhy(s, place, 0, undefined, words, then);
    expect(fr).toContain('Puis son effet : ');
    expect(fr).toContain(`de la case ${cellName(cell)}.`);
    expect(fr).toContain(tileName(tile));
    setLang('it');
    const it_ = hintWhy(s, place, 0, undefined, words, then);
    expect(it_).toContain('Poi il suo effetto: ');
    expect(it_).toContain(`nella casella ${cellName(cell)}.`);
    // the effect's own choice, once placed: named too
    setLang('en');
    const placed = rules.apply(s, place);
    if (!placed.ok) throw new Error(placed.error.message);
    expect(hintWhy(placed.state, then, 0, undefined, words)).toContain(`Choose the ${tileName(tile)} on the ${cellName(cell)} cell.`);
  });

  it('a placement whose effect points a way: the arrow named by its way on the board (EN/FR/IT)', () => {
    const { s, place, then } = position('direction');
    const way = { ahead: 'up', 'ahead-right': 'up and right', right: 'right', 'behind-right': 'down and right', behind: 'down', 'behind-left': 'down and left', left: 'left', 'ahead-left': 'up and left' }[(then as { direction: string }).direction]!;
    expect(hintWhy(s, place, 0, undefined, words, then)).toContain(`Then its effect: the arrow pointing ${way}.`);
    setLang('fr');
    expect(hintWhy(s, place, 0, undefined, words, then)).toMatch(/Puis son effet : la flèche vers (le|la) /);
    setLang('it');
    expect(hintWhy(s, place, 0, undefined, words, then)).toMatch(/Poi il suo effetto: la freccia verso /);
  });
});
