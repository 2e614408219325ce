// Why a card cannot go where it was dropped (or nowhere now), in the rules' words: not the
// card's line, out of its reach, too low to parry, a black card on a fighter, a red card on an
// empty square, five cards played already... (newcomer s37 item 5: "That card cannot go there now"
// said no why). Pure: the scene passes the seat's view, the legal moves and the square.
import { t } from '../../../services/i18n';
import type { RoiState } from '../rules';
import { attackValue, dodges, fighterAt, foes, parries } from '../rules/moves';
import { HAND, isJoker, isRed, lineOf, valueOf } from '../rules/cards';
import { cardName, seatLabel } from './names';

type Pos = { x: number; y: number };

/** The fighter deciding now: the one attacked (defend), the one striking back (counter), else the current one. */
function actor(s: RoiState): number {
  if (s.phase === 'defend' && s.attack) return s.attack.on;
  if (s.phase === 'counter' && s.counterer !== null) return s.counterer;
  return s.current;
}

/** How a card's line reads: straight (♣ ♦) or diagonally (♠ ♥). */
const lineWord = (card: string): string => t(lineOf(card) === 'diag' ? 'roi.why.diag' : 'roi.why.orth');

/**
 * Why `card` cannot go onto square `to` (null: dropped or tapped with nowhere to go) in the
 * seat's view `s`. The generic 'roi.cantThere' only where no rule says more.
 */
export function whyNotThere(s: RoiState, card: string, to: Pos | null, name: (seat: number) => string = seatLabel): string {
  const me = actor(s);
  const f = s.fighters[me];
  const c = cardName(card);
  const on = to ? fighterAt(s, to.x, to.y) : -1;
  if (s.phase === 'counter' && s.counterOn !== null) return t('roi.cantCounter', { name: name(s.counterOn) });
  if (s.phase === 'defend' && s.attack) {
    const a = s.attack;
    const n = attackValue(a);
    if (parries(card, a)) return t('roi.why.parryOn', { card: c, name: name(me) });
    if (dodges(card, a)) return t('roi.why.dodgeTo', { card: c, line: lineWord(card) });
    if (a.kind === 'psychic') return t('roi.why.psychic', { card: c });
    if (isRed(card) && lineOf(card) !== lineOf(a.card)) return t('roi.why.parryLine', { card: c, attack: cardName(a.card), line: lineWord(a.card) });
    if (valueOf(card) <= n) return t('roi.why.tooLow', { card: c, attack: cardName(a.card), n });
    return t('roi.why.dodgeLine', { card: c, attack: cardName(a.card) });
  }
  if (s.phase === 'exchange') return t('roi.why.exchange');
  if (s.phase !== 'play' || !f) return t('roi.cantThere');
  if (s.played >= HAND) return t('roi.why.played', { n: HAND });
  const dist = to ? Math.max(Math.abs(to.x - f.x), Math.abs(to.y - f.y)) : 0;
  const alongLine = to ? (lineOf(card) === 'diag' ? Math.abs(to.x - f.x) === Math.abs(to.y - f.y) : to.x === f.x || to.y === f.y) : false;
  if (isJoker(card)) return t('roi.why.joker', { card: c });
  if (isRed(card)) {
    if (!to || on < 0) return t('roi.why.redStep', { card: c });
    if (on === me) return t('roi.why.self', { card: c });
    if (!foes(s, me, on)) return t('roi.why.mate', { name: name(on) });
    if (dist !== 1) return t('roi.why.strikeReach', { card: c, name: name(on) });
    if (!alongLine) return t('roi.why.strikeLine', { card: c, name: name(on), line: lineWord(card) });
    return t('roi.cantThere');
  }
  // a black card steps one square along its line, onto a free square
  if (to && on >= 0 && on !== me) return t('roi.why.blackStrike', { card: c, name: name(on) });
  if (to && on === me) return t('roi.why.self', { card: c });
  if (to && (dist !== 1 || !alongLine)) return t('roi.why.reach', { card: c, line: lineWord(card) });
  return t('roi.cantThere');
}
