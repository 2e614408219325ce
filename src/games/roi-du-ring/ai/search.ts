// The strong bot's search for one decision of Le Roi du Ring: determinized, paired Monte Carlo
// with sequential halving.
//
// - Candidates: the legal moves, pruned to one or two per kind of effect (candidates below:
//   the lowest card that moves to a square, the lowest and the highest card that strike a
//   target in a mode, the strongest and the cheapest psychic hand...), the easy bot's own
//   choice always among them.
// - Samples: each sample deals the unseen cards again (determinize.ts) and gives the rules a
//   fresh RNG. Every candidate still in the race is played on the same samples (paired), so
//   they are compared on the same hidden hands, deck and luck.
// - A playout: the candidate, then every seat plays the easy bot (the defender's parry, dodge
//   or psychic answer, the counters, the pincers, the surprise attacks and trips are all moves
//   of their own seats) until the start of the player's next turn (a horizon: the foes' turns
//   in between are played), or the end of the game, or a cap on plies. The position is then
//   scored for the player (`evaluate`): a win 1, a loss 0, else hp, cards in hand and fury
//   against the foes'.
// - Sequential halving: rounds of samples, the worse half of the candidates dropped after each,
//   the best mean left at the end is played. A budget of `iterations` playouts (or time on an
//   injected clock) in all.
// - Pressing the attack (a newcomer's report: a whole round without a blow from the strong bot):
//   the playout stops at the start of the player's next turn, so a step toward a foe is scored
//   after the foe's answer and a card kept in hand counts, and a blow or a step in is often rated
//   no better than an intimidation, a discard or keeping away. Where they are that close, the
//   move that presses the attack is preferred: its mean gets `press` (0.02, half an hp) more, in
//   the basic game (with the advanced rules it cost strength: none there).

