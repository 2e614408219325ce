// Who starts a game played again in the same room (issue 28 item 3): as the rulebook says where it
// says (src/server/games.ts: nextOptions). Le Roi du Ring and Castle Panic keep their options (the
// first is drawn, or the table's seat order stands).

import { describe, expect, it } from 'vitest';
import { rules as regicideRules, type RegicideState } from '../../../src/games/regicide/rules';
import { findServerGame, regalityNext, regicideNext } from '../../../src/server/games';

describe('the next game in the same room', () => {
  it('R-MATCH-CHOOSE Regality: the loser of the last match places first in the next; after a draw, the other seat than last time', () => {
    expect(regalityNext({ variant: 'standard', first: 0, match: 'best-of-three' }, [0])).toEqual({ variant: 'standard', first: 1, match: 'best-of-three' });
    expect(regalityNext({ variant: 'draft', first: 1 }, [1])).toEqual({ variant: 'draft', first: 0 });
    expect(regalityNext({ variant: 'draft', first: 0 }, [1])).toEqual({ variant: 'draft', first: 0 });
    expect(regalityNext({ variant: 'standard' }, [])).toEqual({ variant: 'standard', first: 1 });
    expect(regalityNext({ variant: 'standard', first: 1 }, [])).toEqual({ variant: 'standard', first: 0 });
  });

  it('R-FIRST-PLAYER Regicide: after a win the seat whose card felled the last king starts; after a defeat the seat after the last first; solo unchanged', () => {
    const won = (current: number): RegicideState => ({ ...regicideRules.setup({ players: 3 }, 5), status: 'won', current });
    const lost = (current: number): RegicideState => ({ ...regicideRules.setup({ players: 3 }, 5), status: 'lost', current });
    expect(regicideNext({ players: 3 }, won(2))).toEqual({ players: 3, first: 2 });
    expect(regicideNext({ players: 3, first: 2 }, won(1))).toEqual({ players: 3, first: 1 });
    expect(regicideNext({ players: 3 }, lost(2))).toEqual({ players: 3, first: 1 });
    expect(regicideNext({ players: 3, first: 2 }, lost(0))).toEqual({ players: 3, first: 0 });
    expect(regicideNext({ players: 1, soloYield: true }, won(0))).toEqual({ players: 1, soloYield: true });
    // The options made are ones the rules set up with that seat to play.
    expect(regicideRules.setup(regicideNext({ players: 3 }, won(2)) as { players: 3 }, 9).current).toBe(2);
  });

  it('Le Roi du Ring (its first player drawn from the deck) and Castle Panic keep their options', () => {
    expect(findServerGame('roi-du-ring')).not.toHaveProperty('nextOptions');
    expect(findServerGame('castle-panic')).not.toHaveProperty('nextOptions');
  });
});
