// Move generation, one list per phase, in a stable order: cards in hand order, directions
// clockwise from up (cards.ts), targets by seat, subsets by size then hand positions.
// Written for speed (the bench): one pass over the hand, no intermediate arrays where a loop
// will do, subsets from precomputed index tables.

import { DIAG, HAND, ORTH, dirsOf, isJoker, isRed, lineOf, onBoard, valueOf } from './cards';
import { beats, evaluate } from './psychic';
import type { Attack, RoiMove, RoiState, Square } from './types';

/** The seat of the standing fighter on (x, y), or -1. */
export function fighterAt(state: RoiState, x: number, y: number): number {
  const fs = state.fighters;
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i]!;
    if (f.x === x && f.y === y && !f.ko) return f.seat;
  }
  return -1;
}

export const isFree = (state: RoiState, x: number, y: number): boolean => onBoard(x, y) && fighterAt(state, x, y) < 0;

/** Whose hand a fighter plays from: its own seat's, or its owner's in the two-fighters game. */
export const handSeat = (state: RoiState, fighter: number): number => (state.owner === null ? fighter : (state.owner[fighter] as number));

/** R-TEAMS: whether `a` and `b` fight each other (everyone else, or the other team). */
export function foes(state: RoiState, a: number, b: number): boolean {
  if (a === b) return false;
  const t = state.teams;
  return t === null || t[a] !== t[b];
}

// COMBOS[n][k]: every k-subset of positions 0..n-1, in lexicographic order (hands hold at
// most 5 cards; 8 leaves room), computed once.
const MAX_N = 8;
const COMBOS: number[][][][] = [];
for (let n = 0; n <= MAX_N; n++) {
  const byK: number[][][] = [];
  for (let k = 0; k <= n; k++) byK.push([]);
  const pick: number[] = [];
  const rec = (from: number, k: number): void => {
    if (pick.length === k) {
      (byK[k] as number[][]).push(pick.slice());
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      rec(i + 1, k);
      pick.pop();
    }
  };
  for (let k = 0; k <= n; k++) rec(0, k);
  COMBOS.push(byK);
}

/** The cards of `hand` at positions `idx`, as a packed array literal (faster to use than a preallocated, holey one). */
function pickCards(hand: readonly string[], idx: readonly number[]): string[] {
  const h = hand as string[];
  switch (idx.length) {
    case 0:
      return [];
    case 1:
      return [h[idx[0]!]!];
    case 2:
      return [h[idx[0]!]!, h[idx[1]!]!];
    case 3:
      return [h[idx[0]!]!, h[idx[1]!]!, h[idx[2]!]!];
    case 4:
      return [h[idx[0]!]!, h[idx[1]!]!, h[idx[2]!]!, h[idx[3]!]!];
    default: {
      const out: string[] = [];
      for (const i of idx) out.push(h[i]!);
      return out;
    }
  }
}

/** Every subset of `hand` of exactly `k` cards, in lexicographic order of hand positions. */
export function subsets(hand: readonly string[], k: number): string[][] {
  if (k === 3 && hand.length <= HAND) {
    // The common case (intimidations, discards of 3), unrolled (speed).
    const h = hand as string[];
    const n = h.length;
    const out: string[][] = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) for (let l = j + 1; l < n; l++) out.push([h[i]!, h[j]!, h[l]!]);
    return out;
  }
  const combos = COMBOS[hand.length]?.[k];
  if (!combos) throw new Error(`roi-du-ring: no subsets of ${k} from ${hand.length} cards`);
  const out: string[][] = [];
  for (let c = 0; c < combos.length; c++) out.push(pickCards(hand, combos[c]!));
  return out;
}

/** The value an attack's card counts for: +3 for a fury blow, never above a joker (R-FURY-MODE). */
export const attackValue = (attack: Attack): number => (attack.fury ? Math.min(14, valueOf(attack.card) + 3) : valueOf(attack.card));

