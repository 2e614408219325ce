// How cards and fighters are named on screen and in the log.
import { t, type TextKey } from '../../../services/i18n';

const SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** A card as a player reads it: 7♦, Q♠, and the jokers as a red or black star. */
export function cardName(code: string): string {
  if (code === 'XR') return '★R';
  if (code === 'XB') return '★B';
  return code.slice(0, -1) + (SYMBOL[code.slice(-1)] ?? '');
}

/** A fighter's name: the colour of its corner, in words (Red, Blue, Green, Yellow). */
export const seatLabel = (seat: number): string => t(`roi.seat.${seat % 4}` as TextKey);

