// Regicide bots: fixed-seed deals played by bots at every seat, with the win rate (95 % Wilson
// interval), and the CPU time per decision (this process's CPU clock, so load on the machine
// does not count).
//
//   npm run bench:regicide -- --players=1,2,3,4 --games=200 --level=strong [--iterations=400]
//     [--time=ms] [--from=1] [--setting=name=value,...] [--other-seat=random|easy]
//
// --other-seat: in each deal one seat, drawn from the deal's number, is played by a uniformly
// random legal move ('random', a partner who does not know the game) or by the easy bot ('easy',
// a partner who plays by the forecast alone), and the other seats by the bot under test: how well
// the bots carry a weaker partner. Decisions timed are the tested bot's only.
//
// Deal k is `rules.setup({ players }, from + k)`; the bot's seed for each decision is derived from
// the deal and the move number, so a run is repeatable. With --time the search stops on the CPU
// clock (the result then depends on the machine's speed).
//
// Measured on 2026-11-25 (2-core development machine shared with other work, so the runs were
// niced; CPU ms are this process's own), all seats bots, deals 1..N:
//   strong, 1000 iterations: 1 player 171/200 = 85.5 % [80.0-89.7] (gold 2, silver 56, bronze 113),
//     49.4 CPU ms a decision (max 363); 2 players 76/100 = 76.0 % [66.8-83.3], 33.3 ms (max 317);
//     3 players 72/100 = 72.0 % [62.5-79.9], 30.1 ms (max 157); 4 players 28/100 = 28.0 %
//     [20.1-37.5], 23.1 ms (max 79).
//   strong, 300 iterations: 1 player 118/200 = 59.0 % [52.1-65.6], 13.6 ms a decision (max 259).
//   strong, 3000 iterations: 4 players 35/60 = 58.3 % [45.7-69.9], 80.9 ms a decision (max 461).
//   easy (no search, under 0.1 ms a decision), 2000 deals: 1 player 10.9 % [9.6-12.3],
//     2 players 14.1 % [12.6-15.7], 3 players 13.3 % [11.9-14.9], 4 players 3.0 % [2.4-3.9].
//   strong, 1000 iterations, one seat a weaker partner (2026-11-26, deals 1..100 each):
//     --other-seat=easy: 2 players 46.0 % [36.6-55.7], 3 players 49.0 % [39.4-58.7], 4 players
//     24.0 % [16.7-33.2]; --other-seat=random: 0.0 % [0.0-3.7], 3.0 % [1.0-8.5], 1.0 % [0.2-5.4].
// For reference (the issue): the best published Regicide bot (IS-MCTS, 3000 iterations, ~6.8 s a
// decision in Python) wins 42 % solo, PIMC 24 %, a heuristic 0 %.

import { rules } from '../src/games/regicide/rules';
import type { RegicideMove, RegicideOptions } from '../src/games/regicide/rules';
import { bots, makeStrong } from '../src/games/regicide/ai';
import { WEIGHTS } from '../src/games/regicide/ai/policy';
import { DEFAULT_SETTINGS, type SearchSettings } from '../src/games/regicide/ai/search';
import type { Bot } from '../src/core/contract';
import { cpuMs, pct, wilson } from './bot-stats';

const flags = new Map<string, string>();
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
  if (m) flags.set(m[1] as string, m[2] ?? 'true');
}
const playersList = (flags.get('players') ?? '1,2,3,4').split(',').map(Number);
const games = Number(flags.get('games') ?? 100);
const from = Number(flags.get('from') ?? 1);
const level = flags.get('level') ?? 'strong';
const iterations = flags.has('iterations') ? Number(flags.get('iterations')) : undefined;
const timeMs = flags.has('time') ? Number(flags.get('time')) : undefined;

const settings: SearchSettings = { ...DEFAULT_SETTINGS };
for (const kv of (flags.get('setting') ?? '').split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  (settings as unknown as Record<string, number>)[k as string] = Number(v);
}

for (const kv of (flags.get('w') ?? '').split(',').filter(Boolean)) {
  const [k, v] = kv.split('=');
  (WEIGHTS as unknown as Record<string, number>)[k as string] = Number(v);
}

