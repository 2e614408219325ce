// How a game of Regality ended, in words: shared by the end dialog (entry.ts) and the table's
// panel between two games of a match.
import { t } from '../../../services/i18n';
import type { Outcome } from '../../../core';
import type { RegalityMatch } from '../rules';
import { named } from '../../../services/player-names';

export const seatName = (seat: number): string => named(seat, t(seat === 1 ? 'regality.seat.1' : 'regality.seat.0'));

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

/**
 * A match's score as a table: a row per game with the allies each side scored (the game's winner
 * marked), and the points option's total. A single game has none.
 */
export function outcomeTable(_outcome: Outcome, _options: unknown, state: unknown): { head: string[]; rows: string[][] } | null {
  const m = (state as { match?: RegalityMatch | null } | undefined)?.match;
  if (!m || m.results.length === 0) return null;
  const cell = (n: number | undefined, won: boolean): string => `${n ?? 0}${won ? ` (${t('regality.table.won')})` : ''}`;
  const rows = m.results.map((r, i) => [String(i + 1), cell(r.scores[0], r.winners.length === 1 && r.winners[0] === 0), cell(r.scores[1], r.winners.length === 1 && r.winners[0] === 1)]);
  if (m.mode === 'points') rows.push([t('regality.table.total'), String(m.points[0] ?? 0), String(m.points[1] ?? 0)]);
  return { head: [t('regality.table.game'), seatName(0), seatName(1)], rows };
}