/**
 * R-PARRY: a red card of the attack's line and higher value. R-DODGE: a black card of the
 * other line and higher value. R-JOKER-DEFENCE: the red joker parries and the black joker
 * dodges any attack, an eye-poke and a psychic attack included ("n'importe quelle attaque");
 * nothing else beats a joker's eye-poke (no card is higher than a joker). Besides a joker, a
 * psychic attack is answered only by a higher psychic attack.
 */
export function parries(card: string, attack: Attack): boolean {
  if (!isRed(card)) return false;
  if (isJoker(card)) return true;
  return attack.kind !== 'psychic' && !isJoker(attack.card) && lineOf(card) === lineOf(attack.card) && valueOf(card) > attackValue(attack);
}

export function dodges(card: string, attack: Attack): boolean {
  if (isRed(card)) return false;
  if (isJoker(card)) return true;
  if (attack.kind === 'psychic') return false;
  return !isJoker(attack.card) && lineOf(card) !== lineOf(attack.card) && valueOf(card) > attackValue(attack);
}

function pushSubsets(hand: readonly string[], from: number, to: number, make: (cards: string[]) => RoiMove, out: RoiMove[]): void {
  for (let k = from; k <= to; k++) for (const cards of subsets(hand, k)) out.push(make(cards));
}

/** Push a move for every free square one step from (x, y) along `dirs`. */
function pushSteps(state: RoiState, x: number, y: number, card: string, dirs: readonly (readonly [number, number])[], type: 'move' | 'dodge', out: RoiMove[]): void {
  for (let d = 0; d < dirs.length; d++) {
    const dir = dirs[d]!;
    const tx = x + dir[0];
    const ty = y + dir[1];
    if (tx >= 0 && tx < 5 && ty >= 0 && ty < 5 && fighterAt(state, tx, ty) < 0) out.push({ type, card, to: { x: tx, y: ty } });
  }
}

/** Strikes (hit, push, and the fury blow when `fury`) by `seat` on foes next to it; only `only` if >= 0. */
function strikesAt(state: RoiState, seat: number, only: number, out: RoiMove[]): void {
  const hand = state.hands[handSeat(state, seat)] ?? [];
  const f = state.fighters[seat]!;
  const fury = state.advanced.fury && f.fury >= 8;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (!isRed(card) || isJoker(card)) continue;
    const dirs = dirsOf(lineOf(card));
    for (let d = 0; d < dirs.length; d++) {
      const dir = dirs[d]!;
      const target = fighterAt(state, f.x + dir[0], f.y + dir[1]);
      if (target < 0 || (only >= 0 && target !== only) || !foes(state, seat, target)) continue;
      out.push({ type: 'strike', card, target, mode: 'hit' }, { type: 'strike', card, target, mode: 'push' });
      if (fury) out.push({ type: 'strike', card, target, mode: 'hit', fury: true });
    }
  }
}

/** R-SPECIAL-*: the special uses of jacks, queens and kings in the play phase. */
function specialMoves(state: RoiState, seat: number, out: RoiMove[]): void {
  const hand = state.hands[handSeat(state, seat)] ?? [];
  const f = state.fighters[seat]!;
  for (const card of hand) {
    const v = valueOf(card);
    if (v === 11 || v === 12) {
      for (const [dx, dy] of dirsOf(lineOf(card))) {
        const near = fighterAt(state, f.x + dx, f.y + dy);
        const far = fighterAt(state, f.x + 2 * dx, f.y + 2 * dy);
        if (v === 11) {
          // R-SPECIAL-JACK: charge a fighter two squares away, the square between free; R-FURY-MODE: at 8 fury, in fury mode too.
          if (near < 0 && onBoard(f.x + dx, f.y + dy) && far >= 0 && foes(state, seat, far)) {
            out.push({ type: 'charge', card, target: far });
            if (state.advanced.fury && f.fury >= 8) out.push({ type: 'charge', card, target: far, fury: true });
          }
        } else {
          // R-SPECIAL-QUEEN-REACH: an opponent adjacent or one square farther, whoever stands between.
          if (near >= 0 && foes(state, seat, near)) out.push({ type: 'spit', card, target: near });
          if (far >= 0 && foes(state, seat, far)) out.push({ type: 'spit', card, target: far });
        }
      }
    } else if (v === 13 && !isJoker(card)) {
      // R-SPECIAL-KING: cheer for yourself, or (team game, off the Champion's square) a standing teammate.
      out.push({ type: 'cheer', card, seat });
      const onChampion = f.x === 2 && f.y === 2;
      if (state.teams !== null && state.owner === null && !onChampion)
        for (const g of state.fighters) if (g.seat !== seat && !g.ko && !foes(state, seat, g.seat)) out.push({ type: 'cheer', card, seat: g.seat });
    }
  }
}

