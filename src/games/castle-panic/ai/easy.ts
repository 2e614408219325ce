// A simple Overlord bot: it places its strongest monster where the castle is weakest (a wall
// down, a tower still to knock over, few defenders' cards of that colour), and rolls the two
// tokens that hurt the defenders most (draw-3/4, plagues, boulders, bosses); it passes when all it
// could roll are moves with no monster on the board to move. And a plain defender bot: it has
// the starting monsters dealt at random (its cards are not dealt yet: nothing to choose by),
// slays or hits what it can, rebuilds walls, and moves on. Pure: no Phaser, no DOM.

import type { Rng } from '../../../core/rng';
import { ARC_COLOUR, HIT_POINTS, isBoss } from '../rules/data';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';

/** How much a token helps the Overlord when played. */
const TOKEN_VALUE: Readonly<Record<string, number>> = {
  goblin: 1,
  orc: 2,
  troll: 3,
  'goblin-king': 5,
  'orc-warlord': 4,
  'troll-mage': 4,
  healer: 3,
  boulder: 2.5,
  'draw-3': 3,
  'draw-4': 4,
  'plague-archers': 2,
  'plague-knights': 2,
  'plague-swordsmen': 2,
  'discard-1': 1.5,
  'move-red': 1.5,
  'move-green': 1.5,
  'move-blue': 1.5,
  'move-cw': 1,
  'move-ccw': 1,
};

export const valueOf = (token: string): number => TOKEN_VALUE[token] ?? 1;

/** How weak the castle is behind arc `arc`: a fallen wall, a tower to topple, few cards of its colour in the defenders' hands. */
export function arcWeakness(s: CastlePanicState, arc: number): number {
  let w = 0;
  if (!s.walls[arc - 1]) w += 3;
  else if (s.fortified[arc - 1]) w -= 1;
  if (s.towers[arc - 1]) w += 2;
  const colour = ARC_COLOUR[arc] as string;
  let cards = 0;
  for (const hand of s.hands) for (const c of hand) if (c.endsWith(colour) || c.endsWith('-any')) cards++;
  w -= cards * 0.25;
  for (const m of s.monsters) if (m.arc === arc && m.ring !== 'castle') w += 0.5; // pile on
  return w;
}

function score(s: CastlePanicState, move: CastlePanicMove): number {
  switch (move.type) {
    case 'overlord-place': {
      const strength = (HIT_POINTS[move.token] ?? 0) + (isBoss(move.token) ? 1 : 0);
      return strength * 1.5 + arcWeakness(s, move.arc);
    }
    case 'overlord-roll': {
      // moves of monsters do nothing with no monster on the board: kept for later
      const empty = s.monsters.length === 0;
      return move.tokens.reduce((sum, t) => sum + (empty && t.startsWith('move-') ? -1 : valueOf(t)), 0);
    }
    case 'pass':
      return 0.5;
    default:
      return 0;
  }
}

/** The Overlord's choice among `legal` (the legal moves of a state where the Overlord acts). */
export function chooseOverlordMove(state: CastlePanicState, legal: readonly CastlePanicMove[], rng?: Rng): CastlePanicMove {
  if (legal.length === 0) throw new Error('castle-panic overlord bot: no legal move');
  let best: CastlePanicMove[] = [];
  let bestScore = -Infinity;
  for (const move of legal) {
    const v = score(state, move);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = [move];
    } else if (Math.abs(v - bestScore) <= 1e-9) best.push(move);
  }
  return (rng ? best[rng.int(best.length)] : best[0]) as CastlePanicMove;
}

/** The plain defender's rank of a move: the highest ranked is played, the first listed of those. */
function defenderRank(m: CastlePanicMove): number {
  if (m.type === 'start-deal') return 1;
  if (m.type === 'build') return 3;
  if (m.type === 'all-for-one') return 2;
  if (m.type === 'play' && 'monster' in m && m.card !== 'tar' && m.card !== 'drive-him-back') return 'nice' in m ? 4 : 2;
  if (m.type === 'pass') return 1;
  if (m.type === 'accept') return 1; // asked for a trade (R-TRADE-OFFER): the offerer judged the table
  return 0;
}

/** The plain defender's choice among `legal`: deal the starting monsters, slay, hit, build, move on. */
export function chooseDefenderMove(legal: readonly CastlePanicMove[]): CastlePanicMove {
  if (legal.length === 0) throw new Error('castle-panic defender bot: no legal move');
  return legal.reduce((best, m) => (defenderRank(m) > defenderRank(best) ? m : best), legal[0] as CastlePanicMove);
}

