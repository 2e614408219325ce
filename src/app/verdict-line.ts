// The strong bot's verdict on a move as the review's bar says it (issue 29 item 2).
import { t } from '../services/i18n';
import type { StoredVerdict } from '../services/history';

/**
 * The verdict as the review's bar says it (at the position before it: "Move 9, played from here"): the chance of winning before and after the move; where
 * the verdict has proven outcomes or an expected ally lead instead (Regality's perfect bot), those.
 * `pick`: where the bot's pick stands (drawn on the table, or to be seen from the seat that played;
 * null: nothing to say of it, as after a good move).
 */
export function verdictLine(v: StoredVerdict, pick: 'drawn' | 'otherSeat' | null = null): string {
  const after = pick === 'drawn' ? ` ${t('review.pickMarked')}` : pick === 'otherSeat' ? ` ${t('review.pickOtherSeat')}` : '';
  if (!v.exact) {
    const pct = (x: number): number => Math.round(x * 100);
    return t(`review.verdict.${v.mark}`, { n: v.move + 1, before: pct(v.before), after: pct(v.after) }) + after;
  }
  const value = (x: number, exact: boolean): string => {
    // A win or a loss the search found is proven; an unproven value lies between 0.1 and 0.9.
    if (x >= 1 || x <= 0 || exact) return t(x >= 1 ? 'review.value.won' : x <= 0 ? 'review.value.lost' : 'review.value.drawn');
    const n = Math.round((x - 0.5) * 10);
    if (n === 0) return t('review.value.even');
    const k = Math.abs(n);
    return k === 1 ? t(n > 0 ? 'review.value.ahead1' : 'review.value.behind1') : t(n > 0 ? 'review.value.ahead' : 'review.value.behind', { n: k });
  };
  return t(`review.solved.${v.mark}`, { n: v.move + 1, before: value(v.before, v.exact[0]), after: value(v.after, v.exact[1]) }) + after;
}
