// The Regality vs Religion bot, pure: it sees only a seat's view and answers one move.
//
// Levels: easy is greedy (the best ally difference after the move and its effect, ties broken by
// a seeded Rng); medium searches 4 plies, its turn and the reply (negamax with alpha-beta; 3 plies
// stopped before the reply's effect and barely beat greedy); perfect is an exact game-tree search:
// a full-window negamax (alpha-beta, transposition table, move ordering, iterative
// deepening) for half its budget, then the exact solver (solve.ts: won, lost or drawn) for the rest;
// it stops at its time budget (never over 1 s) with a proven winning (or, in a drawn position, a
// drawing) move, or else the full-window move.
//
// Hidden information: only the secret variants hide anything that play depends on (the other
// seat's secret neutrals; the undealt pile is never used once play has begun). There the bot
// samples: each hidden tile of the other zone is replaced by a distinct tile drawn (seeded Rng)
// from the neutrals it has not seen anywhere (board, zones, neutral zone, discard, draft pool), the
// sampled position is searched as if open, and this is done for a few
// samples (perfect 4, medium 2, easy 1) splitting the budget; the move most samples choose wins
// (ties: the higher summed value). So in secret variants "perfect" is perfect only for the sampled
// hands; in every open variant the view is complete and the search is exact.
//
// The draft (draft and secret-draft variants) is not searched (the pile it draws from is hidden):
// the bot takes the first tile of a fixed ranking; easy takes one at random.

import { HIDDEN, type Bot, type Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { rules } from '../rules';
import { SHUFFLED_NEUTRALS } from '../rules/tiles';
import type { RegalityMove, RegalityState } from '../rules/types';
import { positionHash } from './hash';
import { Searcher, WIN, greedyValues, type SearchResult } from './search';
import { Solver } from './solve';
import { BOT_LEVELS, DEFAULT_BUDGET_MS, MAX_BUDGET_MS, matchLegal, moveKey, type BotLevel } from './levels';

export { WIN, ALLY, evaluate, terminalValue, Searcher, type SearchLimits, type SearchResult } from './search';
export { positionHash } from './hash';

export { BOT_LEVELS, isBotLevel, MAX_BUDGET_MS, DEFAULT_BUDGET_MS, matchLegal, type BotLevel } from './levels';
/** Where there is no clock, a node budget stands in for the time budget. */
export const DEFAULT_MAX_NODES = 200_000;
const PERFECT_DEPTH = 64;
const MEDIUM_DEPTH = 4;

export interface BotOptions {
  level: BotLevel;
  /** Milliseconds to think (medium, perfect), capped at MAX_BUDGET_MS; needs `clock`. */
  budgetMs?: number;
  /** A millisecond clock; without one the search stops on `maxNodes` instead. */
  clock?: () => number;
  maxNodes?: number;
  /** Seeds the tie-breaks and the sampling; default: from the position, so a position always gets the same move. */
  seed?: number;
}

export interface BotChoice {
  move: RegalityMove;
  /** The searched (or greedy) value of the move for the bot (see WIN, ALLY). */
  value: number;
  depth: number;
  exact: boolean;
  nodes: number;
  /** How many sampled hands were searched (1 when nothing is hidden). */
  samples: number;
}

/** Neutrals worth taking in a draft, best first (Death, which its ally loses with, last). */
export const DRAFT_RANKING: readonly string[] = [
  'dragon', 'fairy', 'samurai', 'ninja', 'bard', 'performer', 'assassin', 'pirate', 'witch', 'hermit',
  'fortuneteller', 'sage', 'tower', 'shaman', 'sorceress', 'citizen', 'death',
];

const hasHidden = (view: RegalityState, seat: Seat): boolean => (view.zones[1 - seat] ?? []).includes(HIDDEN);

/** The view with the other seat's hidden tiles replaced by distinct unseen neutrals drawn with `rng`. */
export function sampleHidden(view: RegalityState, seat: Seat, rng: Rng): RegalityState {
  const other = 1 - seat;
  const seen = new Set<string>();
  const see = (list: readonly string[]): void => list.forEach((t) => t !== HIDDEN && seen.add(t));
  for (const c of view.board) {
    if (!c) continue;
    seen.add(c.tile);
    if (c.under) seen.add(c.under);
  }
  view.zones.forEach(see);
  see(view.neutral);
  see(view.discarded);
  see(view.draftPool);
  const unseen = rng.shuffleInPlace(SHUFFLED_NEUTRALS.filter((t) => !seen.has(t)));
  const drawn: string[] = [];
  const zone: string[] = [];
  for (const t of view.zones[other] ?? []) {
    if (t !== HIDDEN) zone.push(t);
    else {
      const pick = unseen.pop();
      if (pick !== undefined) {
        zone.push(pick);
        drawn.push(pick);
      }
    }
  }
  const zones = view.zones.map((z, s) => (s === other ? zone : [...z]));
  const secret = view.secret.map((z, s) => (s === other ? drawn : [...z]));
  return { ...view, board: view.board.slice(), zones, secret };
}

function draftMove(view: RegalityState, level: BotLevel, rng: Rng): RegalityMove {
  const pool = view.draftPool.filter((t) => t !== HIDDEN);
  if (pool.length === 0) throw new Error('regality bot: nothing to draft in this view');
  const tile = level === 'easy' ? (pool[rng.int(pool.length)] as string) : ([...pool].sort((a, b) => rank(a) - rank(b))[0] as string);
  return { type: 'draft', tile };
}

const rank = (tile: string): number => {
  const i = DRAFT_RANKING.indexOf(tile);
  return i < 0 ? DRAFT_RANKING.length : i;
};

/** Easy: the best greedy value, ties broken with `rng`. */
export function greedyMove(state: RegalityState, rng: Rng): { move: RegalityMove; value: number } {
  const moves = rules.legalMoves(state);
  let best = -Infinity;
  let ties: RegalityMove[] = [];
  const values = greedyValues(state, moves);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as RegalityMove;
    const v = values[i] as number;
    if (v > best) {
      best = v;
      ties = [m];
    } else if (v === best) ties.push(m);
  }
  if (ties.length === 0) throw new Error('regality bot: no legal move');
  return { move: ties[rng.int(ties.length)] as RegalityMove, value: best };
}