/** R-PSYCHIC: every subset of the hand of 2..max cards that reads as a poker hand, on every target. */
function psychicMoves(state: RoiState, seat: number, max: number, targets: readonly number[], better: Attack | null, out: RoiMove[]): void {
  const hand = state.hands[handSeat(state, seat)] ?? [];
  const beat = better ? evaluate(better.cards) : null;
  for (let k = 2; k <= Math.min(5, max, hand.length); k++) {
    for (const cards of subsets(hand, k)) {
      const h = evaluate(cards);
      if (!h || (beat && !beats(h, beat))) continue;
      for (const target of targets) out.push({ type: 'psychic', cards, target });
    }
  }
}

/**
 * The discards of a hand of at most 5 cards: every non-empty subset by size, then by hand
 * positions (the order of `subsets`), in unrolled loops (speed); `threes` is subsets(h, 3).
 */
function pushDiscards(h: string[], threes: string[][] | null, out: RoiMove[]): void {
  const n = h.length;
  for (let i = 0; i < n; i++) out.push({ type: 'discard', cards: [h[i]!] });
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ type: 'discard', cards: [h[i]!, h[j]!] });
  if (threes) for (let c = 0; c < threes.length; c++) out.push({ type: 'discard', cards: threes[c]! });
  if (n >= 4) {
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let k = j + 1; k < n; k++) for (let l = k + 1; l < n; l++) out.push({ type: 'discard', cards: [h[i]!, h[j]!, h[k]!, h[l]!] });
  }
  if (n === 5) out.push({ type: 'discard', cards: [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!] });
}

// ORTH_STEPS[x * 5 + y]: the squares one orthogonal step from (x, y) on the board, as flat
// x, y pairs in the order of ORTH (DIAG_STEPS: diagonal, in the order of DIAG).
const stepTable = (dirs: readonly (readonly [number, number])[]): number[][] => {
  const table: number[][] = [];
  for (let x = 0; x < 5; x++)
    for (let y = 0; y < 5; y++) {
      const list: number[] = [];
      for (const [dx, dy] of dirs) if (onBoard(x + dx, y + dy)) list.push(x + dx, y + dy);
      table.push(list);
    }
  return table;
};
const ORTH_STEPS = stepTable(ORTH);
const DIAG_STEPS = stepTable(DIAG);

/** The free squares one step from (x, y) along a line (its table), as flat x, y pairs. */
function freeSteps(state: RoiState, x: number, y: number, table: readonly number[][]): number[] {
  const all = table[x * 5 + y]!;
  const out: number[] = [];
  for (let k = 0; k < all.length; k += 2) if (fighterAt(state, all[k]!, all[k + 1]!) < 0) out.push(all[k]!, all[k + 1]!);
  return out;
}

