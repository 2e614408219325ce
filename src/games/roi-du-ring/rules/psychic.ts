// R-PSYCHIC: psychic attacks are poker hands of 2 to 5 cards, every card played belonging to
// the combination (our rule: no kickers). Levels: 1 pair, 2 two pairs, 3 three of a kind,
// 4 straight, 5 flush, 6 full house, 7 four of a kind, 8 straight flush. Jokers are wild; an
// ace is low or high, whichever is better. A hand beats another with a higher level, or the
// same level and higher ranks (compared in order of importance, an ace counting high).

import { isJoker, valueOf } from './cards';

export interface PsychicHand {
  level: number; // 1..8
  key: number[]; // ranks that break ties within a level, most important first (ace = 14)
}

const high = (v: number): number => (v === 1 ? 14 : v);

function suitOf(card: string): string {
  return card.charAt(card.length - 1);
}

/** The best reading of `cards` as a psychic attack, or null if they form none. */
export function evaluate(cards: readonly string[]): PsychicHand | null {
  const n = cards.length;
  if (n < 2 || n > 5) return null;
  if (n <= 4) {
    // Fast rejection (move generation tries every subset): 2 or 3 cards need one rank, 4 at most two.
    let a = 0;
    let b = 0;
    for (const c of cards) {
      if (isJoker(c)) continue;
      const v = valueOf(c);
      if (a === 0 || a === v) a = v;
      else if (n === 4 && (b === 0 || b === v)) b = v;
      else return null;
    }
  }
  const ranks: number[] = []; // natural ranks, ace as 1
  const suits: string[] = [];
  let jokers = 0;
  for (const c of cards) {
    if (isJoker(c)) jokers++;
    else {
      ranks.push(valueOf(c));
      suits.push(suitOf(c));
    }
  }
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(high(r), (counts.get(high(r)) ?? 0) + 1);
  const distinct = [...counts.keys()].sort((a, b) => b - a);
  let best: PsychicHand | null = null;
  const offer = (level: number, key: number[]): void => {
    if (!best || level > best.level || (level === best.level && compareKeys(key, best.key) > 0)) best = { level, key };
  };
  // Same rank: a pair (2 cards), three of a kind (3), four of a kind (4).
  if ((n === 2 || n === 3 || n === 4) && distinct.length <= 1) offer(n === 2 ? 1 : n === 3 ? 3 : 7, [distinct[0] ?? 14]);
  // Two pairs (4 cards): at most two ranks, none more than twice; jokers make the best pair missing.
  if (n === 4 && distinct.length <= 2 && [...counts.values()].every((k) => k <= 2)) {
    const pairs = distinct.slice();
    for (let r = 14; pairs.length < 2; r--) if (!pairs.includes(r)) pairs.push(r);
    offer(2, pairs.sort((a, b) => b - a));
  }
  if (n === 5) {
    // Full house: the highest three-of-a-kind rank, then the highest pair rank, that fit.
    full: for (let t = 14; t >= 2; t--) {
      for (let p = 14; p >= 2; p--) {
        if (p === t) continue;
        let fits = true;
        for (const [r, k] of counts) if (!((r === t && k <= 3) || (r === p && k <= 2))) fits = false;
        if (fits) {
          offer(6, [t, p]);
          break full;
        }
      }
    }
    // Straight: five ranks in a row, the ace low or high (10-A).
    let straightTop = 0;
    if (distinct.length === ranks.length) {
      for (let top = 14; top >= 5 && straightTop === 0; top--) {
        if (ranks.every((r) => (r >= top - 4 && r <= top) || (r === 1 && (top === 14 || top === 5)))) straightTop = top;
      }
    }
    const flush = suits.every((s) => s === suits[0]);
    if (straightTop > 0) offer(4, [straightTop]);
    if (flush) {
      const key = ranks.map(high);
      for (let j = 0; j < jokers; j++) key.push(14);
      offer(5, key.sort((a, b) => b - a));
    }
    if (flush && straightTop > 0) offer(8, [straightTop]);
  }
  return best;
}

/** > 0 when key `a` beats key `b` (same level). */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Whether hand `a` beats hand `b`. */
export function beats(a: PsychicHand, b: PsychicHand): boolean {
  return a.level > b.level || (a.level === b.level && compareKeys(a.key, b.key) > 0);
}
