// The time of a whole Regicide solo game's verdicts (issue 29 item 2): deals played by the easy
// bot (a player who makes mistakes), each of its moves then judged by the strong bot's verdict
// (src/games/regicide/ai/verdict.ts: two searches of VERDICT_ITERATIONS playouts, one where the
// bot's pick is the move played). Prints one JSON line per game and a summary on stdout; the CPU
// time is this process's own (load on the machine does not count), the wall time beside it.
//
//   npm run bench:verdicts -- --games=5 [--from=1] [--iterations=2000]
import { rules } from '../src/games/regicide/rules';
import type { RegicideMove, RegicideState } from '../src/games/regicide/rules';
import { easy } from '../src/games/regicide/ai';
import { judgeMove, VERDICT_ITERATIONS, type Mark } from '../src/games/regicide/ai/verdict';
import { cpuMs } from './bot-stats';

const arg = (name: string, d: number): number => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.slice(name.length + 3)) : d;
};
const games = arg('games', 5);
const from = arg('from', 1);
const iterations = arg('iterations', VERDICT_ITERATIONS);

let allMoves = 0;
let allCpu = 0;
let allWall = 0;
for (let k = 0; k < games; k++) {
  const deal = from + k;
  let state: RegicideState = rules.setup({ players: 1 }, deal);
  const played: { state: RegicideState; move: RegicideMove }[] = [];
  while (rules.outcome(state) === null) {
    const legal = rules.legalMoves(state);
    const move = easy.choose(state, legal, 0, { seed: deal * 1000 + played.length });
    played.push({ state, move });
    const r = rules.apply(state, move);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  const marks: Record<Mark, number> = { good: 0, doubtful: 0, mistake: 0 };
  const cpu0 = cpuMs();
  const wall0 = performance.now();
  played.forEach(({ state: s, move }, i) => {
    marks[judgeMove(s, 0, move, deal * 7919 + i, iterations).mark]++;
  });
  const cpu = cpuMs() - cpu0;
  const wall = performance.now() - wall0;
  allMoves += played.length;
  allCpu += cpu;
  allWall += wall;
  process.stdout.write(`${JSON.stringify({ deal, won: state.status === 'won', moves: played.length, cpuS: +(cpu / 1000).toFixed(1), wallS: +(wall / 1000).toFixed(1), marks })}\n`);
}
process.stdout.write(`${JSON.stringify({ games, iterations, moves: allMoves, cpuSPerGame: +(allCpu / 1000 / games).toFixed(1), wallSPerGame: +(allWall / 1000 / games).toFixed(1), cpuMsPerMove: Math.round(allCpu / allMoves) })}\n`);
