// Information-set Monte Carlo tree search (single observer) for one seat of Regicide.
//
// Each iteration deals one determinization of the seat's view (determinize.ts), walks the tree
// down the seat's own decisions (the moves the seat makes in a row: a play, its discard, the play
// after a kill, the choice after a jester; solo, the whole game), adds one node, and plays the
// rest of the game out with the heuristic policy for every seat (policy.ts). A node's children
// are the policy's best few legal moves; a child is picked by UCB over the times it was
// available (moves exist in some determinizations only). The reward is 1 for a win, and for a
// loss a small share of the castle's progress, so that search still leans toward the better
// losses when no line wins. The move played is the root's most visited child.

import type { Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { apply } from '../rules/apply';
import { enemyHealth } from '../rules/cards';
import { legalMoves } from '../rules/moves';
import type { RegicideMove, RegicideState } from '../rules/types';
import { determinize } from './determinize';
import { bestIndex, scoreMove } from './policy';

export interface SearchSettings {
  iterations: number; // most iterations (a fixed budget)
  timeMs?: number; // stop once this much time has passed on `now`
  now?: () => number;
  rootWidth: number; // how many of the policy's best moves the root considers
  width: number; // the same below the root
  exploration: number; // UCB constant
  lossShare: number; // reward of a loss per unit of progress (0..1)
  partners: number; // 1: the tree goes on through the other seats' decisions too (all seats share the reward)
  only?: ReadonlySet<string>; // the root's moves, by moveKey, where set (the seat's covers worth keeping)
}

export const DEFAULT_SETTINGS: SearchSettings = { iterations: 1000, rootWidth: 10, width: 5, exploration: 0.6, lossShare: 0.3, partners: 0 };

interface Child {
  move: RegicideMove;
  key: string;
  visits: number;
  reward: number;
  /** Playouts that ended in a win (the chance of winning, for a game's review). */
  wins: number;
  available: number;
  node: Node | null;
}

interface Node {
  children: Map<string, Child>;
}

export const moveKey = (m: RegicideMove): string => {
  switch (m.type) {
    case 'play':
      return 'p' + m.cards.join(',');
    case 'discard':
      return 'd' + m.cards.join(',');
    case 'choose':
      return 'c' + m.seat;
    case 'yield':
      return 'y';
    case 'flip':
      return 'f';
  }
};

function step(s: RegicideState, m: RegicideMove): RegicideState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`regicide bot: ${r.error.message}`);
  return r.state;
}

/** How far the castle has fallen: 0 at the start, 1 when the last king falls. */
export function progress(s: RegicideState): number {
  if (s.status === 'won') return 1;
  const fallen = 12 - s.castle.length - (s.enemy ? 1 : 0);
  const part = s.enemy ? Math.min(1, s.damage / enemyHealth(s.enemy)) : 0;
  return (fallen + part) / 12;
}

/** Play `s` to its end with the policy for every seat. */
export function rollout(s: RegicideState): RegicideState {
  while (s.status === 'playing') {
    const legal = legalMoves(s);
    s = step(s, legal[bestIndex(s, legal)] as RegicideMove);
  }
  return s;
}

/** The `width` legal moves the policy rates highest, best first. */
function candidates(s: RegicideState, legal: readonly RegicideMove[], width: number): RegicideMove[] {
  if (legal.length <= 1) return legal.slice();
  const scored = legal.map((m, i) => ({ m, v: scoreMove(s, m), i }));
  scored.sort((a, b) => b.v - a.v || a.i - b.i);
  return scored.slice(0, width).map((x) => x.m);
}

export interface SearchResult {
  move: RegicideMove;
  iterations: number;
  /** Mean reward of the chosen move. */
  value: number;
  /** The share of the chosen move's playouts that were won. */
  chance: number;
}

/** The seat's move in `view` by IS-MCTS; randomness from `seed`. */
export function search(view: RegicideState, seat: Seat, seed: number, settings: SearchSettings): SearchResult {
  const rng = new Rng(seed >>> 0);
  const root: Node = { children: new Map() };
  const { now, timeMs } = settings;
  const deadline = now && timeMs !== undefined ? now() + timeMs : Infinity;
  let it = 0;
  for (; it < settings.iterations; it++) {
    if (deadline !== Infinity && (it & 7) === 0 && it > 0 && (now as () => number)() >= deadline) break;
    let s = determinize(view, seat, rng);
    let node: Node = root;
    const path: Child[] = [];
    let depth = 0;
    for (;;) {
      if (s.status !== 'playing' || (s.current !== seat && settings.partners === 0)) break;
      const all = legalMoves(s);
      const only = depth === 0 ? settings.only : undefined;
      const legal = only ? all.filter((m) => only.has(moveKey(m))) : all;
      const moves = candidates(s, legal, depth === 0 ? settings.rootWidth : settings.width);
      let fresh: Child | null = null;
      let pick: Child | null = null;
      let bestUcb = -Infinity;
      const here: Child[] = [];
      for (const m of moves) {
        const key = moveKey(m);
        let c = node.children.get(key);
        if (!c) {
          c = { move: m, key, visits: 0, reward: 0, wins: 0, available: 0, node: null };
          node.children.set(key, c);
        }
        c.available++;
        here.push(c);
        if (c.visits === 0 && fresh === null) fresh = c;
      }
      if (fresh !== null) pick = fresh;
      else {
        for (const c of here) {
          const u = c.reward / c.visits + settings.exploration * Math.sqrt(Math.log(c.available) / c.visits);
          if (u > bestUcb) {
            bestUcb = u;
            pick = c;
          }
        }
      }
      const chosen = pick as Child;
      path.push(chosen);
      s = step(s, chosen.move);
      depth++;
      if (chosen.visits === 0) break; // a new leaf: play out from here
      if (chosen.node === null) chosen.node = { children: new Map() };
      node = chosen.node;
    }
    const end = rollout(s);
    const won = end.status === 'won';
    const reward = won ? 1 : settings.lossShare * progress(end);
    for (const c of path) {
      c.visits++;
      c.reward += reward;
      if (won) c.wins++;
    }
  }
  let best: Child | null = null;
  for (const c of root.children.values()) if (best === null || c.visits > best.visits || (c.visits === best.visits && c.reward > best.reward)) best = c;
  if (best === null) throw new Error('regicide bot: nothing to search');
  return { move: best.move, iterations: it, value: best.visits > 0 ? best.reward / best.visits : 0, chance: best.visits > 0 ? best.wins / best.visits : 0 };
}
