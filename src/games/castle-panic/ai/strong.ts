// The strong Castle Panic defender: a greedy player over a look-ahead evaluation. Every play is
// tried on the seat's view (rules.apply) and the position judged as it will stand after the
// monsters' next move (which ring, arc and colour each will be in, which wall or tower it will
// hit), so it slays what would hurt most, rebuilds the wall that is about to be hit, tars or drives
// back what it cannot slay, fortifies a wall a monster is about to hit. It discards what it cannot
// use, trades toward the cards the board needs (by offer: the seat asked, bot or person, answers;
// a seat that refused is not asked again that turn; asked itself, it accepts unless the swap
// clearly leaves the table worse), picks the monster that takes a wall's damage and places the starting
// monsters one strong one per colour.
// On top of that greedy player, a look-ahead on samples of what the seat cannot see (the deck's
// and the pile's order, drawn from the cards and tokens not in sight: lookahead.ts): each trade
// is tried and the turn then played out greedily (with two trades left, the best first trades
// with the best second one after them); each play among the greedy one and the next best few is
// played, the turn finished greedily and the monsters' part (move, two tokens) played on a few
// sampled piles, the same samples for every candidate, and the best average kept when it beats
// the greedy play by a margin. Pure: randomness from the Rng handed in (the bot's seed), the
// clock only through `outOfTime`.

import type { Seat } from '../../../core/contract';
import type { Rng } from '../../../core/rng';
import { ARC_COLOUR, REACH, reaches } from '../rules/data';
import { apply } from '../rules/apply';
import { ACCEPT, REFUSE, tradeOf } from '../rules/intern';
import { legalMoves } from '../rules/moves';
import type { CastlePanicMove, CastlePanicState, Monster, Ring } from '../rules/types';
import { determinize, unseenOf, type Unseen } from './lookahead';

/** The judgement's weights (the bench may try others: --w=name=value). */
export const WEIGHTS = {
  tower: 40,
  wall: 9,
  fortify: 3.5,
  monster: 3,
  forest: 1,
  archer: 1.6,
  knight: 2.4,
  swordsman: 3.4,
  castle: 6,
  lastTowers: 25,
  draw: 1,
  discardMargin: 0.05,
  tradeMargin: 0.6,
  missing: 9,
  hand: 1,
  chooseStrong: 1,
  tradeSearch: 1,
  tradeSearchMargin: 0.3,
  answerMargin: 3,
  discardSearch: 0,
  discardSearchMargin: 0.05,
  samples: 6,
  chooseRollouts: 1,
  tradePairs: 8,
  discardRollouts: 0,
  tradeRollouts: 0,
  candidates: 5,
  horizon: 0,
  searchMargin: 0.5,
  lostValue: -300,
  wonValue: 400,
};
const W = WEIGHTS;
const RING_DANGER: Record<Ring, number> = { forest: 1, archer: 1.6, knight: 2.4, swordsman: 3.4, castle: 6 };
/** Call after changing WEIGHTS' ring entries. */
export function syncWeights(): void {
  RING_DANGER.forest = W.forest;
  RING_DANGER.archer = W.archer;
  RING_DANGER.knight = W.knight;
  RING_DANGER.swordsman = W.swordsman;
  RING_DANGER.castle = W.castle;
}

/** What a card is worth kept in hand (the loss when it is played). */
const CARD_KEEP: Readonly<Record<string, number>> = {
  barbarian: 5,
  'nice-shot': 2,
  tar: 2.2,
  'drive-him-back': 2.8,
  'fortify-wall': 1.6,
  missing: 1,
  'draw-2': 0,
  scavenge: 0.5,
  brick: 1.2,
  mortar: 1.2,
};
const HIT_KEEP = 0.9;

const keepValue = (card: string): number => CARD_KEEP[card] ?? (REACH[card] !== undefined ? HIT_KEEP : 0.5);

/** Where a monster will stand after one move phase (tarred: where it is). */
function nextRing(m: Monster, walls: readonly boolean[]): Ring {
  if (m.tarred) return m.ring;
  switch (m.ring) {
    case 'forest':
      return 'archer';
    case 'archer':
      return 'knight';
    case 'knight':
      return 'swordsman';
    case 'swordsman':
      return walls[m.arc - 1] ? 'swordsman' : 'castle';
    default:
      return 'castle';
  }
}

