// The hint continues from where the table stands (issue 30 item 3): with a strike half made (a
// card dropped on a fighter, "Hit or push?"), a dodge card chosen, or cards on the tray, the hint
// is asked among the moves that finish it, never cancels it, and points at the next step; and it
// says why in one line ("Parry: saves 2 hp"). Pure: no Phaser, no DOM (the entry reads it too).
import { t } from '../../../services/i18n';
import { CHAMPION, damageOf, foes, handSeat, psychicHand, type RoiMove, type RoiState } from '../rules';
import { sameMove } from '../tutorial';
import { cardName, seatLabel } from './names';

/** What the table holds half made: the cards on the tray, a card dropped on a fighter, a dodge card chosen. */
export interface HalfMade {
  chosen: readonly string[];
  choice: { card: string; moves: readonly RoiMove[] } | null;
  dodging: string | null;
}

/** The legal moves that finish what is half made (every legal move when nothing is, or when none does). */
export function continuations(legal: readonly RoiMove[], half: HalfMade | null): RoiMove[] {
  if (!half) return legal.slice();
  let out: RoiMove[];
  if (half.choice) {
    const moves = half.choice.moves;
    out = legal.filter((m) => moves.some((c) => sameMove(c, m)));
  } else if (half.dodging) {
    const card = half.dodging;
    out = legal.filter((m) => m.type === 'dodge' && m.card === card);
  } else if (half.chosen.length > 0) {
    const chosen = half.chosen;
    out = legal.filter((m) => 'cards' in m && chosen.every((c) => m.cards.includes(c)));
  } else out = legal.slice();
  return out.length > 0 ? out : legal.slice();
}

/** Whether `m` finishes what is half made (any move does when nothing is). */
export function continues(m: RoiMove, half: HalfMade | null): boolean {
  if (!half) return true;
  if (half.choice) return half.choice.moves.some((c) => sameMove(c, m));
  if (half.dodging) return m.type === 'dodge' && m.card === half.dodging;
  return half.chosen.length === 0 || ('cards' in m && half.chosen.every((c) => m.cards.includes(c)));
}

// ---- the scene tells the hint where the table stands ----

let table: (() => { at: number; half: HalfMade } | null) | null = null;
let last: { at: number; move: RoiMove } | null = null;

/** Set by the scene while it shows a table (null when it goes): the moves played so far and what is half made. */
export function setHintTable(fn: (() => { at: number; half: HalfMade } | null) | null): void {
  table = fn;
  last = null;
}

/** The hint the scene showed at `at` moves played (null: forget it). */
export function rememberHint(at: number, move: RoiMove | null): void {
  last = move ? { at, move } : null;
}

/**
 * What the hint is asked among: the moves that finish what is half made; and, when the hint
 * shown before at this same point is one of them, that one (the hint keeps its plan: its first
 * step followed, it points at the second).
 */
export function hintChoices(legal: readonly RoiMove[]): { legal: RoiMove[]; keep: RoiMove | null } {
  const now = table?.() ?? null;
  const moves = continuations(legal, now?.half ?? null);
  const keep = now && last && last.at === now.at ? (moves.find((m) => sameMove(m, last!.move)) ?? null) : null;
  return { legal: moves, keep };
}

// ---- why, in one line ----

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** The nearest standing foe of `me` from square `at`: its seat and distance. */
function nearestFoe(s: RoiState, me: number, at: { x: number; y: number }): { seat: number; d: number } | null {
  let best: { seat: number; d: number } | null = null;
  for (const f of s.fighters) {
    if (f.ko || !foes(s, me, f.seat)) continue;
    const d = dist(f, at);
    if (!best || d < best.d) best = { seat: f.seat, d };
  }
  return best;
}

/**
 * Why the hinted move, in one line, from what the seat sees (`s` its view, `me` the fighter
 * acting, `legal` the moves it had): what it takes or saves in hp, where it steps, what the end
 * of the turn brings.
 */
