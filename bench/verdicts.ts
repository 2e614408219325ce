// The time of a whole game's verdicts (issue 29 item 2), per game: deals played by the easy bot at
// every seat (a player who makes mistakes), each move of seat 0 (the person) then judged by that
// game's verdict (src/games/<id>/ai/verdict.ts) with the seed the review gives it (seedFromView).
// Prints one JSON line per game and a summary on stdout; the CPU time is this process's own (load
// on the machine does not count), the wall time beside it.
//
//   npm run bench:verdicts -- [--game=regicide|castle-panic|roi-du-ring|regality] [--games=5] [--from=1]
import type { AnyRules, Bot } from '../src/core/contract';
import { seedFromView } from '../src/core/rng';
import type { Mark, Verdict } from '../src/core/verdict';
import { rules as regicide } from '../src/games/regicide/rules';
import { easy as regicideEasy } from '../src/games/regicide/ai';
import { judgeMove as judgeRegicide } from '../src/games/regicide/ai/verdict';
import { rules as castlePanic } from '../src/games/castle-panic/rules';
import { easy as castlePanicEasy } from '../src/games/castle-panic/ai';
import { judgeMove as judgeCastlePanic } from '../src/games/castle-panic/ai/verdict';
import { rules as roi } from '../src/games/roi-du-ring/rules';
import { easy as roiEasy } from '../src/games/roi-du-ring/ai';
import { judgeMove as judgeRoi } from '../src/games/roi-du-ring/ai/verdict';
import { rules as regality } from '../src/games/regality/rules';
import { bots as regalityBots } from '../src/games/regality/ai';
import { judgeMove as judgeRegality } from '../src/games/regality/ai/verdict';
import { cpuMs } from './bot-stats';

type Judge = (state: never, seat: number, move: never, seed: number) => Verdict<unknown>;
const GAMES: Record<string, { rules: AnyRules; bot: Bot<never, never>; options: object; judge: Judge }> = {
  regicide: { rules: regicide, bot: regicideEasy as unknown as Bot<never, never>, options: { players: 1 }, judge: judgeRegicide },
  'castle-panic': { rules: castlePanic, bot: castlePanicEasy as unknown as Bot<never, never>, options: { players: 1, mode: 'solo' }, judge: judgeCastlePanic },
  'roi-du-ring': { rules: roi, bot: roiEasy as unknown as Bot<never, never>, options: { players: 2 }, judge: judgeRoi },
  regality: { rules: regality, bot: regalityBots[0] as unknown as Bot<never, never>, options: { first: 0 }, judge: judgeRegality },
};

const arg = (name: string): string | undefined => process.argv.find((x) => x.startsWith(`--${name}=`))?.slice(name.length + 3);
const id = arg('game') ?? 'regicide';
const spec = GAMES[id];
if (!spec) {
  process.stderr.write(`bench:verdicts: no game "${id}" (${Object.keys(GAMES).join(', ')})\n`);
  process.exit(2);
}
const games = Number(arg('games') ?? 5);
const from = Number(arg('from') ?? 1);
const { rules, bot, options, judge } = spec;

let allMoves = 0;
let allCpu = 0;
let allWall = 0;
for (let k = 0; k < games; k++) {
  const deal = from + k;
  let state = rules.setup(options, deal);
  const mine: { state: unknown; move: unknown }[] = [];
  let n = 0;
  while (rules.outcome(state) === null) {
    const seat = rules.actor(state) as number;
    const move = bot.choose(state as never, rules.legalMoves(state) as never[], seat, { seed: deal * 1000 + n });
    if (seat === 0) mine.push({ state, move });
    const r = rules.apply(state, move);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    n++;
  }
  const marks: Record<Mark, number> = { good: 0, doubtful: 0, mistake: 0 };
  const cpu0 = cpuMs();
  const wall0 = performance.now();
  for (const { state: s, move } of mine) marks[judge(s as never, 0, move as never, seedFromView(rules.view(s, 0), 0)).mark]++;
  const cpu = cpuMs() - cpu0;
  const wall = performance.now() - wall0;
  allMoves += mine.length;
  allCpu += cpu;
  allWall += wall;
  const won = rules.outcome(state)?.winners.includes(0) ?? false;
  process.stdout.write(`${JSON.stringify({ game: id, deal, won, moves: mine.length, cpuS: +(cpu / 1000).toFixed(1), wallS: +(wall / 1000).toFixed(1), marks })}\n`);
}
process.stdout.write(`${JSON.stringify({ game: id, games, moves: allMoves, cpuSPerGame: +(allCpu / 1000 / games).toFixed(1), wallSPerGame: +(allWall / 1000 / games).toFixed(1), cpuMsPerMove: Math.round(allCpu / Math.max(1, allMoves)) })}\n`);
