// The end screen's score table (outcome-table.ts): a row per defender with its monsters slain and,
// in Master Slayer only, its points.
import { describe, expect, it } from 'vitest';
import { outcomeTable } from '../../../src/games/castle-panic/outcome-table';
import { rules, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { setPlayerNames } from '../../../src/services/player-names';

function table(options: CastlePanicOptions, points: number[], slain: number[]) {
  const state: CastlePanicState = { ...rules.setup(options, 7), points, slain };
  return outcomeTable(null, options, state);
}

describe('Castle Panic end screen table', () => {
  it('Master Slayer: a row per defender with the monsters slain and the points', () => {
    expect(table({ players: 3, mode: 'master-slayer' }, [12, 15, 9], [7, 6, 5])).toEqual({
      head: ['Defender', 'Monsters slain', 'Points'],
      rows: [
        ['Player 1', '7', '12'],
        ['Player 2', '6', '15'],
        ['Player 3', '5', '9'],
      ],
    });
  });

  it('co-op: no points column', () => {
    expect(table({ players: 2, mode: 'coop' }, [0, 0], [4, 2])).toEqual({ head: ['Defender', 'Monsters slain'], rows: [['Player 1', '4'], ['Player 2', '2']] });
  });

  it('issue 28 item 1: online, the rows name the people (a bot seat keeps its seat name)', () => {
    setPlayerNames(['Ann', null, 'Zoë']);
    try {
      expect(table({ players: 3, mode: 'coop' }, [0, 0, 0], [3, 2, 1])?.rows).toEqual([
        ['Ann', '3'],
        ['Player 2', '2'],
        ['Zoë', '1'],
      ]);
    } finally {
      setPlayerNames([]);
    }
    expect(table({ players: 2, mode: 'coop' }, [0, 0], [4, 2])?.rows.map((r) => r[0])).toEqual(['Player 1', 'Player 2']);
  });
});