export function hintWhy(s: RoiState, me: number, m: RoiMove, legal: readonly RoiMove[] = []): string {
  const self = s.fighters[me];
  const name = (seat: number): string => seatLabel(seat);
  const a = s.attack;
  switch (m.type) {
    case 'exchange':
      return m.cards.length === 0 ? t('roi.whyHint.keep') : t('roi.whyHint.exchange', { cards: m.cards.map(cardName).join(' ') });
    case 'move': {
      if (!self) return '';
      if (m.to.x === CHAMPION.x && m.to.y === CHAMPION.y) return t('roi.whyHint.champion');
      const before = nearestFoe(s, me, self);
      const after = nearestFoe(s, me, m.to);
      if (!before || !after) return t('roi.whyHint.step');
      if (after.d === 1) return t('roi.whyHint.next', { name: name(after.seat) });
      if (after.d < before.d) return t('roi.whyHint.closer', { name: name(after.seat) });
      if (after.d > before.d) return t('roi.whyHint.away', { name: name(before.seat) });
      return t('roi.whyHint.step');
    }
    case 'strike':
    case 'surprise': {
      const on = s.fighters[m.target];
      if (!self || !on) return '';
      if ('fury' in m) return t('roi.whyHint.fury', { n: damageOf(s, me, m.target) + 1, name: name(m.target) });
      if (m.mode === 'hit') return t(m.type === 'surprise' ? 'roi.whyHint.surprise' : 'roi.whyHint.hit', { n: damageOf(s, me, m.target), name: name(m.target) });
      const to = { x: 2 * on.x - self.x, y: 2 * on.y - self.y };
      const ropes = to.x <= 0 || to.x >= 4 || to.y <= 0 || to.y >= 4;
      return t(ropes ? 'roi.whyHint.pushRopes' : 'roi.whyHint.push', { name: name(m.target) });
    }
    case 'charge':
      return t('roi.whyHint.charge', { name: name(m.target) });
    case 'spit':
      return t('roi.whyHint.spit', { name: name(m.target) });
    case 'poke':
      return t('roi.whyHint.poke', { name: name(m.target) });
    case 'trip':
      return t('roi.whyHint.trip', { name: name(m.target) });
    case 'cheer': {
      const on = s.fighters[m.seat];
      const n = self && self.x === CHAMPION.x && self.y === CHAMPION.y && (s.teams === null || s.owner !== null) ? 2 : 1;
      return m.seat === me || !on ? t('roi.whyHint.cheer', { n }) : t('roi.whyHint.cheerFor', { name: name(m.seat) });
    }
    case 'parry':
    case 'dodge': {
      const how = t(m.type === 'parry' ? 'roi.whyHint.parryWord' : 'roi.whyHint.dodgeWord');
      if (!a) return how;
      if (a.poke || a.kind === 'spit') return t('roi.whyHint.saveCards', { how });
      if (a.kind === 'trip') return t('roi.whyHint.saveTrip', { how });
      return t('roi.whyHint.saveHp', { how, n: a.kind === 'psychic' ? a.level : a.damage });
    }
    case 'take': {
      const n = a ? (a.kind === 'psychic' ? a.level : a.damage) : 0;
      const defence = legal.some((x) => x.type === 'parry' || x.type === 'dodge' || x.type === 'psychic');
      return defence ? t('roi.whyHint.take', { n }) : t('roi.whyHint.takeNone', { n });
    }
    case 'stop':
      return legal.some((x) => x.type === 'strike' || x.type === 'charge' || x.type === 'spit' || x.type === 'poke') ? t('roi.whyHint.stop') : t('roi.whyHint.stopNone');
    case 'pass':
      return t('roi.whyHint.pass');
    case 'end': {
      if (m.draw > 0 && m.draw >= s.deck.length) return t('roi.whyHint.endRound', { n: m.draw });
      if (m.draw > 0) return t('roi.whyHint.end', { n: m.draw });
      return (s.hands[handSeat(s, me)]?.length ?? 0) >= 5 ? t('roi.whyHint.endFull') : t('roi.whyHint.endNothing');
    }
    case 'discard':
      return s.acted ? t('roi.whyHint.discard') : t('roi.whyHint.discardTomatoes');
    case 'intimidate':
      // Why it is worth three cards: the foe keeps fewer to strike and parry with on its turn (the
      // strong bot's playouts; a newcomer, s36, saw only the cost).
      return t('roi.whyHint.intimidate', { name: name(m.target), n: (s.hands[handSeat(s, m.target)] ?? []).length });
    case 'psychic': {
      const level = psychicHand(m.cards)?.level ?? 0;
      if (a && a.kind === 'psychic') return t('roi.whyHint.psychicCounter', { n: level, m: a.level, d: level - a.level, name: name(a.by) });
      return t('roi.whyHint.psychic', { n: level, name: name(m.target) });
    }
    case 'pincer':
      return a ? (m.agree ? t('roi.whyHint.pincerYes', { n: a.damage + 1, name: name(a.on) }) : t('roi.whyHint.pincerNo', { name: name(a.by) })) : '';
    case 'keep':
      return t('roi.whyHint.keepCard', { card: cardName(m.card) });
    case 'shed':
      return t('roi.whyHint.shed', { cards: m.cards.map(cardName).join(' ') });
    case 'switch':
      return t('roi.whyHint.switch', { name: name(m.fighter) });
    default:
      return '';
  }
}
