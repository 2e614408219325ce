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