import type { Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { apply, actorOf } from '../rules/apply';
import { isJoker, isRed, lineOf, lineOfStep, valueOf } from '../rules/cards';
import { foes, legalMoves } from '../rules/moves';
import { evaluate as psychicOf } from '../rules/psychic';
import type { RoiMove, RoiState } from '../rules/types';
import { determinize } from './determinize';
import { chooseRoiMove } from './easy';

export interface SearchSettings {
  iterations: number; // playouts in all (a fixed budget)
  timeMs?: number; // stop once this much time has passed on `now` (checked between rounds)
  now?: () => number;
  maxPlies: number; // a playout's cap on plies
  cardWeight: number; // the score of a card in hand, in hp
  furyWeight: number; // the score of a fury point, in hp
  samples: number; // samples in the first round (the later rounds double while the field halves)
  press: number; // added to the mean score of a move that presses the attack (pressOf), in [0, 1] score units
}

export const DEFAULT_SETTINGS: SearchSettings = { iterations: 160, maxPlies: 80, cardWeight: 0.35, furyWeight: 0.1, samples: 4, press: 0.02 };

const sumOf = (cards: readonly string[]): number => {
  let s = 0;
  for (const c of cards) s += valueOf(c);
  return s;
};

/** A text key for a move (the same move object or its copy give the same key). */
export function moveKey(m: RoiMove): string {
  switch (m.type) {
    case 'exchange':
    case 'discard':
    case 'shed':
      return m.type[0] + m.cards.join(',');
    case 'intimidate':
    case 'psychic':
      return m.type.slice(0, 2) + m.target + ':' + m.cards.join(',');
    case 'move':
    case 'dodge':
      return m.type[0] + m.card + '@' + m.to.x + ',' + m.to.y;
    case 'strike':
    case 'surprise':
      return m.type.slice(0, 2) + m.card + '>' + m.target + m.mode + ('fury' in m ? '!' : '');
    case 'charge':
      return 'ch' + m.card + '>' + m.target + ('fury' in m ? '!' : '');
    case 'poke':
    case 'spit':
    case 'trip':
      return m.type.slice(0, 2) + m.card + '>' + m.target;
    case 'cheer':
      return 'che' + m.card + '>' + m.seat;
    case 'end':
      return 'e' + m.draw;
    case 'parry':
    case 'keep':
      return m.type.slice(0, 2) + m.card;
    case 'pincer':
      return 'pin' + String(m.agree);
    case 'switch':
      return 'sw' + m.fighter;
    default:
      return m.type;
  }
}

/**
 * The moves worth comparing, in a stable order: one or two per kind of effect, the cheapest
 * card that does it (and, for blows that a higher card makes harder to answer, the highest).
 */
export function candidates(legal: readonly RoiMove[], easyMove: RoiMove): RoiMove[] {
  // Per class: the move with the lowest rank and the one with the highest (when `both`).
  const low = new Map<string, { m: RoiMove; r: number }>();
  const high = new Map<string, { m: RoiMove; r: number }>();
  const order: string[] = [];
  const add = (cls: string, m: RoiMove, r: number, both: boolean): void => {
    const l = low.get(cls);
    if (!l) {
      order.push(cls);
      low.set(cls, { m, r });
    } else if (r < l.r) low.set(cls, { m, r });
    if (both) {
      const h = high.get(cls);
      if (!h || r > h.r) high.set(cls, { m, r });
    }
  };
  for (const m of legal) {
    switch (m.type) {
      case 'exchange':
        // Keep the hand, or give back the lowest 1, 2 or 3 cards.
        add('x' + m.cards.length, m, sumOf(m.cards), false);
        break;
      case 'move':
        add('m' + m.to.x + ',' + m.to.y, m, valueOf(m.card), false);
        break;
      case 'dodge':
        add('d' + m.to.x + ',' + m.to.y, m, valueOf(m.card), false);
        break;
      case 'strike':
      case 'surprise':
        add(m.type + m.target + m.mode + ('fury' in m ? '!' : ''), m, valueOf(m.card), true);
        break;
      case 'charge':
        add('c' + m.target + ('fury' in m ? '!' : ''), m, valueOf(m.card), true);
        break;
      case 'poke':
      case 'spit':
      case 'trip':
        add(m.type + m.target, m, valueOf(m.card), false);
        break;
      case 'cheer':
        add('ch' + m.seat, m, valueOf(m.card), false);
        break;
      case 'intimidate':
        // Never with a king or a joker (newcomer s37 item 3: a 3-card hand of K♦ 9♥ J♥, or the
        // cheapest three of K♦ 8♥ 10♥ and two jokers, thrown to make the foe drop two): a playout
        // counts a card kept, not what it is worth, and these are the cards that parry and strike
        // hardest; a cheaper discard still keeps the tomatoes away.
        if (m.cards.some((c) => isJoker(c) || valueOf(c) >= 13)) break;
        add('i' + m.target, m, sumOf(m.cards), false);
        break;
      case 'discard':
      case 'shed':
        add(m.type + m.cards.length, m, sumOf(m.cards), false);
        break;
      case 'parry':
        add('p', m, valueOf(m.card), false);
        break;
      case 'psychic': {
        // The strongest hand (ties: the cheapest) and the cheapest hand, per target.
        const level = psychicOf(m.cards)?.level ?? 0;
        add('ps' + m.target, m, level * 1000 - sumOf(m.cards), true);
        add('pc' + m.target, m, sumOf(m.cards), false);
        break;
      }
      default:
        add(moveKey(m), m, 0, false);
    }
  }
  const out: RoiMove[] = [];
  const seen = new Set<string>();
  const push = (m: RoiMove): void => {
    const k = moveKey(m);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(m);
  };
  push(easyMove);
  for (const cls of order) {
    push((low.get(cls) as { m: RoiMove }).m);
    const h = high.get(cls);
    if (h) push(h.m);
  }
  return out;
}

/** Chebyshev distance from (x, y) to the nearest foe of fighter `seat` standing. */
function nearestFoe(s: RoiState, seat: number, x: number, y: number): number {
  let d = Infinity;
  for (const f of s.fighters) if (!f.ko && f.seat !== seat && foes(s, seat, f.seat)) d = Math.min(d, Math.max(Math.abs(f.x - x), Math.abs(f.y - y)));
  return d;
}

/**
 * Whether `m` presses the attack in `s`: a blow on a foe (a hit, a charge, a surprise attack, a
 * spit, an eye-poke, a psychic attack in the acting player's turn) or, in its turn, a step that
 * brings its fighter nearer a foe.
 */
export function pressOf(s: RoiState, m: RoiMove): boolean {
  switch (m.type) {
    case 'strike':
    case 'surprise':
      return m.mode === 'hit';
    case 'charge':
    case 'spit':
    case 'poke':
      return true;
    case 'psychic':
      return s.phase === 'play';
    case 'move': {
      // A step in that leaves the foe the first blow is no pressing: nearer but not next to a
      // foe, or next to one with a red card of that line left in hand to strike it at once.
      const seat = actorOf(s);
      const f = s.fighters[seat];
      if (!f) return false;
      const d = nearestFoe(s, seat, m.to.x, m.to.y);
      if (d >= nearestFoe(s, seat, f.x, f.y)) return false;
      if (d > 1) return true;
      const hand = s.hands[playerOf(s, seat)] ?? [];
      return s.fighters.some(
        (g) => !g.ko && g.seat !== seat && foes(s, seat, g.seat) && Math.max(Math.abs(g.x - m.to.x), Math.abs(g.y - m.to.y)) === 1 && hand.some((c) => c !== m.card && isRed(c) && !isJoker(c) && lineOf(c) === lineOfStep(g.x - m.to.x, g.y - m.to.y)),
      );
    }
    default:
      return false;
  }
}

/** The player (hand) whose fighter acts in `s`. */
const playerOf = (s: RoiState, fighter: number): number => (s.owner === null ? fighter : (s.owner[fighter] as number));

/** Whether fighter `f` is on `player`'s side (its own, its teammate, or in the two-fighters game its other fighter). */
function ally(s: RoiState, player: Seat, f: number): boolean {
  if (s.owner !== null) return s.owner[f] === player;
  if (s.teams !== null) return s.teams[f] === s.teams[player];
  return f === player;
}

/** The score of `s` for `player` in [0, 1]: 1 won, 0 lost, else hp, cards and fury against the foes'. */
export function evaluate(s: RoiState, player: Seat, settings: SearchSettings): number {
  if (s.status !== 'playing') {
    for (const w of s.winners.length > 0 ? s.winners : s.winner === null ? [] : [s.winner]) if (ally(s, player, w) || (s.owner !== null && w === player)) return 1;
    return 0;
  }
  let mine = 0;
  let mineN = 0;
  let theirs = 0;
  let theirsN = 0;
  for (const f of s.fighters) {
    const v = f.ko ? 0 : f.hp + 2 + settings.furyWeight * f.fury;
    if (ally(s, player, f.seat)) {
      mine += v;
      mineN++;
    } else {
      theirs += v;
      theirsN++;
    }
  }
  let cardsMine = 0;
  let cardsTheirs = 0;
  let handsTheirs = 0;
  s.hands.forEach((h, p) => {
    if (p === player || (s.owner === null && s.teams !== null && s.teams[p] === s.teams[player])) cardsMine += h.length;
    else {
      cardsTheirs += h.length;
      handsTheirs++;
    }
  });
  const diff = mine / Math.max(1, mineN) - theirs / Math.max(1, theirsN) + settings.cardWeight * (cardsMine - (cardsTheirs / Math.max(1, handsTheirs)) * (s.owner === null && s.teams !== null ? 2 : 1));
  const r = 0.5 + diff / 24;
  return r < 0.01 ? 0.01 : r > 0.99 ? 0.99 : r;
}

function step(s: RoiState, m: RoiMove): RoiState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`roi-du-ring bot: ${r.error.message} (${JSON.stringify(m)})`);
  return r.state;
}

