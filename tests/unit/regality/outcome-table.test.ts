// The end screen's score table of a Regality match (scene/outcome-text.ts): a row per game with
// the allies each side scored and the winner marked; the points option adds the total; a single
// game has no table.
import { describe, expect, it } from 'vitest';
import type { RegalityMatch } from '../../../src/games/regality/rules';
import { outcomeTable } from '../../../src/games/regality/scene/outcome-text';

const results: RegalityMatch['results'] = [
  { winners: [0], scores: [3, 1], reason: 'majority' },
  { winners: [1], scores: [0, 2], reason: 'majority' },
  { winners: [0], scores: [4, 2], reason: 'majority' },
];

function match(mode: RegalityMatch['mode']): { match: RegalityMatch } {
  return { match: { mode, games: mode === 'points' ? 3 : 0, game: 3, wins: [2, 1], points: [7, 5], results, winners: [0] } };
}

describe('Regality end screen table', () => {
  it('best of three: a row per game, the winner marked', () => {
    expect(outcomeTable({ winners: [0] }, {}, match('best-of-three'))).toEqual({
      head: ['Game', 'Regality', 'Religion'],
      rows: [
        ['1', '3 (won)', '1'],
        ['2', '0', '2 (won)'],
        ['3', '4 (won)', '2'],
      ],
    });
  });

  it('points: the total under the games', () => {
    expect(outcomeTable({ winners: [0] }, {}, match('points'))?.rows.at(-1)).toEqual(['Total', '7', '5']);
  });

  it('a single game: no table', () => {
    expect(outcomeTable({ winners: [0] }, {}, { match: null })).toBeNull();
  });
});