function playMoves(state: RoiState, out: RoiMove[]): void {
  const seat = state.current;
  const hand = state.hands[handSeat(state, seat)] ?? [];
  const n = hand.length;
  const f = state.fighters[seat]!;
  if (state.played < HAND) {
    // R-PLAY-LIMIT: at most 5 cards played in a turn.
    // Strikes and eye-pokes need a foe on a neighbouring square: most positions have none.
    let near = false;
    let orth: number[] | null = null;
    let diag: number[] | null = null;
    for (const g of state.fighters) if (!g.ko && Math.abs(g.x - f.x) <= 1 && Math.abs(g.y - f.y) <= 1 && foes(state, seat, g.seat)) near = true;
    for (let i = 0; i < n; i++) {
      const card = hand[i]!;
      if (isJoker(card)) {
        if (!near) continue;
        for (const [dx, dy] of dirsOf('any')) {
          const target = fighterAt(state, f.x + dx, f.y + dy);
          if (target >= 0 && foes(state, seat, target)) out.push({ type: 'poke', card, target });
        }
      } else if (!isRed(card)) {
        // The free squares one step away are the same for every card of a line: found once.
        let steps: number[];
        if (lineOf(card) === 'orth') steps = orth ??= freeSteps(state, f.x, f.y, ORTH_STEPS);
        else steps = diag ??= freeSteps(state, f.x, f.y, DIAG_STEPS);
        for (let k = 0; k < steps.length; k += 2) out.push({ type: 'move', card, to: { x: steps[k]!, y: steps[k + 1]! } });
      }
    }
    if (near) strikesAt(state, seat, -1, out);
    if (state.advanced.specialCards) specialMoves(state, seat, out);
  }
  let opponents: number[] | null = null;
  if (n >= 3 || (state.advanced.psychic && n >= 2)) {
    opponents = [];
    for (const g of state.fighters) if (!g.ko && foes(state, seat, g.seat)) opponents.push(g.seat);
  }
  if (state.advanced.psychic && opponents) psychicMoves(state, seat, HAND - state.played, opponents, null, out);
  // Subsets of 3 serve both the intimidations and the discards of 3 cards.
  const threes = n >= 3 ? subsets(hand, 3) : null;
  if (threes && opponents) {
    if (opponents.length === 1) {
      const target = opponents[0]!;
      for (let c = 0; c < threes.length; c++) out.push({ type: 'intimidate', cards: threes[c]!, target });
    } else for (const cards of threes) for (const target of opponents) out.push({ type: 'intimidate', cards, target });
  }
  if (n <= HAND) pushDiscards(hand, threes, out);
  else {
    for (let k = 1; k <= n; k++) {
      if (k === 3 && threes) {
        for (let c = 0; c < threes.length; c++) out.push({ type: 'discard', cards: threes[c]! });
        continue;
      }
      const combos = COMBOS[n]![k]!;
      for (let c = 0; c < combos.length; c++) out.push({ type: 'discard', cards: pickCards(hand, combos[c]!) });
    }
  }
  if (state.owner !== null) {
    // R-TWO-FIGHTERS: switch to your other standing fighter.
    for (const g of state.fighters) if (g.seat !== seat && !g.ko && state.owner[g.seat] === state.owner[seat]) out.push({ type: 'switch', fighter: g.seat });
  }
  const maxDraw = Math.min(2, HAND - n, state.deck.length);
  for (let draw = 0; draw <= maxDraw; draw++) out.push({ type: 'end', draw });
}

function defendMoves(state: RoiState, attack: Attack, out: RoiMove[]): void {
  const seat = attack.on;
  // R-SPECIAL-ACE: a tripped fighter plays no card until its next turn: it can only take the blow.
  if (!state.tripped.includes(seat)) {
    // R-PSYCHIC-COUNTER: a higher psychic attack back at the attacker (no limit of 5 here).
    if (attack.kind === 'psychic') psychicMoves(state, seat, HAND, [attack.by], attack, out);
    const f = state.fighters[seat]!;
    for (const card of state.hands[handSeat(state, seat)] ?? []) {
      if (parries(card, attack)) out.push({ type: 'parry', card });
      else if (dodges(card, attack)) pushSteps(state, f.x, f.y, card, dirsOf(lineOf(card)), 'dodge', out);
    }
  }
  out.push({ type: 'take' });
}

/** R-COUNTER: the counterer's strikes at the fighter who attacked it, and (a joker being an attack card) its eye-pokes. */
function counterMoves(state: RoiState, seat: number, on: number, out: RoiMove[]): void {
  strikesAt(state, seat, on, out);
  const f = state.fighters[seat]!;
  const t = state.fighters[on]!;
  if (t.ko || Math.max(Math.abs(t.x - f.x), Math.abs(t.y - f.y)) !== 1) return;
  for (const card of state.hands[handSeat(state, seat)] ?? []) if (isJoker(card)) out.push({ type: 'poke', card, target: on });
}

