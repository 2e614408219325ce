// How a game of Regality ended, in words: shared by the end dialog (entry.ts) and the table's
// panel between two games of a match.
import { t } from '../../../services/i18n';
import type { Outcome } from '../../../core';

export const seatName = (seat: number): string => t(seat === 1 ? 'regality.seat.1' : 'regality.seat.0');

/** One game's result (winners, allies per seat, why), as a line. */
export function describeGame(outcome: Outcome): string {
  const [a = 0, b = 0] = outcome.scores ?? [];
  const winner = outcome.winners[0];
  if (winner === undefined) return t('regality.outcome.draw', { a });
  const params = { name: seatName(winner), loser: seatName(1 - winner), a: winner === 0 ? a : b, b: winner === 0 ? b : a };
  if (outcome.label === 'death') return t('regality.outcome.death', params);
  if (outcome.label === 'no-tile') return t('regality.outcome.noTile', params);
  return t('regality.outcome.majority', params);
}
