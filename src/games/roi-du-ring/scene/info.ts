// "What is this?" on the Roi du Ring table, in words: what a card does by its colour, suit and
// rank (the rulebook's black = move / dodge, red = strike / parry; clubs and diamonds straight,
// spades and hearts diagonally; values A = 1 ... K = 13 < joker), the jokers, the special cards
// and the other advanced rules only when they are on; a fighter (hp, fury, tripped, where it
// stands), the Champion's square, the ropes, the deck and the discard. Pure: titles and bodies
// only; the scene adds the pictures.
import { t, type TextKey } from '../../../services/i18n';
import type { RoiRulesOn, RoiState } from '../rules';
import { MAX_HP, SIZE, isCorner, valueOf } from '../rules/cards';
import { cardName, seatLabel } from './names';

export interface InfoText {
  title: string;
  body: string;
}

const SUITS = ['C', 'D', 'H', 'S'] as const;

/** The card's name in full words: "7 of Hearts", "Queen of Spades", "Red joker". */
export function cardTitle(code: string): string {
  if (code === 'XR' || code === 'XB') return t(`roi.info.joker.${code}.t`);
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const word = rank === 'A' || rank === 'J' || rank === 'Q' || rank === 'K' ? t(`roi.info.rank.${rank}`) : rank;
  return t('roi.info.title', { rank: word, suit: t(`roi.info.suit.${suit}` as TextKey) });
}

/** Every line the card's info says, in order: what it does, how it defends, its value, then the advanced rules in force. */
export function cardLines(code: string, on: RoiRulesOn, teams = false): string[] {
  const lines: string[] = [];
  const value = valueOf(code);
  if (code === 'XR' || code === 'XB') {
    lines.push(t('roi.info.joker.attack'), t(`roi.info.joker.${code}`), t('roi.info.value.joker'));
    if (on.psychic) lines.push(t('roi.info.psychic.joker'));
    return lines;
  }
  const suit = code.slice(-1);
  if (!SUITS.includes(suit as (typeof SUITS)[number])) return lines;
  const rank = code.slice(0, -1);
  lines.push(t(`roi.info.does.${suit}` as TextKey), t(`roi.info.def.${suit}` as TextKey), t('roi.info.value', { v: value }));
  const red = suit === 'D' || suit === 'H';
  const line = t(suit === 'C' || suit === 'D' ? 'roi.info.line.orth' : 'roi.info.line.diag');
  if (on.specialCards && (rank === 'J' || rank === 'Q' || rank === 'K' || rank === 'A')) {
    lines.push(t(`roi.info.special.${rank}`, { line }));
    if (rank === 'K' && teams) lines.push(t('roi.info.special.Kteam'));
  }
  if (on.surprise && red) lines.push(t('roi.info.surprise'));
  // R-FURY-MODE: only a hit is a fury blow (a red card's, or a jack's charge): never a black move card.
  if (on.fury && (red || (rank === 'J' && on.specialCards))) lines.push(t('roi.info.fury', { v: Math.min(14, value + 3) }));
  if (on.psychic) lines.push(t(rank === 'A' ? 'roi.info.psychic.ace' : 'roi.info.psychic'));
  return lines;
}

/** The card's info: its name and every line of what it does. */
export function cardInfo(code: string, on: RoiRulesOn, teams = false): InfoText {
  return { title: cardTitle(code), body: cardLines(code, on, teams).join('\n') };
}

/** Where a square stands: 'champion' (the middle), 'corner', 'ropes' (the edge), or 'open'. */
export function squareKind(x: number, y: number): 'champion' | 'corner' | 'ropes' | 'open' {
  if (x === 2 && y === 2) return 'champion';
  if (isCorner(x, y)) return 'corner';
  if (x === 0 || y === 0 || x === SIZE - 1 || y === SIZE - 1) return 'ropes';
  return 'open';
}

/** A fighter's info: its hp, fury (with that rule), tripped, its square and what that square means, cards in hand, team or owner. */
export function fighterInfo(s: RoiState, seat: number): InfoText {
  const f = s.fighters[seat];
  if (!f) return { title: seatLabel(seat), body: '' };
  const lines: string[] = [];
  if (f.ko) lines.push(t('roi.info.f.ko'));
  else {
    lines.push(t('roi.info.f.hp', { hp: f.hp, max: MAX_HP }));
    if (s.advanced.fury) lines.push(t(f.fury >= 8 ? 'roi.info.f.furyFull' : 'roi.info.f.fury', { n: f.fury }));
    if (s.tripped.includes(seat)) lines.push(t('roi.info.f.tripped'));
    const kind = squareKind(f.x, f.y);
    lines.push(t(`roi.info.f.at.${kind}`, { col: f.x + 1, row: f.y + 1 }));
    const handSeat = s.owner ? (s.owner[seat] ?? seat) : seat;
    lines.push(t('roi.info.f.hand', { n: s.hands[handSeat]?.length ?? 0 }));
  }
  if (s.owner) lines.push(t('roi.info.f.owner', { name: seatLabel(s.owner[seat] ?? 0) }));
  else if (s.teams) lines.push(t('roi.info.f.team', { n: (s.teams[seat] ?? 0) + 1 }));
  return { title: seatLabel(seat), body: lines.join('\n') };
}

/** The Champion's square (the middle of the ring). */
export function championInfo(on: RoiRulesOn): InfoText {
  const lines = [t('roi.info.champion')];
  if (on.specialCards) lines.push(t('roi.info.champion.cheer'));
  if (on.fury) lines.push(t('roi.info.champion.fury'));
  return { title: t('roi.info.champion.t'), body: lines.join('\n') };
}

/** The ropes: a square on the ring's edge (a corner says its own rule). */
export function ropesInfo(corner: boolean): InfoText {
  return { title: t(corner ? 'roi.info.corner.t' : 'roi.info.ropes.t'), body: t(corner ? 'roi.info.corner' : 'roi.info.ropes') };
}

/** The deck, face down. */
export function deckInfo(s: RoiState): InfoText {
  return { title: t('roi.info.deck.t'), body: t('roi.info.deck', { n: s.deck.length }) };
}

/** The discard, face up, its top card named. */
export function discardInfo(s: RoiState): InfoText {
  const top = s.discard[s.discard.length - 1];
  const lines = [t('roi.info.discard', { n: s.discard.length })];
  if (top) lines.push(t('roi.info.discard.top', { card: cardName(top) }));
  return { title: t('roi.info.discard.t'), body: lines.join('\n') };
}

/** What a square of the ring says when nobody stands on it (null: an open square has nothing to say). */
export function squareInfo(x: number, y: number, on: RoiRulesOn): InfoText | null {
  const kind = squareKind(x, y);
  if (kind === 'champion') return championInfo(on);
  if (kind === 'open') return null;
  return ropesInfo(kind === 'corner');
}