/** Play `s` on with the easy bot at every seat until `player`'s next turn starts, the end, or the cap. */
export function playout(s: RoiState, player: Seat, settings: SearchSettings): RoiState {
  let other = false;
  for (let ply = 0; ply < settings.maxPlies && s.status === 'playing'; ply++) {
    if (s.phase === 'play') {
      const mine = playerOf(s, s.current) === player;
      if (!mine) other = true;
      else if (other && s.played === 0 && !s.acted) break;
    }
    const legal = legalMoves(s);
    const m = legal.length === 1 ? (legal[0] as RoiMove) : chooseRoiMove(s, legal, playerOf(s, actorOf(s)));
    s = step(s, m);
  }
  return s;
}

export interface SearchResult {
  move: RoiMove;
  playouts: number;
  value: number; // the mean score of the move played
}

/**
 * R-TOMATOES (issue 30 item 16): with an empty hand, ending the turn drawing fewer cards than
 * allowed keeps the hand empty, so tomatoes come again next turn: a stall that only loses hp
 * (a playout stops before it shows). Those ends are never candidates; drawing all it may (which
 * ends the round on the last cards, everyone healing) is.
 */
export function withoutStall(view: RoiState, legal: readonly RoiMove[]): readonly RoiMove[] {
  if (view.phase !== 'play' || (view.hands[playerOf(view, view.current)] ?? []).length > 0) return legal;
  let max = -1;
  for (const m of legal) if (m.type === 'end' && m.draw > max) max = m.draw;
  if (max <= 0) return legal;
  return legal.filter((m) => m.type !== 'end' || m.draw === max);
}

