// Figures for the Regality bot, printed under the regality bench rows (the `extra` of its entry):
// search speed, time to solve exactly from positions with 4..7 empty cells, the opening's value
// for the ten fixed neutral draws of seeds 1..10, and each level's win/draw/loss against random
// play and against the greedy (easy) bot.
//
// The issue asks for 1000 games per pairing. Easy (under 1 ms a game) and medium (a 4-ply search,
// ~30 ms a game) play 1000 games a pairing; perfect (20k nodes a move, ~0.3 s a game) plays
// PERFECT_GAMES (100) so its two pairings take about a minute of CPU: pass { perfectGames: 1000 }
// for the full count (about 10 minutes). The exact solves (pns.ts's df-pn, from empty tables
// each: with seconds to spend it solves more than solve.ts's bounded AND/OR search) get up to 10 s
// of CPU for each endgame, 60 s for all of them (solveCapMs, solveTotalMs), and 1 s for each
// opening (openingCapMs): a position not solved in its share is reported as such. Longer runs:
// bench/regality-solve.ts (`npm run solve`).

import { Rng } from '../../src/core/rng';
import { Searcher, chooseMove, type BotLevel } from '../../src/games/regality/ai';
import { Solver, clearSolverTables } from '../../src/games/regality/ai/solve';
import { PnSolver, clearPnTables } from '../../src/games/regality/ai/pns';
import { rules, type RegalityMove, type RegalityState } from '../../src/games/regality/rules';
import type { BenchExtra } from '../registry';

export interface RegalityBotBenchOptions {
  /** Games per pairing of easy. */
  easyGames?: number;
  /** Games per pairing of medium. */
  mediumGames?: number;
  /** Games per pairing of perfect. */
  perfectGames?: number;
  /** Perfect's budget per move in those games, in search nodes (no clock: the same games on any machine, at any load). */
  perfectNodes?: number;
  /** The most CPU time spent solving one endgame position, ms (the UI's 1 s budget is for play; here the exact value is wanted). */
  solveCapMs?: number;
  /** The most CPU time spent on all the endgame solves together, ms. */
  solveTotalMs?: number;
  /** The most CPU time spent proving one opening, ms. */
  openingCapMs?: number;
  /** Endgames solved per number of empty cells (seeds 1..n). */
  solveSeeds?: number;
  /** Openings (seeds 1..n, 10 by default) whose value the solver tries to prove. */
  openingSeeds?: number;
}