/**
 * Perfect: half the budget to the full-window search (the move to play when nothing is proven: it
 * makes the most of the ally balance), the rest to the exact solver (solve.ts). A proven win plays
 * the solver's winning move; a proven loss keeps the full-window move (every move loses against
 * perfect play; that one makes the most of a mistake).
 */
export function perfectSearch(p: RegalityState, budgetMs: number, clock: (() => number) | undefined, maxNodes: number): SearchResult {
  const start = clock ? clock() : 0;
  const full = new Searcher().run(p, { maxDepth: PERFECT_DEPTH, budgetMs: budgetMs / 2, ...(clock ? { clock } : {}), maxNodes: Math.ceil(maxNodes / 2) });
  if (full.exact) return full;
  const limits = clock ? { clock, budgetMs: budgetMs - (clock() - start), maxNodes: maxNodes - full.nodes } : { maxNodes: maxNodes - full.nodes };
  const solved = new Solver().solve(p, limits);
  const nodes = full.nodes + solved.nodes;
  // A proven draw (neither seat can force a win): the solver's move keeps it, where it found one.
  if (solved.draw) return { ...full, ...(solved.move ? { move: solved.move } : {}), value: 0, exact: solved.move !== null, nodes };
  if (solved.winner === null) return { ...full, nodes };
  // A decided value, in WIN units shrunk by the turns left (as the full-window search counts plies).
  const value = WIN - 2 * solved.turns;
  if (solved.winner === p.current && solved.move) return { ...full, move: solved.move, value, exact: true, nodes };
  return { ...full, value: -value, exact: true, nodes };
}

