// The end screen's words for Le Roi du Ring: what ended the fight (who knocked out whom, with
// what, in which round; read from the game's events, since the final state keeps no trace of the
// last blow) and the score as a small table, a row per fighter. The rulebook ends a fight only
// by knock-out ("Le dernier joueur sur le ring a gagné"): the winner scores the hp left (a team's
// together), everyone else 0. Pure: no Phaser.
import type { GameEvent, Outcome } from '../../../core';
import { t } from '../../../services/i18n';
import type { RoiState } from '../rules';
import { seatLabel } from './names';

/** How the last knock-out was given. */
export type KoHow = 'hit' | 'counter' | 'fury' | 'charge' | 'surprise' | 'psychic' | 'psychicCounter' | 'tomatoes';

export interface KoCause {
  /** The fighter knocked out last (the one whose fall ended the fight). */
  ko: number;
  /** Who gave the blow (null: the crowd's tomatoes). */
  by: number | null;
  how: KoHow;
}

const num = (v: unknown): number => Number(v ?? -1);

/** The last knock-out in `events` and what gave it; null when no fighter was knocked out. */
export function koCause(events: readonly GameEvent[]): KoCause | null {
  let k = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]?.type !== 'ko') continue;
    k = i;
    // Partners sharing hp fall together: the first of the batch is the one that was struck.
    while (k > 0 && events[k - 1]?.type === 'ko') k--;
    break;
  }
  if (k < 0) return null;
  const ko = num(events[k]?.seat);
  let reason = '';
  let at = k;
  for (let i = k - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'hp' && num(e.seat) === ko && Number(e.amount) < 0) {
      reason = typeof e.reason === 'string' ? e.reason : '';
      at = i;
      break;
    }
  }
  if (reason === 'tomatoes') return { ko, by: null, how: 'tomatoes' };
  if (reason === 'psychic') {
    for (let i = at - 1; i >= 0; i--) {
      const e = events[i];
      if (e?.type !== 'psychic') continue;
      if (e.counter === true) return { ko, by: num(e.seat), how: 'psychicCounter' };
      return { ko, by: num(e.seat), how: 'psychic' };
    }
    return { ko, by: null, how: 'psychic' };
  }
  // A blow: the 'hit' event names the striker; the attack that began it says what kind.
  let by: number | null = null;
  for (let i = at - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'hit' && num(e.seat) === ko) {
      by = num(e.by);
      at = i;
      break;
    }
  }
  let how: KoHow = 'hit';
  for (let i = at - 1; i >= 0; i--) {
    const e = events[i];
    if (!e || num(e.seat) !== by || num(e.target) !== ko) continue;
    if (e.type === 'charge') how = 'charge';
    else if (e.type === 'surprise') how = 'surprise';
    else if (e.type === 'strike') {
      // The strike may follow a surprise announced just before it.
      const before = events[i - 1];
      if (before?.type === 'surprise' && num(before.seat) === by) how = 'surprise';
      else how = e.fury === true ? 'fury' : e.counter === true ? 'counter' : 'hit';
    } else continue;
    break;
  }
  return { ko, by, how };
}

/** The sentence that says what ended the fight: "Red knocked Blue out with a charge in round 7." */
export function causeText(cause: KoCause | null, round: number): string {
  if (!cause) return '';
  const loser = seatLabel(cause.ko);
  if (cause.by === null || cause.how === 'tomatoes') return t('roi.end.tomatoes', { name: loser, n: round });
  return t('roi.end.ko', { name: seatLabel(cause.by), target: loser, how: t(`roi.end.how.${cause.how}`), n: round });
}

/** The end screen's text: the cause, then who is King of the Ring with how many hp. */
export function outcomeText(outcome: Outcome, state: RoiState, events: readonly GameEvent[]): string {
  // R-SCORE: the rules score the winners' hp (a team's together); the fighters' hp as a fallback.
  const hp = outcome.scores ? Math.max(0, ...outcome.scores) : (state.fighters[outcome.winners[0] ?? 0]?.hp ?? 0);
  const king =
    outcome.winners.length > 1
      ? t('roi.outcomeTeam', { names: outcome.winners.map(seatLabel).join(' & '), hp })
      : t('roi.outcome', { name: seatLabel(outcome.winners[0] ?? 0), hp });
  const cause = causeText(koCause(events), state.round);
  return cause ? `${cause} ${king}` : king;
}

/** The score as a table: a row per fighter, with its hp left, how it ended (winner / KO) and its score. */
export function outcomeTable(outcome: Outcome, state: RoiState): { head: string[]; rows: string[][] } {
  const owner = state.owner;
  const rows = state.fighters.map((f, i) => {
    const seat = owner ? (owner[i] ?? i) : i;
    const won = outcome.winners.includes(seat);
    return [seatLabel(i), t('roi.hp', { hp: f.hp }), won ? t('roi.table.winner') : f.ko ? t('roi.ko') : '–', String(outcome.scores?.[seat] ?? (won ? f.hp : 0))];
  });
  return { head: [t('roi.table.fighter'), t('roi.table.hp'), t('roi.table.result'), t('roi.table.score')], rows };
}