/** The defenders' judgement of a position, as it will stand after the monsters' next move. */
export function evaluate(s: CastlePanicState): number {
  if (s.status === 'lost') return -1e6;
  if (s.status === 'won') return 1e6;
  let towersUp = 0;
  for (const t of s.towers) if (t) towersUp++;
  // a tower is worth more the fewer are left
  let v = towersUp * W.tower + (towersUp <= 2 ? towersUp * W.lastTowers : 0);
  for (let a = 0; a < 6; a++) {
    if (s.walls[a]) v += W.wall;
    if (s.fortified[a]) v += W.fortify;
  }
  const wallHit: boolean[] = [false, false, false, false, false, false];
  const towerHit: boolean[] = [false, false, false, false, false, false];
  for (const m of s.monsters) {
    v -= W.monster + m.hp * RING_DANGER[m.ring];
    if (m.tarred) continue;
    if (m.ring === 'swordsman') {
      if (s.walls[m.arc - 1]) {
        if (!wallHit[m.arc - 1]) {
          wallHit[m.arc - 1] = true;
          if (s.fortified[m.arc - 1]) v -= W.fortify - 2 * RING_DANGER.swordsman;
          else v -= W.wall - RING_DANGER.swordsman;
        }
      } else if (s.towers[m.arc - 1] && !towerHit[m.arc - 1]) {
        towerHit[m.arc - 1] = true;
        v -= W.tower * (towersUp <= 2 ? 1.6 : 1);
      }
    } else if (m.ring === 'castle') {
      const to = (m.arc % 6) + 1;
      if (s.towers[to - 1] && !towerHit[to - 1]) {
        towerHit[to - 1] = true;
        v -= W.tower * (towersUp <= 2 ? 1.6 : 1);
      }
    } else if (m.ring === 'knight' && !s.walls[m.arc - 1] && s.towers[m.arc - 1]) {
      v -= 6; // two moves from a tower with no wall
    }
  }
  if (s.missing && s.overlord === null && s.draws === 0 && s.phase === 'play') v += W.missing;
  for (const hand of s.hands) for (const c of hand) v += keepValue(c) * W.hand;
  return v;
}

/** How useful `card` is to `seat` on the board as it stands (`now`) or after the monsters move. */
export function usefulness(s: CastlePanicState, seat: Seat, card: string, now: boolean): number {
  const reach = REACH[card];
  const hand = s.hands[seat] ?? [];
  if (reach !== undefined) {
    let best = 0;
    for (const m of s.monsters) {
      const ring = now ? m.ring : nextRing(m, s.walls);
      if (ring === 'forest') continue;
      if (!reaches(reach, ring, m.arc, s.variants.heroicPowers)) continue;
      const value = 1.5 + RING_DANGER[ring] * 0.5 + (m.hp === 1 ? 1 : 0);
      if (value > best) best = value;
    }
    if (best > 0) return best;
    if (now) {
      // not now, perhaps after the move
      for (const m of s.monsters) {
        const ring = nextRing(m, s.walls);
        if (ring !== 'forest' && reaches(reach, ring, m.arc, s.variants.heroicPowers)) return 0.95;
      }
    }
    return card.endsWith('-any') || card.startsWith('hero') ? 0.8 : 0.35;
  }
  switch (card) {
    case 'brick':
    case 'mortar': {
      const other = card === 'brick' ? 'mortar' : 'brick';
      const down = s.walls.some((w) => !w);
      const pair = hand.includes(other);
      if (down) return pair ? 4 : 1.6;
      return pair ? 1.4 : 0.6;
    }
    case 'barbarian':
      return 5;
    case 'nice-shot':
      return s.monsters.some((m) => m.hp > 1 && m.ring !== 'forest') ? 2.5 : 1.2;
    case 'tar':
      return 1.8;
    case 'drive-him-back':
      return 2.5;
    case 'fortify-wall':
      return 1.4;
    case 'missing':
      return 2;
    case 'draw-2':
      return 2.2;
    case 'scavenge':
      return s.discard.length > 0 ? 1.6 : 1.1;
    default:
      return 1;
  }
}


