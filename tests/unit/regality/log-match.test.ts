// A newcomer's playtest: between two games of a match the log said who chooses who starts, but
// never who had won the game just played. The line now gives the games won so far first.
// (entry.ts's describe passes the event's wins and the seats' names; entry.ts loads Phaser.)
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/services/i18n';

describe('Regality log: between two games of a match', () => {
  it('R-MATCH-CHOOSE: the line gives the games won so far, then who chooses who starts', () => {
    expect(t('regality.log.matchNext', { game: 2, name: 'Religion', first: 'Regality', second: 'Religion', w0: 1, w1: 0 })).toBe(
      'Games won: Regality 1, Religion 0. Game 2 next: Religion chooses who starts.',
    );
  });
});
