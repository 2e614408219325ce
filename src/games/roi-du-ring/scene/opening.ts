// R-FIRST on screen: the draw that chose who starts, in words, for the start of a new game (the
// first hand-over screen in hot-seat play, a toast otherwise). Pure: no Phaser.
import { t } from '../../../services/i18n';
import { valueOf, type RoiState } from '../rules';
import { cardName, seatLabel } from './names';

/** The start draw in words: each fighter's card, and who starts (after a redraw, on a tie). */
export function openingLines(s: RoiState): string[] {
  if (!s.startDraw?.length) return [];
  const draws = s.startDraw.map((card, seat) => t('roi.opening.drew', { name: seatLabel(seat), card: cardName(card) })).join(', ');
  const best = Math.max(...s.startDraw.map(valueOf));
  const tied = s.startDraw.filter((c) => valueOf(c) === best).length > 1;
  return [t('roi.opening.draw', { draws }), t(tied ? 'roi.opening.tie' : 'roi.opening.starts', { name: seatLabel(s.first) })];
}