function bestBy<T>(items: readonly T[], score: (x: T) => number): { item: T | undefined; score: number } {
  let item: T | undefined;
  let best = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > best + 1e-9) {
      best = v;
      item = x;
    }
  }
  return { item, score: best };
}

/** The starting monsters: one strong one (troll, orc, orc) per colour, the goblins beside them. */
function startMove(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  const order = ['troll', 'orc', 'orc', 'goblin', 'goblin', 'goblin'];
  const placed = 6 - s.toPlace.length;
  const kind = order.find((k) => s.toPlace.includes(k)) ?? s.toPlace[0];
  // troll at arc 1, orcs at 3 and 5, goblins fill 2, 4, 6
  const wanted = [1, 3, 5, 2, 4, 6];
  for (let i = placed; i < 6 + placed; i++) {
    const arc = wanted[i % 6] as number;
    const m = legal.find((x) => x.type === 'start-place' && x.kind === kind && x.arc === arc);
    if (m) return m;
  }
  return legal.find((x) => x.type === 'start-place' && x.kind === kind) ?? (legal[0] as CastlePanicMove);
}

/**
 * Whether this seat may offer a trade to `seat` now (R-TRADE-OFFER): the rules list the offer,
 * and `seat` refused none of its offers this turn (a bot does not ask again and again).
 */
function mayAsk(s: CastlePanicState, m: CastlePanicMove): m is Extract<CastlePanicMove, { type: 'offer' }> {
  return m.type === 'offer' && !s.refused.some((o) => o.seat === m.seat);
}

/** The direct trade of an offer's swap: what the look-ahead plays out (no answer to wait for). */
const swapOf = (m: { seat: Seat; give: string; take: string }): CastlePanicMove => tradeOf(m.seat, m.give, m.take);

/** The greedy trade: the best direct `trade` (play-outs), or the best offer a seat may be asked (the bot's own move). */
function tradeMove(s: CastlePanicState, legal: readonly CastlePanicMove[], seat: Seat, byOffer = false): CastlePanicMove {
  const pass = legal[0] as CastlePanicMove;
  const { item, score } = bestBy(legal, (m) => {
    if (m.type === 'pass') return 0.6;
    if (byOffer ? !mayAsk(s, m) : m.type !== 'trade') return -Infinity;
    if (m.type !== 'trade' && m.type !== 'offer') return -Infinity;
    const after = { ...s, hands: s.hands.slice() };
    const mine = (s.hands[seat] as string[]).slice();
    mine.splice(mine.indexOf(m.give), 1, m.take);
    const theirs = (s.hands[m.seat] as string[]).slice();
    theirs.splice(theirs.indexOf(m.take), 1, m.give);
    after.hands[seat] = mine;
    after.hands[m.seat] = theirs;
    const gain =
      usefulness(after, seat, m.take, true) - usefulness(s, seat, m.give, true) + usefulness(after, m.seat, m.give, false) - usefulness(s, m.seat, m.take, false);
    return gain;
  });
  return score > W.tradeMargin && item ? item : pass;
}

function discardMove(s: CastlePanicState, legal: readonly CastlePanicMove[], seat: Seat): CastlePanicMove {
  const pass = legal[0] as CastlePanicMove;
  const { item, score } = bestBy(legal, (m) => (m.type === 'discard' ? W.draw - usefulness(s, seat, m.card, true) : 0));
  return score > W.discardMargin && item ? item : pass;
}

function chooseDamage(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  const hit = s.hits[0];
  const dmg = hit?.at === 'fortify' ? 2 : 1;
  const { item } = bestBy(legal, (m) => {
    if (m.type !== 'choose') return -Infinity;
    const mon = s.monsters.find((x) => x.id === m.monster);
    if (!mon) return -1e9; // no longer on the board (Final Charge): never chosen while another is
    if (mon.hp <= dmg) return 100 + mon.maxHp; // slain by the wall
    return W.chooseStrong * mon.hp; // else wear down the strongest (or the weakest)
  });
  return item ?? (legal[0] as CastlePanicMove);
}

function dropMove(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  const seat = s.drops[0] as number;
  const { item } = bestBy(legal, (m) => (m.type === 'drop' ? -usefulness(s, seat, m.card, false) : -Infinity));
  return item ?? (legal[0] as CastlePanicMove);
}