/** The bot's move for `seat` from its view (which must be that seat's turn). */
export function chooseMove(view: RegalityState, seat: Seat, options: BotOptions): BotChoice {
  if (view.status === 'over' || view.current !== seat) throw new Error(`regality bot: it is not seat ${seat}'s turn`);
  const level = options.level;
  const rng = new Rng(seedRng(options.seed ?? positionHash(view)));
  // Between two games of a match the bot, having lost, chooses to start the next one itself.
  if (view.phase === 'between') return { move: { type: 'choose-first', seat }, value: 0, depth: 0, exact: false, nodes: 0, samples: 0 };
  if (view.phase === 'draft') return { move: draftMove(view, level, rng), value: 0, depth: 0, exact: false, nodes: 0, samples: 0 };
  const hidden = hasHidden(view, seat);
  const samples = !hidden ? 1 : level === 'perfect' ? 4 : level === 'medium' ? 2 : 1;
  const positions = Array.from({ length: samples }, () => (hidden ? sampleHidden(view, seat, rng) : view));
  if (level === 'easy') {
    const { move, value } = greedyMove(positions[0] as RegalityState, rng);
    return { move, value, depth: 1, exact: false, nodes: 0, samples };
  }
  const budget = Math.min(options.budgetMs ?? DEFAULT_BUDGET_MS[level], MAX_BUDGET_MS);
  const maxNodes = Math.ceil((options.maxNodes ?? (options.clock ? Infinity : DEFAULT_MAX_NODES)) / samples);
  const results: SearchResult[] = positions.map((p) =>
    level === 'perfect'
      ? perfectSearch(p, budget / samples, options.clock, maxNodes)
      : new Searcher().run(p, { maxDepth: MEDIUM_DEPTH, budgetMs: budget / samples, ...(options.clock ? { clock: options.clock } : {}), maxNodes }),
  );
  if (results.length === 1) {
    const r = results[0] as SearchResult;
    return { move: r.move, value: r.value, depth: r.depth, exact: r.exact, nodes: r.nodes, samples };
  }
  // Several sampled hands: the move most of them choose, then the higher summed value.
  const votes = new Map<string, { move: RegalityMove; count: number; sum: number }>();
  for (const r of results) {
    const k = moveKey(r.move);
    const v = votes.get(k) ?? { move: r.move, count: 0, sum: 0 };
    v.count++;
    v.sum += r.value;
    votes.set(k, v);
  }
  let pick: { move: RegalityMove; count: number; sum: number } | null = null;
  for (const v of votes.values()) if (!pick || v.count > pick.count || (v.count === pick.count && v.sum > pick.sum)) pick = v;
  const chosen = pick as { move: RegalityMove; count: number; sum: number };
  return {
    move: chosen.move,
    value: chosen.sum / chosen.count,
    depth: Math.min(...results.map((r) => r.depth)),
    exact: false,
    nodes: results.reduce((n, r) => n + r.nodes, 0),
    samples,
  };
}

/**
 * The levels in the contract's shape (CONTRACT.md, Bots), easiest first, for the bot worker, the
 * hint and the bench: each sees only `rules.view` of what it is given; `timeMs` (read through
 * `now`) is the budget, `iterations` a node budget where there is no clock.
 */
export const bots: readonly Bot<RegalityState, RegalityMove>[] = BOT_LEVELS.map((level) => ({
  level,
  choose(state, legal, seat, o) {
    const choice = chooseMove(rules.view(state, seat), seat, {
      level,
      seed: o.seed,
      ...(o.timeMs !== undefined ? { budgetMs: o.timeMs } : {}),
      ...(o.now ? { clock: o.now } : {}),
      ...(o.iterations !== undefined ? { maxNodes: o.iterations } : {}),
    });
    return (matchLegal(choice.move, legal) ?? legal[0]) as RegalityMove;
  },
}));
