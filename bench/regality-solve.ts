// Exact solves of Regality endgames with caps of your choosing: the bench's positions
// (`endgame(seed, empty)`: a seeded random standard game, to place, with `empty` empty cells and
// no face-down tile) or the opening, each from empty tables, by the proof-number solver (pns.ts,
// the bench's) or the bounded one (solve.ts, the perfect level's). CPU times, one position at a
// time. The bench itself gives each endgame at most 10 s; this is for the longer runs the README
// quotes.
//
//   npm run --silent solve -- [--empty=4,5,6,7] [--seeds=1-3] [--cap=10] [--bits=22] [--solver=pn|bounded] [--opening]
//
// --cap is in CPU seconds per position; --bits the table's size (2^bits entries of 16 bytes:
// 22 is 64 MB, 24 is 256 MB); --opening solves the start of the game for each seed instead.

import { Solver, clearSolverTables } from '../src/games/regality/ai/solve';
import { PnSolver, clearPnTables } from '../src/games/regality/ai/pns';
import { rules } from '../src/games/regality/rules';
import type { RegalityState } from '../src/games/regality/rules/types';
import { clock, endgame } from './specs/regality-bot';

interface Flags {
  empty: number[];
  seeds: number[];
  cap: number;
  bits: number;
  solver: 'pn' | 'bounded';
  opening: boolean;
}

function list(value: string, name: string): number[] {
  const out: number[] = [];
  for (const part of value.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new Error(`--${name}: expected numbers like 1,2,5-8, not ${JSON.stringify(value)}`);
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    for (let i = a; i <= b; i++) out.push(i);
  }
  return out;
}

function parseFlags(argv: string[]): Flags {
  const flags: Flags = { empty: [4, 5, 6, 7], seeds: [1, 2, 3], cap: 10, bits: 22, solver: 'pn', opening: false };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2) as [string, string | undefined];
    if (key === '--empty' && value) flags.empty = list(value, 'empty');
    else if (key === '--seeds' && value) flags.seeds = list(value, 'seeds');
    else if (key === '--cap' && value && Number(value) > 0) flags.cap = Number(value);
    else if (key === '--bits' && value && /^\d+$/.test(value) && Number(value) >= 10 && Number(value) <= 26) flags.bits = Number(value);
    else if (key === '--solver' && (value === 'pn' || value === 'bounded')) flags.solver = value;
    else if (key === '--opening' && value === undefined) flags.opening = true;
    else throw new Error(`unknown or bad flag ${arg} (use --empty=4,5 --seeds=1-3 --cap=seconds --bits=10..26 --solver=pn|bounded --opening)`);
  }
  if (flags.empty.some((e) => e < 1 || e > 8)) throw new Error('--empty: from 1 to 8 empty cells');
  return flags;
}

/**
 * One solve's verdict for the side to move: a win, a loss, a proven draw (the bounded solver proves
 * draws, issue 26: a face-down tile on the full board counts for nobody), or not solved in the cap.
 */
export function verdict(r: { winner: number | null; draw: boolean }, toMove: number, seconds: number): string {
  if (r.winner !== null) return `${r.winner === toMove ? 'win' : 'loss'} for the side to move, ${seconds.toFixed(2)} s`;
  if (r.draw) return `draw with best play, ${seconds.toFixed(2)} s`;
  return `not solved in ${seconds.toFixed(1)} s`;
}

function solveOne(label: string, p: RegalityState, flags: Flags): void {
  const t = clock();
  let r;
  if (flags.solver === 'pn') {
    clearPnTables();
    r = new PnSolver(flags.bits).solve(p, { budgetMs: flags.cap * 1000, clock });
  } else {
    clearSolverTables();
    r = new Solver(flags.bits).solve(p, { budgetMs: flags.cap * 1000, clock });
  }
  const s = (clock() - t) / 1000;
  console.log(`${label}: ${verdict(r, p.current, s)} (${r.nodes} nodes, ${r.positions} positions made)`);
}

function main(): void {
  let flags: Flags;
  try {
    flags = parseFlags(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 2;
    return;
  }
  console.log(`Regality exact solves: ${flags.solver === 'pn' ? 'proof-number (pns.ts)' : 'bounded (solve.ts)'} solver, 2^${flags.bits} table entries, cap ${flags.cap} CPU s each`);
  for (const seed of flags.opening ? flags.seeds : []) solveOne(`opening, seed ${seed}`, rules.setup({ variant: 'standard' }, seed), flags);
  if (flags.opening) return;
  for (const empty of flags.empty) {
    for (const seed of flags.seeds) {
      const p = endgame(seed, empty);
      if (p) solveOne(`${empty} empty, seed ${seed}`, p, flags);
      else console.log(`${empty} empty, seed ${seed}: no such position in that game`);
    }
  }
}

// Run as a script (npm run solve), not when a test imports `verdict`.
if (!process.env.VITEST) main();
