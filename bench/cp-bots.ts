// Castle Panic bots: fixed-seed games with bots at every seat, the defenders' win rate (95 %
// Wilson interval) and the CPU time per decision (this process's CPU clock).
//
//   npm run bench:cp -- --players=1,2,3,4,5,6 --games=300 --mode=coop --level=strong
//     [--overlord=easy|strong] [--difficulty=standard|easier|harder|<variant key>] [--from=1]
//
// Game k is `rules.setup(options, from + k)`; one defender plays solo. In overlord mode the
// Overlord (the last seat) is played by --overlord, and the line gives the Overlord's wins too.
// A bot's seed for each decision comes from the game and the move number, so a run repeats.
//
// Measured on 2026-11-25 (2-core machine shared with other work, runs niced; CPU ms are this
// process's own), games 1..300 at each count, all seats bots, the defaults (no --w).
// Today's strong defenders (trades judged by the turn they make, plays, wall damage and drops by
// sampled play-outs of the monsters' part, ai/strong.ts):
//   co-op: solo 66.7 % [61.2-71.8], 2p 81.7 % [76.9-85.6], 3p 66.0 % [60.5-71.1], 4p 77.0 %
//     [71.9-81.4], 5p 84.0 % [79.4-87.7], 6p 62.7 % [57.1-67.9]; all 73.0 % of 1800 [70.9-75.0];
//     0.10 / 0.13 / 0.13 / 0.15 / 0.17 / 0.43 CPU ms a decision (max 38).
//   Master Slayer 2-6p: the same games as co-op (the bot plays the same, points aside): 74.3 % of 1500.
//   easier: 89.0 / 96.7 / 86.0 / 95.7 / 97.7 / 76.0 % (90.2 % of 1800);
//   harder: 49.0 / 63.0 / 44.3 / 62.0 / 73.0 / 35.7 % (54.5 % of 1800; finished without a crash
//     after the Final Charge fix: a pending hit may name a monster slain since).
// The greedy defenders before the look-ahead (the same games): co-op 56.7 / 67.7 / 40.3 / 54.3 /
//   65.0 / 15.0 % (49.8 % of 1800), about 0.01 CPU ms a decision; Master Slayer 48.5 %; easier
//   72.2 %, harder 29.4 % of 1800. Easy defenders (today's): 0/1800.
//   Overlord vs today's strong (look-ahead) defenders, 1-5 defenders, the Overlord's wins: strong
//     78.7 / 21.0 / 39.3 / 22.3 / 18.7 %; easy 81.0 / 18.3 / 24.0 / 8.3 / 3.7 % (17 of its 1500
//     games stall: it passes for ever holding only moves, cut at 20000 moves). Before the
//     look-ahead defenders: strong 97.3 / 63.0 / 79.7 / 71.0 / 62.0 %, easy 93.7 / 52.7 / 61.3 /
//     44.0 / 30.3 %.
// The goal of 60 % at every count in co-op (standard difficulty) is met at every count.
// Issue 14 (R-TRADE-OFFER: the bots trade by offer, the seat asked answers; refused only when the
// swap leaves the table clearly worse), 2026-11-26, `npm run bench:cp -- --games=100
// --players=2,3,6`: 80 / 65 / 62 % (before: 80 / 65 / 64 % on the same games). 2p and 3p are the
// very same games (same towers left, trades a game): the offerer's choice is the old trade's, the
// answer is an accept and its decision does not move the seeds (seedNo below); at 6p a few
// refusals (0.1 a game) make games differ. A check of the trade decisions of six 6-player games
// against the bot before offers: 236 of 237 the same (the other: a seat that had refused is not
// asked again that turn). Without the seedNo rule each accept shifted every later seed: 6p games
// 1..300 then gave 56.7 % (noise of another sample, not another play).

import { rules, type CastlePanicMode, type CastlePanicOptions, type CastlePanicVariants } from '../src/games/castle-panic/rules';
import type { CastlePanicMove } from '../src/games/castle-panic/rules';
import { bots } from '../src/games/castle-panic/ai';
import { cpuMs, pct, wilson } from './bot-stats';
import { WEIGHTS, syncWeights } from '../src/games/castle-panic/ai/strong';

const flags = new Map<string, string>();
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
  if (m) flags.set(m[1] as string, m[2] ?? 'true');
}
const mode = (flags.get('mode') ?? 'coop') as CastlePanicMode;
const playersList = (flags.get('players') ?? (mode === 'overlord' ? '1,2,3,4,5' : '1,2,3,4,5,6')).split(',').map(Number);
const games = Number(flags.get('games') ?? 300);
const from = Number(flags.get('from') ?? 1);
const level = flags.get('level') ?? 'strong';
const overlordLevel = flags.get('overlord') ?? 'easy';
const difficulty = flags.get('difficulty') ?? 'standard';