const otherSeat = flags.get('other-seat');
if (otherSeat !== undefined && otherSeat !== 'random' && otherSeat !== 'easy') throw new Error(`--other-seat is random or easy, not ${otherSeat}`);
const easy = bots.find((b) => b.level === 'easy') as Bot<unknown, unknown>;

/** A small seeded generator (mulberry32) for the random seat. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bot: Bot<unknown, unknown> = (flags.has('setting') && level === 'strong' ? makeStrong('strong', settings) : bots.find((b) => b.level === level)) as Bot<unknown, unknown>;
if (!bot) throw new Error(`no Regicide bot of level ${level}: ${bots.map((b) => b.level).join(', ')}`);

console.log(
  `Regicide bots: level ${level}, ${iterations !== undefined ? `${iterations} iterations` : timeMs !== undefined ? `${timeMs} CPU ms` : 'default budget'} a decision, deals ${from}..${from + games - 1}` +
    (otherSeat ? `; in each deal one seat (deal number mod players) played by ${otherSeat === 'random' ? 'random legal moves' : 'the easy bot'}` : ''),
);
for (const players of playersList) {
  const options: RegicideOptions = { players: players as RegicideOptions['players'] };
  let wins = 0;
  let decisions = 0;
  let botMs = 0;
  let maxMs = 0;
  let fallen = 0;
  const medals: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seed = from + g;
    let state = rules.setup(options, seed);
    let moveNo = 0;
    const weakSeat = otherSeat && players > 1 ? seed % players : -1;
    const random = rng(seed * 2654435761);
    while (rules.outcome(state) === null) {
      const seat = rules.actor(state) as number;
      const legal = rules.legalMoves(state);
      if (seat === weakSeat) {
        const weak =
          otherSeat === 'random'
            ? (legal[Math.floor(random() * legal.length)] as RegicideMove)
            : (easy.choose(rules.view(state, seat), legal, seat, { seed: (seed * 7919 + moveNo * 104729) >>> 0 }) as RegicideMove);
        const r = rules.apply(state, weak);
        if (!r.ok) throw new Error(`deal ${seed}: illegal ${otherSeat} move ${JSON.stringify(weak)}: ${r.error.message}`);
        state = r.state;
        moveNo++;
        continue;
      }
      const t0 = cpuMs();
      const move = bot.choose(rules.view(state, seat), legal, seat, {
        seed: (seed * 7919 + moveNo * 104729) >>> 0,
        ...(iterations !== undefined ? { iterations } : {}),
        ...(timeMs !== undefined ? { timeMs, now: cpuMs } : {}),
      }) as RegicideMove;
      const dt = cpuMs() - t0;
      if (legal.length > 1) {
        decisions++;
        botMs += dt;
        if (dt > maxMs) maxMs = dt;
      }
      const r = rules.apply(state, move);
      if (!r.ok) throw new Error(`deal ${seed}: illegal bot move ${JSON.stringify(move)}: ${r.error.message}`);
      state = r.state;
      moveNo++;
    }
    const out = rules.outcome(state);
    if (out && out.winners.length > 0) {
      wins++;
      if (out.label) medals[out.label] = (medals[out.label] ?? 0) + 1;
    }
    fallen += 12 - state.castle.length - (state.enemy ? 1 : 0);
    if (flags.has('progress') && (g + 1) % 10 === 0) console.log(`  ${players}p ${g + 1}/${games}: ${wins} wins`);
  }
  const [lo, hi] = wilson(wins, games);
  const medalText = Object.keys(medals).length > 0 ? ` (${Object.entries(medals).map(([k, v]) => `${k} ${v}`).join(', ')})` : '';
  console.log(
    `${players} player${players > 1 ? 's' : ''}: ${wins}/${games} won = ${pct(wins / games)} [95 % ${pct(lo)} - ${pct(hi)}]${medalText}; ` +
      `enemies felled ${(fallen / games).toFixed(2)}/12 a game; ${decisions} decisions, ${(botMs / Math.max(1, decisions)).toFixed(1)} CPU ms each (max ${maxMs.toFixed(0)})`,
  );
}