/** `player`'s move in `view` among `legal`; randomness from `seed`. */
export function search(view: RoiState, all: readonly RoiMove[], player: Seat, seed: number, settings: SearchSettings): SearchResult {
  const legal = withoutStall(view, all);
  const easyMove = chooseRoiMove(view, legal, player);
  // The press bonus in the basic game only: with the advanced rules (surprise attacks, charges,
  // trips...) it made the bot weaker against itself without it (npm run bench:roi, 'all').
  const press = Object.values(view.advanced).some(Boolean) ? 0 : settings.press;
  let field = candidates(legal, easyMove).map((move) => ({ move, total: 0, n: 0, bonus: press > 0 && pressOf(view, move) ? press : 0 }));
  const score = (c: { total: number; n: number; bonus: number }): number => c.total / c.n + c.bonus;
  if (field.length === 1) return { move: easyMove, playouts: 0, value: 0 };
  const rng = new Rng(seed >>> 0);
  const { now, timeMs } = settings;
  const deadline = now && timeMs !== undefined ? now() + timeMs : Infinity;
  const rounds = Math.max(1, Math.ceil(Math.log2(field.length)));
  let budget = settings.iterations;
  let playouts = 0;
  for (let round = 0; round < rounds && field.length > 1; round++) {
    // The budget left shared over the rounds left, at least `samples` a candidate the first round.
    const share = Math.floor(budget / (rounds - round));
    const k = Math.max(round === 0 ? Math.min(settings.samples, Math.max(1, Math.floor(budget / field.length))) : 1, Math.floor(share / field.length));
    for (let j = 0; j < k; j++) {
      const world = determinize(view, player, rng);
      for (const c of field) {
        const end = playout(step(world, c.move), player, settings);
        c.total += evaluate(end, player, settings);
        c.n++;
        playouts++;
        budget--;
      }
      if (deadline !== Infinity && (now as () => number)() >= deadline) break;
    }
    if (deadline !== Infinity && (now as () => number)() >= deadline) break;
    if (budget <= 0) break;
    // Drop the worse half (ties kept in order: the easy bot's move first).
    const ranked = field.map((c, i) => ({ c, i })).sort((a, b) => score(b.c) - score(a.c) || a.i - b.i);
    field = ranked.slice(0, Math.ceil(field.length / 2)).map((x) => x.c);
  }
  let best = field[0]!;
  for (const c of field) if (c.n > 0 && (best.n === 0 || score(c) > score(best))) best = c;
  return { move: best.move, playouts, value: best.n > 0 ? best.total / best.n : 0 };
}
