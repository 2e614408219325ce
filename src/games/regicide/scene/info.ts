// "What is this?" for Regicide, in words: the card shown on hovering (or long-pressing) a card of
// the hand or the table, the enemy, the tavern, the castle, the discard and the solo jester
// powers: its name and its exact effect as the rulebook says it. Pure (no Phaser): the scene adds
// the picture (`card`, a card code to draw, '?' for a back).
import { t, type TextKey } from '../../../services/i18n';
import { enemyAttack, enemyHealth, valueOf } from '../rules';

export interface RegicideInfo {
  title: string;
  body: string;
  /** The card to draw as the picture ('?' for a back), if any. */
  card?: string;
}

/** What a card's info needs to know of the table: the enemy now, and whether a jester cancelled its immunity. */
export interface InfoContext {
  enemy: string | null;
  immunityCancelled: boolean;
  /** The tavern holds jesters (three or four players): only then can a jester end an immunity. */
  jesters: boolean;
}

const suitLetter = (code: string): string => code.slice(-1);
const rankPart = (code: string): string => code.slice(0, -1);

/** A rank as the player's language writes it on the cards: J/Q/K in English, V/D/R in French, F/D/R in Italian. */
export function rankLetter(rank: string): string {
  return rank === 'J' || rank === 'Q' || rank === 'K' ? t(`regicide.rank.${rank}` as TextKey) : rank;
}

/** A card's short name as a player reads it: 7♦, K♠ (R♠ in French), ★ for a jester. */
export function shortName(code: string): string {
  if (code.startsWith('X')) return '★';
  const symbol = ({ C: '♣', D: '♦', H: '♥', S: '♠' } as Record<string, string>)[suitLetter(code)] ?? '';
  return rankLetter(rankPart(code)) + symbol;
}

/** A card's full name: "Queen of spades", "7 of hearts", "Jester". */
export function cardTitle(code: string): string {
  if (code.startsWith('X')) return t('regicide.name.X');
  const rank = rankPart(code);
  const suit = t(`regicide.suitName.${suitLetter(code)}` as TextKey);
  if (rank === 'A' || rank === 'J' || rank === 'Q' || rank === 'K') return t(`regicide.name.${rank}` as TextKey, { suit });
  return t('regicide.name.n', { rank, suit });
}

/** The suit power of a card of `suit`, in the rulebook's words. */
export function suitPower(suit: string): string {
  return t(`regicide.info.power.${suit}` as TextKey);
}

/** Is a card of this suit's power cancelled by the enemy's immunity now? */
export function immuneTo(code: string, ctx: InfoContext): boolean {
  return !!ctx.enemy && !ctx.immunityCancelled && !code.startsWith('X') && suitLetter(code) === suitLetter(ctx.enemy);
}

/** The biggest combo of this rank: as many cards of it as total 10 at most (4 of a rank at most); 1 where none. */
export function comboSize(code: string): number {
  const rank = rankPart(code);
  if (!/^[2-9]$|^10$/.test(rank)) return 1;
  return Math.min(4, Math.floor(10 / Number(rank)));
}

/** A card of a hand (or played against the enemy): its value, its suit power, what it makes with others, and the enemy's immunity to it. */
export function cardInfo(code: string, ctx: InfoContext, played = false): RegicideInfo {
  const title = cardTitle(code);
  if (code.startsWith('X')) return { title, body: t('regicide.info.jester'), card: code };
  const n = valueOf(code);
  const rank = rankPart(code);
  const lines = [t('regicide.info.value', { n }), suitPower(suitLetter(code))];
  if (immuneTo(code, ctx)) lines.push(t(ctx.jesters ? 'regicide.info.immuneHere' : 'regicide.info.immuneHereNoJester', { enemy: cardTitle(ctx.enemy as string), suit: t(`regicide.suitName.${suitLetter(code)}` as TextKey) }));
  if (played) lines.push(t('regicide.info.played'));
  else if (rank === 'A') lines.push(t('regicide.info.ace'));
  else {
    if (rank === 'J' || rank === 'Q' || rank === 'K') lines.push(t('regicide.info.royal', { n }));
    const combo = comboSize(code);
    lines.push(combo > 1 ? t('regicide.info.combo', { n: combo }) : t('regicide.info.noCombo'));
    lines.push(t('regicide.info.companion'));
  }
  return { title, body: lines.join('\n'), card: code };
}

/** The enemy: its health and what is left, its attack and what the shields leave of it, its immunity, the exact kill. */
export function enemyInfo(enemy: string, damage: number, shield: number, immunityCancelled: boolean, jesters: boolean): RegicideInfo {
  const max = enemyHealth(enemy);
  const attack = enemyAttack(enemy);
  const left = Math.max(0, max - damage);
  const lines = [t('regicide.info.enemy', { max, damage, left, attack, shield, net: Math.max(0, attack - shield) })];
  lines.push(immunityCancelled ? t('regicide.info.enemyCancelled') : t(jesters ? 'regicide.info.enemyImmune' : 'regicide.info.enemyImmuneNoJester', { suit: t(`regicide.suitName.${suitLetter(enemy)}` as TextKey) }));
  lines.push(t('regicide.info.exact', { left, value: valueOf(enemy) }));
  return { title: cardTitle(enemy), body: lines.join('\n'), card: enemy };
}

export function tavernInfo(count: number): RegicideInfo {
  return { title: t('regicide.info.tavern.t'), body: t('regicide.info.tavern', { n: count }), card: '?' };
}

export function castleInfo(count: number): RegicideInfo {
  return { title: t('regicide.info.castle.t'), body: t('regicide.info.castle', { n: count }), card: '?' };
}

/** The discard: how many, what goes there, and its top card by name. */
export function discardInfo(pile: readonly string[]): RegicideInfo {
  const top = pile[pile.length - 1];
  const body = t('regicide.info.discard', { n: pile.length });
  return { title: t('regicide.info.discard.t'), body: top ? `${body}\n${t('regicide.info.discardTop', { card: cardTitle(top) })}` : body, card: top };
}

/** The solo jester powers: how many are left and what one does. */
export function powersInfo(left: number): RegicideInfo {
  return { title: t('regicide.info.powers.t'), body: t('regicide.info.powers', { n: left }), card: 'X1' };
}