/** A play's score: the position after it, judged after the monsters' next move. */
function playScore(s: CastlePanicState, base: number, m: CastlePanicMove): number {
  if (m.type === 'pass') return 0;
  if (m.type === 'play' && m.card === 'draw-2') return 3; // more cards to choose from, first
  if (m.type === 'play' && 'take' in m) return 0.5 + usefulness(s, s.current, m.take, true);
  const r = apply(s, m);
  if (!r.ok) return -Infinity;
  return evaluate(r.state) - base;
}

function playMove(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  const base = evaluate(s);
  const { item, score } = bestBy(legal, (m) => playScore(s, base, m));
  return score > 0.05 && item ? item : (legal[0] as CastlePanicMove);
}

const PASS: CastlePanicMove = { type: 'pass' };

/** `m` played on `s`, or null where the rules refuse it or fail on it (with Final Charge a pending hit may name a monster slain since: rules/engine.ts then throws). */
function tryApply(s: CastlePanicState, m: CastlePanicMove): CastlePanicState | null {
  try {
    const r = apply(s, m);
    return r.ok ? r.state : null;
  } catch {
    return null;
  }
}

function applied(s: CastlePanicState, m: CastlePanicMove): CastlePanicState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`castle-panic strong bot: ${r.error.message}`);
  return r.state;
}

/** The rest of the current seat's turn, played on `s`: no more discards or trades, greedy plays; the state before its last pass. */
export function finishTurn(s: CastlePanicState, turn = s.turn): CastlePanicState {
  let x = s;
  for (let i = 0; i < 60 && x.status === 'playing' && x.turn === turn; i++) {
    if (x.phase === 'discard' || x.phase === 'trade') {
      x = applied(x, PASS);
      continue;
    }
    if (x.phase !== 'play') break;
    const m = playMove(x, legalMoves(x));
    if (m.type === 'pass') break;
    x = applied(x, m);
  }
  return x;
}

/** What the search knows of one decision: a sample of the hidden, and the unseen it came from. */
export interface SearchContext {
  rng: Rng;
  unseen?: Unseen;
  samples?: number; // play-outs per candidate (W.samples when absent)
  outOfTime?: () => boolean;
}

function sample(v: CastlePanicState, ctx: SearchContext): CastlePanicState {
  ctx.unseen ??= unseenOf(v);
  return determinize(v, ctx.unseen, ctx.rng);
}

/**
 * Trades judged by the turn they make: each offer a seat may be asked tried as the swap made, the
 * turn then played out greedily; the best few then by play-outs. The move is the offer.
 */
function tradeSearch(v: CastlePanicState, legal: readonly CastlePanicMove[], ctx: SearchContext): CastlePanicMove {
  const d = sample(v, ctx);
  const base = evaluate(finishTurn(applied(d, PASS)));
  const scored: { m: CastlePanicMove; score: number }[] = [];
  for (const m of legal) {
    if (!mayAsk(v, m)) continue;
    scored.push({ m, score: evaluate(finishTurn(applied(d, swapOf(m)))) });
  }
  scored.sort((a, b) => b.score - a.score);
  if (d.tradesLeft >= 2 && W.tradePairs > 0) {
    // two trades left: the best few first trades judged with the best second trade after them
    for (let i = 0; i < Math.min(W.tradePairs, scored.length); i++) {
      const c = scored[i] as { m: CastlePanicMove; score: number };
      const after = applied(d, swapOf(c.m as Extract<CastlePanicMove, { type: 'offer' }>));
      for (const m2 of legalMoves(after)) {
        if (!mayAsk(after, m2)) continue;
        const v2 = evaluate(finishTurn(applied(after, swapOf(m2))));
        if (v2 > c.score) c.score = v2;
      }
    }
    scored.sort((a, b) => b.score - a.score);
  }
  const top = scored[0];
  const pass = legal[0] as CastlePanicMove;
  const greedy = top && top.score > base + W.tradeSearchMargin ? top.m : pass;
  if (W.tradeRollouts <= 0) return greedy;
  const cands: CastlePanicMove[] = [greedy];
  for (const c of scored) {
    if (cands.length >= W.tradeRollouts) break;
    if (!cands.includes(c.m)) cands.push(c.m);
  }
  if (!cands.includes(pass)) cands.push(pass);
  return rolloutPick(v, cands, ctx);
}

