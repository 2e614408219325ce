// Random playouts through the rules contract only: at every step the full legalMoves list is
// built, one move picked with the seeded RNG and applied; a finished game is replaced by a new
// one with a new seed. Prints games/s, moves/s and mean moves per game for every configuration
// of every registered game (bench/registry.ts), as the median of several timed runs. Each game
// runs in a process of its own: in one shared process the playout loop's calls into `rules`
// meet every game in turn, and V8 then compiles them for many shapes, which slowed the games
// measured last by up to a third (Regicide at 4 players: 1.12-1.34M moves/s after the other games,
// 1.49-1.68M alone, the same minutes, load average under 1).
//
//   npm run bench -- [--time=ms] [--runs=n] [--game=id] [--json] [--no-extra]

import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { AnyRules } from '../src/core/contract';
import { Rng, seedRng } from '../src/core/rng';
import { BENCH_ENTRIES, type BenchExtra } from './registry';

interface Flags {
  time: number;
  runs: number;
  game: string | null;
  json: boolean;
  extra: boolean; // run entries' extra measurements (bots); --no-extra skips them
}

interface Run {
  games: number;
  moves: number;
  ms: number;
}

export interface BenchRow {
  game: string;
  config: string;
  gamesPerSec: number;
  movesPerSec: number;
  meanMoves: number;
  runs: number;
}

/** What an entry's `extra` hook measured, as one more element of the --json array. */
export interface BenchExtraRow {
  game: string;
  config: 'extra';
  extra: BenchExtra;
}

const MAX_MOVES_PER_GAME = 100_000; // a game this long is a rules bug, not a benchmark
const WARM_UP_MS = 200;

function parseFlags(argv: string[]): Flags {
  const flags: Flags = { time: 1000, runs: 5, game: null, json: false, extra: true };
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2);
    const n = Number(value);
    if (key === '--time' && Number.isFinite(n) && n > 0) flags.time = n;
    else if (key === '--runs' && Number.isInteger(n) && n > 0) flags.runs = n;
    else if (key === '--game' && value) flags.game = value;
    else if (key === '--json' && value === undefined) flags.json = true;
    else if (key === '--no-extra' && value === undefined) flags.extra = false;
    else throw new Error(`unknown or bad flag ${arg} (use --time=ms --runs=n --game=id --json --no-extra)`);
  }
  return flags;
}

/** Play random games for `ms` milliseconds, starting from `seed`. */
function playout(rules: AnyRules, options: unknown, seed: number, ms: number): Run {
  const pick = new Rng(seedRng(seed));
  const start = performance.now();
  const end = start + ms;
  let games = 0;
  let moves = 0;
  let now = start;
  while (now < end) {
    let state = rules.setup(options, seed + games);
    let length = 0;
    for (let legal = rules.legalMoves(state); legal.length > 0; legal = rules.legalMoves(state)) {
      const applied = rules.apply(state, legal[pick.int(legal.length)]);
      if (!applied.ok) throw new Error(`${rules.id}: a legal move was refused: ${applied.error.message}`);
      state = applied.state;
      if (++length > MAX_MOVES_PER_GAME) throw new Error(`${rules.id}: a game ran past ${MAX_MOVES_PER_GAME} moves`);
    }
    games++;
    moves += length;
    now = performance.now();
  }
  return { games, moves, ms: now - start };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

function measure(rules: AnyRules, options: unknown, flags: Flags): Omit<BenchRow, 'game' | 'config'> {
  playout(rules, options, 1, Math.min(WARM_UP_MS, flags.time));
  const runs = Array.from({ length: flags.runs }, (_, i) => playout(rules, options, 1_000_003 * (i + 1), flags.time));
  return {
    gamesPerSec: median(runs.map((r) => (r.games * 1000) / r.ms)),
    movesPerSec: median(runs.map((r) => (r.moves * 1000) / r.ms)),
    meanMoves: median(runs.map((r) => r.moves / Math.max(1, r.games))),
    runs: flags.runs,
  };
}

const fmt = (x: number): string => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const flags = parseFlags(argv);
  const entries = BENCH_ENTRIES.filter((e) => flags.game === null || e.id === flags.game);
  if (entries.length === 0) throw new Error(`no game "${flags.game}" in bench/registry.ts (have: ${BENCH_ENTRIES.map((e) => e.id).join(', ')})`);
  if (flags.game === null) return runEach(entries.map((e) => e.id), argv, flags);
  const rows: (BenchRow | BenchExtraRow)[] = [];
  if (!flags.json) console.log(`random playouts, median of ${flags.runs} runs x ${flags.time} ms\n`);
  for (const entry of entries) {
    if (!flags.json) console.log(entry.label);
    for (const config of entry.configs) {
      const row: BenchRow = { game: entry.id, config: config.label, ...measure(entry.rules, config.options, flags) };
      rows.push(row);
      if (!flags.json) {
        console.log(`  ${config.label.padEnd(24)} ${fmt(row.gamesPerSec).padStart(10)} games/s ${fmt(row.movesPerSec).padStart(12)} moves/s ${row.meanMoves.toFixed(1).padStart(8)} moves/game`);
      }
    }
    if (entry.extra && flags.extra) {
      const extra = await entry.extra();
      rows.push({ game: entry.id, config: 'extra', extra });
      if (!flags.json) for (const [k, v] of Object.entries(extra)) console.log(`  ${k.padEnd(24)} ${typeof v === 'number' ? fmt(v) : v}`);
    }
  }
  if (flags.json) console.log(JSON.stringify(rows, null, 2));
}

/** Every game in a fresh process of its own (this script again, with --game), one after another. */
function runEach(ids: string[], argv: string[], flags: Flags): void {
  const rows: unknown[] = [];
  if (!flags.json) console.log(`random playouts, median of ${flags.runs} runs x ${flags.time} ms, each game in a process of its own\n`);
  for (const id of ids) {
    const args = [...process.execArgv, process.argv[1] as string, ...argv, `--game=${id}`];
    const child = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
    if (child.status !== 0) throw new Error(`bench: the run of ${id} failed (exit ${child.status ?? child.signal})`);
    if (flags.json) rows.push(...(JSON.parse(child.stdout) as unknown[]));
    else process.stdout.write(child.stdout.split('\n').slice(2).join('\n')); // without its own heading
  }
  if (flags.json) console.log(JSON.stringify(rows, null, 2));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
});