// The search's clock here is this process's CPU time, not the wall: on a loaded machine (the
// development machine runs several jobs at once) wall-clock budgets and times say more about the
// load than about the search. Times printed below are CPU milliseconds.
export const clock = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A position of a seeded random standard game, to place, with `empty` empty cells and no face-down tile. */
export function endgame(seed: number, empty: number): RegalityState | null {
  let s = rules.setup({ variant: 'standard' }, seed);
  const rng = new Rng(seed * 7919 + 1);
  for (let ply = 0; ply < 300 && s.status === 'playing'; ply++) {
    if (s.phase === 'place' && s.board.filter((c) => c === null).length === empty && s.board.every((c) => !c?.faceDown)) return s;
    const moves = rules.legalMoves(s);
    const r = rules.apply(s, moves[rng.int(moves.length)] as RegalityMove);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return null;
}

/** Perfect's games per pairing by default: at 20k nodes a move it takes ~0.6 s of CPU a game. */
const PERFECT_GAMES = 100;

/** The solver's table in the bench: 2^22 entries (64 MB); the bot's own is 2^20. */
const SOLVE_TABLE_BITS = 22;

type Player = 'random' | BotLevel;

/** One game from `seed`; returns the winner seat, or -1 for a draw (or a game cut at 400 moves). */
function game(players: readonly [Player, Player], seed: number, perfectNodes: number): number {
  let s = rules.setup({ variant: 'standard' }, seed);
  const rng = new Rng(seed ^ 0x9e3779b9);
  for (let ply = 0; s.status === 'playing'; ply++) {
    if (ply > 400) return -1; // a loop (witch, hermit): scored a draw
    const seat = s.current;
    const who = players[seat] as Player;
    let move: RegalityMove;
    if (who === 'random') {
      const moves = rules.legalMoves(s);
      move = moves[rng.int(moves.length)] as RegalityMove;
    } else move = chooseMove(rules.view(s, seat), seat, { level: who, ...(who === 'perfect' ? { maxNodes: perfectNodes } : {}), seed: seed * 1000 + ply }).move;
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const w = rules.outcome(s)?.winners ?? [];
  return w.length === 0 ? -1 : (w[0] as number);
}

/** Win/draw/loss of `a` against `b` over `n` games, seats alternating, and the time per game. */
function pairing(a: Player, b: Player, n: number, perfectNodes: number): string {
  let win = 0;
  let draw = 0;
  let loss = 0;
  const t = clock();
  for (let g = 0; g < n; g++) {
    const aSeat = g % 2;
    const players: [Player, Player] = aSeat === 0 ? [a, b] : [b, a];
    const w = game(players, g + 1, perfectNodes);
    if (w === -1) draw++;
    else if (w === aSeat) win++;
    else loss++;
  }
  return `${win}/${draw}/${loss} of ${n} (${((clock() - t) / n).toFixed(1)} CPU ms a game)`;
}

const fmtMs = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);


export function regalityBotExtra(options: RegalityBotBenchOptions = {}): BenchExtra {
  const easyGames = options.easyGames ?? 1000;
  const mediumGames = options.mediumGames ?? 1000;
  const perfectGames = options.perfectGames ?? PERFECT_GAMES;
  const perfectNodes = options.perfectNodes ?? 20_000;
  const solveCapMs = options.solveCapMs ?? 10_000;
  const solveTotalMs = options.solveTotalMs ?? 60_000;
  const openingCapMs = options.openingCapMs ?? 1000;
  const solveSeeds = options.solveSeeds ?? 3;
  const openingSeeds = options.openingSeeds ?? 10;
  const out: BenchExtra = {};

  // Exact solves (pns.ts's df-pn: who wins, and a winning move) from endgames with 4..7 empty cells,
  // seeds 1..solveSeeds: each from empty tables, capped at solveCapMs of CPU and at a fair share of
  // what is left of solveTotalMs (what a quick solve leaves goes to the positions after it).
  const positions = [4, 5, 6, 7].map((empty) => ({ empty, seeds: Array.from({ length: solveSeeds }, (_, i) => endgame(i + 1, empty)) }));
  let solveLeft = solveTotalMs;
  let positionsLeft = positions.reduce((n, p) => n + p.seeds.filter((s) => s !== null).length, 0);
  for (const { empty, seeds } of positions) {
    const times: string[] = [];
    let solved = 0;
    for (const p of seeds) {
      if (!p) continue;
      const cap = Math.min(solveCapMs, solveLeft / positionsLeft--);
      clearPnTables();
      const t = clock();
      const r = new PnSolver(SOLVE_TABLE_BITS).solve(p, { budgetMs: cap, clock });
      const ms = clock() - t;
      solveLeft -= ms;
      if (r.winner !== null) solved++;
      times.push(r.winner !== null ? `${fmtMs(ms)} ${r.winner === p.current ? 'win' : 'loss'}` : `not solved within ${fmtMs(cap)}`);
    }
    out[`solve ${empty} empty (CPU)`] = `${solved}/${times.length} solved: ${times.join(', ')}`;
  }

  // The opening's value for the fixed neutral draws of seeds 1..openingSeeds (ten by default),
  // each from empty tables by the same solver as the endgames, capped: one line per opening
  // proven, one for those that are not.
  const unproven: number[] = [];
  for (let seed = 1; seed <= openingSeeds; seed++) {
    const p = rules.setup({ variant: 'standard' }, seed);
    clearPnTables();
    const t = clock();
    const r = new PnSolver(SOLVE_TABLE_BITS).solve(p, { budgetMs: openingCapMs, clock });
    if (r.winner !== null) out[`opening value, seed ${seed}`] = `${r.winner === p.current ? 'win' : 'loss'} for the first player (${fmtMs(clock() - t)} CPU)`;
    else unproven.push(seed);
  }
  if (unproven.length > 0) out[`opening value, ${unproven.length} of ${openingSeeds} seeds`] = `not proven in ${fmtMs(openingCapMs)} CPU each (seeds ${unproven.join(', ')})`;

  // Speed: positions made and interior nodes searched per second, from a 7-empty endgame (after the
  // solves: a warm JIT), by the full-window search (medium, perfect's first half) and by the solver
  // (perfect's second half; its node is a whole turn, place and effect, so it makes more positions).
  const early = endgame(1, 7) as RegalityState;
  const t0 = clock();
  const r0 = new Searcher().run(early, { maxDepth: 64, budgetMs: 1000, clock });
  const dt = clock() - t0;
  out['search positions/CPU-s'] = Math.round((r0.positions / dt) * 1000);
  out['search nodes/CPU-s (interior)'] = Math.round((r0.nodes / dt) * 1000);
  clearSolverTables();
  const t1 = clock();
  const r1 = new Solver(SOLVE_TABLE_BITS).solve(early, { budgetMs: 1000, clock });
  const dt1 = clock() - t1;
  out['solver positions/CPU-s'] = Math.round((r1.positions / dt1) * 1000);
  out['solver nodes (turns)/CPU-s'] = Math.round((r1.nodes / dt1) * 1000);

  // Each level against random play and against the greedy bot (easy): win/draw/loss of the level.
  // The bots run without a clock here (medium's 4 plies always finish; perfect stops at
  // perfectNodes a move), so these results are the same on any machine.
  out['easy vs random (W/D/L)'] = pairing('easy', 'random', easyGames, perfectNodes);
  out['easy vs greedy (W/D/L)'] = pairing('easy', 'easy', easyGames, perfectNodes);
  out['medium vs random (W/D/L)'] = pairing('medium', 'random', mediumGames, perfectNodes);
  out['medium vs greedy (W/D/L)'] = pairing('medium', 'easy', mediumGames, perfectNodes);
  out[`perfect ${perfectNodes / 1000}k nodes vs random`] = pairing('perfect', 'random', perfectGames, perfectNodes);
  out[`perfect ${perfectNodes / 1000}k nodes vs greedy`] = pairing('perfect', 'easy', perfectGames, perfectNodes);
  return out;
}