/** Discards judged by the turn they make, averaged over every card the draw may bring. */
function discardSearch(v: CastlePanicState, legal: readonly CastlePanicMove[], ctx: SearchContext): CastlePanicMove | null {
  const d = sample(v, ctx);
  const cards = ctx.unseen?.cards;
  if (!cards || cards.length === 0) return null;
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  const base = evaluate(finishTurn(applied(d, PASS)));
  let best = legal[0] as CastlePanicMove;
  let bestScore = base + W.discardSearchMargin;
  for (const m of legal) {
    if (m.type !== 'discard') continue;
    let sum = 0;
    for (const [card, k] of counts) {
      const x = { ...d, deck: [card, ...d.deck] };
      sum += k * evaluate(finishTurn(applied(x, m)));
    }
    const score = sum / cards.length;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

/** Discards by sampled play-outs: the plain choice first, then every other discard and pass. */
function discardRollouts(v: CastlePanicState, legal: readonly CastlePanicMove[], seat: Seat, ctx: SearchContext): CastlePanicMove {
  const plain = discardMove(v, legal, seat);
  const cands: CastlePanicMove[] = [plain];
  for (const m of legal) if (!cands.includes(m)) cands.push(m);
  return rolloutPick(v, cands, ctx);
}

/** The fast policy (no search) of every defender seat, for play-outs. */
export function fastMove(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  switch (s.phase) {
    case 'discard':
      return discardMove(s, legal, s.current);
    case 'trade':
      return tradeMove(s, legal, s.current);
    case 'play':
      return playMove(s, legal);
    case 'choose':
      return chooseDamage(s, legal);
    case 'drop':
      return dropMove(s, legal);
    default:
      return legal[0] as CastlePanicMove;
  }
}

/** A play-out's final judgement: `evaluate`, with a won or lost game kept within bounds (averages stay meaningful). */
export function rolloutValue(s: CastlePanicState): number {
  if (s.status === 'lost') return W.lostValue + s.pile.length * -2;
  if (s.status === 'won') return W.wonValue + s.towers.filter(Boolean).length * 10;
  return evaluate(s);
}

/** `s` played on by the fast policy until `turns` more turns have begun (or the game ends). */
export function rollout(s: CastlePanicState, turns: number): CastlePanicState {
  let x = s;
  const end = s.turn + turns;
  for (let i = 0; i < 400 && x.status === 'playing'; i++) {
    if (x.turn >= end && x.phase === 'discard') break;
    const legal = legalMoves(x);
    const m = legal.length === 1 ? (legal[0] as CastlePanicMove) : fastMove(x, legal);
    const next = tryApply(x, m);
    if (next === null) break; // a position the rules cannot go on from: judged as it stands
    x = next;
  }
  return x;
}

/** The candidate (the first, the default, unless another is clearly better) whose sampled play-outs end best: each played, the turn finished greedily, the monsters' part, then `W.horizon` more turns. */
function rolloutPick(v: CastlePanicState, cands: readonly CastlePanicMove[], ctx: SearchContext): CastlePanicMove {
  if (cands.length <= 1) return cands[0] as CastlePanicMove;
  const sums = new Array<number>(cands.length).fill(0);
  const samples = ctx.samples ?? W.samples;
  let n = 0;
  for (let k = 0; k < samples; k++) {
    const d = sample(v, ctx);
    const seed = ctx.rng.nextU32();
    for (let i = 0; i < cands.length; i++) {
      const first = tryApply(d, cands[i] as CastlePanicMove);
      if (first === null) {
        sums[i] = -Infinity;
        continue;
      }
      let x = finishTurn(first, v.turn);
      if (x.status === 'playing' && x.phase === 'play' && x.turn === v.turn) {
        const after = tryApply(x, PASS);
        if (after === null) {
          sums[i] = -Infinity;
          continue;
        }
        x = after;
      }
      x.rng = seed; // the same dice for every candidate
      sums[i] = (sums[i] as number) + rolloutValue(rollout(x, W.horizon));
    }
    n++;
    if (ctx.outOfTime?.()) break;
  }
  let bi = 0;
  for (let i = 1; i < cands.length; i++) if ((sums[i] as number) > (sums[bi] as number) + 1e-9) bi = i;
  if (bi !== 0 && (sums[bi] as number) - (sums[0] as number) < W.searchMargin * n) bi = 0;
  return cands[bi] as CastlePanicMove;
}

/** Plays judged by sampled play-outs: the few best by the one-move judgement (and pass). */
function playSearch(v: CastlePanicState, legal: readonly CastlePanicMove[], ctx: SearchContext): CastlePanicMove {
  const base = evaluate(v);
  const scored: { m: CastlePanicMove; score: number }[] = [];
  for (const m of legal) scored.push({ m, score: playScore(v, base, m) });
  scored.sort((a, b) => b.score - a.score);
  const greedy = (scored[0] as { m: CastlePanicMove; score: number }).score > 0.05 ? (scored[0] as { m: CastlePanicMove }).m : (legal[0] as CastlePanicMove);
  const cands: CastlePanicMove[] = [greedy];
  for (const c of scored) {
    if (cands.length >= W.candidates) break;
    if (c.score === -Infinity) break;
    if (!cands.includes(c.m)) cands.push(c.m);
  }
  if (!cands.includes(legal[0] as CastlePanicMove)) cands.push(legal[0] as CastlePanicMove);
  return rolloutPick(v, cands, ctx);
}

/**
 * R-TRADE-OFFER, asked: the offerer judged the whole table (hands are open), so accept, unless the
 * turn played out after the swap is clearly worse than after a refusal (no swap) on a sample of
 * the unseen. Without a search context: accept.
 */
function answerMove(v: CastlePanicState, legal: readonly CastlePanicMove[], ctx?: SearchContext): CastlePanicMove {
  const accept = legal.find((m) => m.type === 'accept') ?? ACCEPT;
  if (!ctx) return accept;
  const d = sample(v, ctx);
  const yes = tryApply(d, ACCEPT);
  const no = tryApply(d, REFUSE);
  if (yes === null || no === null) return accept;
  const a = evaluate(finishTurn(yes, v.turn));
  const r = evaluate(finishTurn(no, v.turn));
  return a >= r - W.answerMargin ? accept : (legal.find((m) => m.type === 'refuse') ?? REFUSE);
}

/** The strong defender's move (`s` is its view). */
export function strongDefenderMove(s: CastlePanicState, legal: readonly CastlePanicMove[], seat: Seat, ctx?: SearchContext): CastlePanicMove {
  switch (s.phase) {
    case 'setup':
      return startMove(s, legal);
    case 'discard':
      if (ctx && W.discardRollouts > 0 && (s.players === 1 || s.tradesLeft === 0)) return discardRollouts(s, legal, seat, ctx);
      return (ctx && W.discardSearch > 0 ? discardSearch(s, legal, ctx) : null) ?? discardMove(s, legal, seat);
    case 'trade':
      return ctx && W.tradeSearch > 0 ? tradeSearch(s, legal, ctx) : tradeMove(s, legal, seat, true);
    case 'trade-answer':
      return answerMove(s, legal, ctx);
    case 'play':
      return ctx && W.samples > 0 ? playSearch(s, legal, ctx) : playMove(s, legal);
    case 'choose': {
      const plain = chooseDamage(s, legal);
      // only monsters still on the board (with Final Charge a pending hit may name one slain since)
      const alive = legal.filter((m) => m !== plain && m.type === 'choose' && s.monsters.some((x) => x.id === m.monster));
      return ctx && W.chooseRollouts > 0 ? rolloutPick(s, [plain, ...alive], ctx) : plain;
    }
    case 'drop': {
      const plain = dropMove(s, legal);
      return ctx && W.chooseRollouts > 0 ? rolloutPick(s, [plain, ...legal.filter((m) => m !== plain)], ctx) : plain;
    }
    default:
      return legal[0] as CastlePanicMove;
  }
}

/** The monsters' colour count in a hand, for the Overlord: arcs whose colour the defenders lack. */
export function colourCover(s: CastlePanicState, arc: number): number {
  const colour = ARC_COLOUR[arc] as string;
  let n = 0;
  for (const hand of s.hands) for (const c of hand) if (c.endsWith(colour) || c.endsWith('-any')) n++;
  return n;
}