/** R-SPECIAL-ACE and R-SURPRISE: what the first fighter asked in phase react may do. */
function reactMoves(state: RoiState, out: RoiMove[]): void {
  const react = state.react!;
  const seat = react.seats[0]!;
  const f = state.fighters[seat]!;
  const m = state.fighters[react.mover]!;
  const dx = m.x - f.x;
  const dy = m.y - f.y;
  const line = dx !== 0 && dy !== 0 ? 'diag' : 'orth';
  const hand = state.hands[handSeat(state, seat)] ?? [];
  // R-TRIP-PLAY: a trip in your own turn is one of its 5 cards.
  if (state.advanced.specialCards && (seat !== state.current || state.played < HAND))
    for (const card of hand) if (valueOf(card) === 1 && lineOf(card) === line) out.push({ type: 'trip', card, target: react.mover });
  if (react.card !== null && react.surprise.includes(seat)) {
    const beat = valueOf(react.card);
    // R-FURY-MODE: at 8 fury a surprise attack may be a fury blow, its card counting 3 more.
    const fury = state.advanced.fury && f.fury >= 8;
    for (const card of hand) {
      // R-SURPRISE-JOKER: a joker (an attack card, higher than any move card) pokes by surprise.
      if (isJoker(card)) out.push({ type: 'poke', card, target: react.mover });
      if (!isRed(card) || isJoker(card) || lineOf(card) !== line) continue;
      const v = valueOf(card);
      if (v > beat) out.push({ type: 'surprise', card, target: react.mover, mode: 'hit' }, { type: 'surprise', card, target: react.mover, mode: 'push' });
      if (fury && Math.min(14, v + 3) > beat) out.push({ type: 'surprise', card, target: react.mover, mode: 'hit', fury: true });
    }
  }
  out.push({ type: 'pass' });
}

/** Every legal move of the actor, in a stable order. */
export function legalMoves(state: RoiState): RoiMove[] {
  if (state.status !== 'playing') return [];
  const out: RoiMove[] = [];
  switch (state.phase) {
    case 'exchange': {
      const h = state.hands[handSeat(state, state.current)] ?? [];
      const n = h.length;
      const max = Math.min(3, n, state.deck.length);
      if (n <= HAND) {
        // Unrolled (speed), in the order of pushSubsets: by size, then by hand positions.
        out.push({ type: 'exchange', cards: [] });
        if (max >= 1) for (let i = 0; i < n; i++) out.push({ type: 'exchange', cards: [h[i]!] });
        if (max >= 2) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ type: 'exchange', cards: [h[i]!, h[j]!] });
        if (max >= 3)
          for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) for (let l = j + 1; l < n; l++) out.push({ type: 'exchange', cards: [h[i]!, h[j]!, h[l]!] });
      } else pushSubsets(h, 0, max, (cards) => ({ type: 'exchange', cards }), out);
      break;
    }
    case 'play':
      playMoves(state, out);
      break;
    case 'defend':
      if (state.attack) defendMoves(state, state.attack, out);
      break;
    case 'counter':
      if (state.counterer !== null && state.counterOn !== null) counterMoves(state, state.counterer, state.counterOn, out);
      out.push({ type: 'stop' });
      break;
    case 'pincer':
      out.push({ type: 'pincer', agree: true }, { type: 'pincer', agree: false });
      break;
    case 'shed': {
      const h = state.hands[handSeat(state, state.victim ?? 0)] ?? [];
      const n = h.length;
      // The two cards to give up (all of them if fewer), by hand positions (as pushSubsets).
      if (n >= 2) for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ type: 'shed', cards: [h[i]!, h[j]!] });
      else out.push({ type: 'shed', cards: n === 1 ? [h[0]!] : [] });
      break;
    }
    case 'react':
      if (state.react) reactMoves(state, out);
      break;
    case 'keep':
      for (const card of state.spat?.cards ?? []) out.push({ type: 'keep', card });
      break;
    case 'over':
      break;
  }
  return out;
}

export type { Square };
