// The words of the Regicide table (no Phaser): the panel's title and lines for the phase (the
// forecast of the chosen cards, how much of the damage they cover, what to do next; a watcher's
// line), the enemy's immunity, a seat's name and a hand's value.
import { t, type TextKey } from '../../../services/i18n';
import { named } from '../../../services/player-names';
import { valueOf, type RegicideState } from '../rules';
import { suitOf } from '../rules/cards';
import { forecast } from '../rules/forecast';
import { yieldIsLegal } from '../rules/moves';

const SUIT_LETTER: Record<number, string> = { 1: 'C', 2: 'D', 4: 'H', 8: 'S' };

/** The enemy's own suit in words (the suit its immunity stops). */
function suitWord(enemy: string): string {
  return t(`regicide.suit.${SUIT_LETTER[suitOf(enemy)] ?? 'C'}` as TextKey);
}

/**
 * The attack's line under the meters: what the seat to act discards if the enemy survives, "you"
 * only when that seat is the viewer's (a bot partner's suffer read "you discard 10": newcomer s36).
 */
export function attackLine(s: RegicideState, attack: number, viewer: number): string {
  const words = { attack, shield: s.shield, net: Math.max(0, attack - s.shield) };
  return s.hands.length > 1 && s.current !== viewer ? t('regicide.attackOther', { ...words, name: seatName(s.current) }) : t('regicide.attack', words);
}

/**
 * Why the seat to play may not yield (R-YIELD-LIMIT), for the greyed Yield's words when pressed
 * (newcomer s36: "Yield is greyed with no reason"); null when the rules let it yield.
 */
export function yieldRefusal(s: RegicideState): string | null {
  if (s.phase !== 'play' || yieldIsLegal(s)) return null;
  if (s.hands.length === 1) return t(s.soloYield ? 'regicide.cantYield.twice' : 'regicide.cantYield.solo');
  return t('regicide.cantYield.others');
}

/** The enemy's immunity, or that a jester cancelled it. */
export function immunityLine(enemy: string, cancelled: boolean): string {
  return cancelled ? t('regicide.immunityCancelled') : t('regicide.immune', { suit: suitWord(enemy) });
}

export function seatName(seat: number): string {
  return named(seat, t('regicide.seat', { n: seat + 1 }));
}

/** The cards' value together: the damage they cover, a hand's health. */
export function handValue(cards: readonly string[]): number {
  return cards.reduce((n, c) => n + valueOf(c), 0);
}

/** The panel's title for `seat`: another seat's suffer step is not yours to pay (a newcomer read "Suffer 10 damage" as theirs while a bot partner paid). */
export function panelTitle(s: RegicideState, seat = s.current): string {
  if (s.phase === 'discard') return t(seat >= 0 && seat !== s.current ? 'regicide.sufferTitleOther' : 'regicide.sufferTitle', { n: s.toDiscard });
  if (s.phase === 'choose') return t('regicide.chooseTitle');
  return t('regicide.forecastTitle');
}

/** What the seat to act is doing, for one who watches it (a spectator online, a bot partner's teammate). */
function watchLine(s: RegicideState): string {
  const key = s.phase === 'discard' ? 'regicide.watchSuffer' : s.phase === 'choose' ? 'regicide.watchChoose' : 'regicide.watchPlay';
  return t(key, { name: seatName(s.current), n: s.toDiscard });
}

/**
 * The panel's lines for `seat` (below 0: watching) with `pending` chosen; `phone`: the cards are
 * tapped, not dragged; `why`: the hint's reason, shown in the instructions' place while it is lit.
 */
export function panelLines(s: RegicideState, seat: number, pending: readonly string[], phone: boolean, why: string | null = null): string[] {
  const whyLine = why ? t('regicide.hintWhy.line', { why }) : null;
  // Watching online (issue 28 item 6): who does what, no hand of one's own.
  if (seat < 0) return s.status === 'playing' ? [watchLine(s)] : [];
  if (s.status !== 'playing') return []; // (the game over: no health to read, no step to take)
  const have = handValue(s.hands[seat] ?? []);
  const health = t('regicide.handValue', { n: have });
  // Another seat's decision (a bot partner's): what it does, and your own health; not its step's words as if yours
  if (s.current !== seat) return [watchLine(s), '', health];
  if (s.phase === 'discard') {
    // A hand that cannot cover the damage: the jester power is the only way on (issue 30 item 27).
    if (have < s.toDiscard && s.hands.length === 1 && s.status === 'playing') return [t(have === 0 ? 'regicide.mustJesterEmpty' : 'regicide.mustJester', { n: s.toDiscard, have }), '', health];
    // (cards that cover it say so: "Chosen: 16 of 15" read as a count gone wrong, newcomer s35)
    const chosen = handValue(pending);
    return [t(chosen >= s.toDiscard ? 'regicide.sufferCovered' : 'regicide.sufferChosen', { n: chosen, need: s.toDiscard }), '', whyLine ?? t(phone ? 'regicide.hintDiscardTap' : 'regicide.hintDiscard'), '', health];
  }
  if (s.phase !== 'play') return [];
  if (pending.length === 0) return [t('regicide.pick'), '', whyLine ?? t(phone ? 'regicide.hintTap' : 'regicide.hint'), '', health];
  const f = forecast(s, pending);
  if (!f) return [];
  if (f.result === 'survives' && f.attack === 0) return [t('regicide.fJester')];
  const out = [t('regicide.fDamage', { n: f.damage })];
  // The enemy's own suit named: a two-suit combo tells which of its suits does nothing.
  if (f.immune && s.enemy) out.push(t('regicide.fImmune', { suit: suitWord(s.enemy) }));
  if (f.healed) out.push(t('regicide.fHeal', { n: f.healed }));
  if (f.drawn) out.push(t(s.hands.length === 1 ? 'regicide.fDrawSolo' : 'regicide.fDraw', { n: f.drawn }));
  if (f.shieldGained) out.push(t('regicide.fShield', { n: f.shieldGained, total: f.shieldTotal }));
  if (f.result === 'exact') out.push(t('regicide.fExact'));
  else if (f.result === 'overkill') out.push(t('regicide.fOverkill'));
  else {
    out.push(t('regicide.fSurvives', { n: f.healthLeft }));
    const key = f.counterAttack === 0 ? 'regicide.fNoCover' : f.canCover ? 'regicide.fCover' : f.handValueAfter === 0 ? 'regicide.fCannotEmpty' : 'regicide.fCannot';
    out.push(t(key, { n: f.counterAttack, have: f.handValueAfter }));
  }
  // (the hint's cards chosen: its reason stays under the forecast, on a desktop where there is room)
  if (whyLine && !phone) out.push('', whyLine);
  return out;
}
