// Regicide's end screen in words: the sentence (victory with its medal, or the enemies defeated),
// the cause of a defeat ("15 damage to cover, only 9 in hand", or no card to play), and the small
// table under it. Pure (no Phaser), so that it is tested headless.
import { t } from '../../../services/i18n';
import type { Outcome } from '../../../core';
import { enemyHealth, valueOf, type RegicideState } from '../rules';
import { SOLO_JESTERS } from '../rules/cards';
import { cardTitle } from './info';
import { named } from '../../../services/player-names';

const MEDALS = ['gold', 'silver', 'bronze'] as const;
type Medal = (typeof MEDALS)[number];
const isMedal = (v: unknown): v is Medal => MEDALS.includes(v as Medal);

/** How many of the 12 royals fell. */
export function enemiesDefeated(s: RegicideState): number {
  return 12 - s.castle.length - (s.enemy ? 1 : 0);
}

/** Why a lost game was lost: the damage the player to act could not cover, or no move at all; null unless lost. */
export function defeatCause(s: RegicideState): string | null {
  if (s.status !== 'lost') return null;
  const hand = s.hands[s.current] ?? [];
  const have = hand.reduce((n, c) => n + valueOf(c), 0);
  if (s.phase === 'discard') return t(have === 0 ? 'regicide.cause.damageEmpty' : 'regicide.cause.damage', { n: s.toDiscard, have });
  if (s.hands.length === 1) return t('regicide.cause.noMove.you');
  return t('regicide.cause.noMove', { name: named(s.current, t('regicide.seat', { n: s.current + 1 })) });
}

/** The end screen's sentence (also the log's last line). */
export function describeOutcome(outcome: Outcome, _options: unknown, state: unknown): string {
  const s = state as RegicideState;
  if (outcome.winners.length === 0) return t('regicide.outcome.lose', { n: enemiesDefeated(s) });
  if (isMedal(outcome.label)) return t('regicide.outcome.medal', { medal: t(`regicide.medal.${outcome.label}`) });
  return t('regicide.outcome.win');
}

/** The end screen's table: a defeat's enemies defeated, last enemy and cause; a victory's enemies defeated (solo its medal and jester powers used) and tavern cards left. */
export function outcomeTable(outcome: Outcome, _options: unknown, state: unknown): { head: string[]; rows: string[][] } | null {
  const s = state as RegicideState | undefined;
  if (!s) return null;
  const head = [t('regicide.table.what'), ''];
  if (outcome.winners.length === 0) {
    const rows = [[t('regicide.table.fallen'), t('regicide.table.fallenN', { n: enemiesDefeated(s) })]];
    if (s.enemy) rows.push([t('regicide.table.enemy'), t('regicide.table.enemyLeft', { name: cardTitle(s.enemy), left: Math.max(0, enemyHealth(s.enemy) - s.damage) })]);
    const cause = defeatCause(s);
    if (cause) rows.push([t('regicide.table.cause'), cause]);
    return { head, rows };
  }
  // A victory has its summary as a defeat does (a newcomer saw one bare line: issue s33): the
  // royals defeated, solo the medal and the jester powers used, and the cards left in the tavern.
  const rows = [[t('regicide.table.fallen'), t('regicide.table.fallenN', { n: enemiesDefeated(s) })]];
  if (isMedal(outcome.label)) {
    rows.push([t('regicide.table.medal'), t(`regicide.medalName.${outcome.label}`)]);
    rows.push([t('regicide.table.powers'), t('regicide.table.powersN', { n: SOLO_JESTERS - s.jestersLeft })]);
  }
  rows.push([t('regicide.table.tavernLeft'), String(s.tavern.length)]);
  return { head, rows };
}