const DIFFICULTY: Record<string, CastlePanicVariants> = {
  standard: {},
  easier: { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true },
  harder: { finalCharge: true, chargingHorde: true },
};
const variants: CastlePanicVariants = DIFFICULTY[difficulty] ?? { [difficulty]: true };

for (const kv of (flags.get('w') ?? '').split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  if (!(String(k) in WEIGHTS)) throw new Error(`no weight ${k}: ${Object.keys(WEIGHTS).join(', ')}`);
  (WEIGHTS as Record<string, number>)[k as string] = Number(v);
}
syncWeights();

const find = (l: string): (typeof bots)[number] => {
  const b = bots.find((x) => x.level === l);
  if (!b) throw new Error(`no Castle Panic bot of level ${l}: ${bots.map((x) => x.level).join(', ')}`);
  return b;
};
const defender = find(level);
const overlord = find(overlordLevel);

console.log(
  `Castle Panic bots: ${mode}, defenders ${level}${mode === 'overlord' ? `, Overlord ${overlordLevel}` : ''}, difficulty ${difficulty}, games ${from}..${from + games - 1}`,
);
let allWins = 0;
let allGames = 0;
for (const players of playersList) {
  const m: CastlePanicMode = players === 1 && mode === 'coop' ? 'solo' : mode;
  const options: CastlePanicOptions = { players: players as CastlePanicOptions['players'], mode: m, variants };
  let wins = 0;
  let decisions = 0;
  let botMs = 0;
  let maxMs = 0;
  let towers = 0;
  let trades = 0;
  let refusals = 0;
  let discards = 0;
  let stalled = 0;
  for (let g = 0; g < games; g++) {
    const seed = from + g;
    let state = rules.setup(options, seed);
    let moveNo = 0;
    let seedNo = 0;
    while (rules.outcome(state) === null) {
      const seat = rules.actor(state) as number;
      const legal = rules.legalMoves(state);
      const bot = seat === state.overlord ? overlord : defender;
      const t0 = cpuMs();
      // the seed counts the moves but the answers to trade offers (an offer and its answer stand
      // where one direct trade stood before them), so games played alike get the same seeds
      const answer = state.phase === 'trade-answer';
      const move: CastlePanicMove = bot.choose(rules.view(state, seat), legal, seat, { seed: (seed * 7919 + seedNo * 104729 + (answer ? 1 : 0)) >>> 0 });
      const dt = cpuMs() - t0;
      if (legal.length > 1) {
        decisions++;
        botMs += dt;
        if (dt > maxMs) maxMs = dt;
      }
      if (move.type === 'trade' || move.type === 'accept') trades++; // a swap made (bots trade by offer: R-TRADE-OFFER)
      if (move.type === 'refuse') refusals++;
      if (move.type === 'discard') discards++;
      const r = rules.apply(state, move);
      if (!r.ok) throw new Error(`game ${seed}: illegal bot move ${JSON.stringify(move)}: ${r.error.message}`);
      state = r.state;
      moveNo++;
      if (!answer) seedNo++;
      if (moveNo > 20000) break; // the Overlord may pass for ever (today's bot does, holding only moves)
    }
    if (state.status === 'playing') stalled++;
    if (state.status === 'won') wins++;
    towers += state.towers.filter(Boolean).length;
    if (flags.has('progress') && (g + 1) % 50 === 0) console.log(`  ${players}p ${g + 1}/${games}: ${wins} wins`);
  }
  allWins += wins;
  allGames += games;
  const [lo, hi] = wilson(wins, games);
  const lost = games - wins - stalled;
  const [olo, ohi] = wilson(lost, games);
  const ol = mode === 'overlord' ? `; the Overlord ${lost}/${games} = ${pct(lost / games)} [95 % ${pct(olo)} - ${pct(ohi)}]${stalled > 0 ? `; ${stalled} stalled (the Overlord passing for ever, cut at 20000 moves)` : ''}` : stalled > 0 ? `; ${stalled} stalled` : '';
  console.log(
    `${players} defender${players > 1 ? 's' : ''}: ${wins}/${games} won = ${pct(wins / games)} [95 % ${pct(lo)} - ${pct(hi)}]${ol}; ` +
      `towers left ${(towers / games).toFixed(2)}; trades ${(trades / games).toFixed(1)} (${(refusals / games).toFixed(1)} offers refused), discards ${(discards / games).toFixed(1)} a game; ` +
      `${decisions} decisions, ${(botMs / Math.max(1, decisions)).toFixed(2)} CPU ms each (max ${maxMs.toFixed(0)})`,
  );
}
if (playersList.length > 1) {
  const [lo, hi] = wilson(allWins, allGames);
  console.log(`all: ${allWins}/${allGames} = ${pct(allWins / allGames)} [95 % ${pct(lo)} - ${pct(hi)}]`);
}
