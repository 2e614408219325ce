// How cards and fighters are named on screen and in the log.
import { t, type TextKey } from '../../../services/i18n';
import { named } from '../../../services/player-names';

const SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A rank as the player's language writes it: J/Q/K in English, V/D/R in French, F/D/R in Italian; numbers as they are. */
export function rankLetter(rank: string): string {
  return rank === 'J' || rank === 'Q' || rank === 'K' || rank === 'A' ? t(`roi.rank.${rank}` as TextKey) : rank;
}

/** A card as a player reads it: 7♦, Q♠ (D♠ in French), and the jokers by their colour in words. */
export function cardName(code: string): string {
  if (code === 'XR') return t('roi.joker.red');
  if (code === 'XB') return t('roi.joker.black');
  return rankLetter(code.slice(0, -1)) + (SYMBOL[code.slice(-1)] ?? '');
}

/** A fighter's name: the colour of its corner, in words (Red, Blue, Green, Yellow). */
export const seatLabel = (seat: number): string => named(seat, t(`roi.seat.${seat % 4}` as TextKey));

/**
 * A square of the ring (x right, y down, 0 to 4) as the log names it: the board has no labels, so
 * in the rules' words: a corner, the ropes of a side (and where along them), the Champion's square
 * in the middle, or the square beside it.
 */
export function squareName(x: number, y: number): string {
  const edgeX = x === 0 ? 'left' : x === 4 ? 'right' : null;
  const edgeY = y === 0 ? 'top' : y === 4 ? 'bottom' : null;
  if (edgeX && edgeY) return t(`roi.sqName.corner.${edgeY[0]}${edgeX[0]}` as TextKey);
  // Along a side: its middle, or next to the corner it touches (a newcomer read "the right ropes
  // (bottom)" as the bottom ropes, s36).
  if (edgeY) return t(`roi.sqName.ropes.${edgeY}.${x === 1 ? 'l' : x === 2 ? 'm' : 'r'}` as TextKey);
  if (edgeX) return t(`roi.sqName.ropes.${edgeX}.${y === 1 ? 't' : y === 2 ? 'm' : 'b'}` as TextKey);
  if (x === 2 && y === 2) return t('roi.sqName.champion');
  const dir = (y === 1 ? 'n' : y === 3 ? 's' : '') + (x === 1 ? 'w' : x === 3 ? 'e' : '');
  return t(`roi.sqName.near.${dir}` as TextKey);
}
