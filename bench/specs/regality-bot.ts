// Figures for the Regality bot, printed under the regality bench rows (the `extra` of its entry):
// search speed, time to solve exactly from positions with 4..7 empty cells, and match results.
// The issue asks for 1000 games per pairing; the default here is smaller to keep the bench near
// 20 s: pass { games, perfectGames } for more.

import { Rng } from '../../src/core/rng';
import { Searcher, WIN, chooseMove, type BotLevel } from '../../src/games/regality/ai';
import { rules, type RegalityMove, type RegalityState } from '../../src/games/regality/rules';
import type { BenchExtra } from '../registry';

export interface RegalityBotBenchOptions {
  /** Games of easy against random. */
  games?: number;
  /** Games of perfect against easy. */
  perfectGames?: number;
  /** Perfect's budget per move in those games, ms. */
  perfectBudgetMs?: number;
  /** The most time spent solving one endgame, ms. */
  solveCapMs?: number;
}

const clock = (): number => performance.now();

function endgame(seed: number, empty: number): RegalityState | null {
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

type Player = 'random' | BotLevel;

/** One game from `seed`; returns the winner seat, or -1 for a draw. */
function game(players: readonly [Player, Player], seed: number, perfectBudgetMs: number): number {
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
    } else move = chooseMove(rules.view(s, seat), seat, { level: who, budgetMs: perfectBudgetMs, clock, seed: seed * 1000 + ply }).move;
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  const w = rules.outcome(s)?.winners ?? [];
  return w.length === 0 ? -1 : (w[0] as number);
}

/** Win/draw/loss of `a` against `b` over `n` games, seats alternating. */
function match(a: Player, b: Player, n: number, perfectBudgetMs: number): string {
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let g = 0; g < n; g++) {
    const aSeat = g % 2;
    const players: [Player, Player] = aSeat === 0 ? [a, b] : [b, a];
    const w = game(players, g + 1, perfectBudgetMs);
    if (w === -1) draw++;
    else if (w === aSeat) win++;
    else loss++;
  }
  return `${win}/${draw}/${loss} of ${n}`;
}

export function regalityBotExtra(options: RegalityBotBenchOptions = {}): BenchExtra {
  const games = options.games ?? 100;
  const perfectGames = options.perfectGames ?? 10;
  const perfectBudgetMs = options.perfectBudgetMs ?? 50;
  const solveCapMs = options.solveCapMs ?? 1500;
  const out: BenchExtra = {};

  // Exact solve times from endgames with 4..7 empty cells (seed 1 of each), capped.
  for (const empty of [4, 5, 6, 7]) {
    const p = endgame(1, empty);
    if (!p) {
      out[`solve ${empty} empty`] = 'no such position';
      continue;
    }
    const t = clock();
    const r = new Searcher().run(p, { maxDepth: 64, budgetMs: solveCapMs, clock });
    const ms = clock() - t;
    const value = r.value > WIN / 2 ? 'win' : r.value < -WIN / 2 ? 'loss' : r.exact ? 'draw' : `~${r.value}`;
    out[`solve ${empty} empty`] = r.exact ? `${ms.toFixed(0)} ms (${value})` : `not solved in ${solveCapMs} ms (depth ${r.depth}, eval ${value})`;
  }

  // Speed: positions generated per second by a perfect search from an early position (after the solves: a warm JIT).
  const early = endgame(1, 7) as RegalityState;
  const speed = new Searcher();
  const t0 = clock();
  const r0 = speed.run(early, { maxDepth: 64, budgetMs: 1000, clock });
  const dt = clock() - t0;
  out['bot positions/s'] = Math.round((r0.positions / dt) * 1000);
  out['bot nodes/s (interior)'] = Math.round((r0.nodes / dt) * 1000);

  // Matches (win/draw/loss of the first named).
  out['easy vs random (W/D/L)'] = match('easy', 'random', games, perfectBudgetMs);
  out['medium vs easy (W/D/L)'] = match('medium', 'easy', perfectGames, perfectBudgetMs);
  out[`perfect (${perfectBudgetMs} ms/move) vs easy (W/D/L)`] = match('perfect', 'easy', perfectGames, perfectBudgetMs);
  return out;
}
