// Le Roi du Ring bots: one bot level against another on fixed-seed games, with the first level's
// win rate (95 % Wilson interval), the games, and its CPU time per decision (this process's CPU
// clock, so load on the machine does not count).
//
//   npm run bench:roi -- --games=1000 --rules=basic,all --players=2 [--level=strong] [--vs=easy]
//     [--duo] [--teams] [--iterations=n] [--time=ms] [--from=1] [--setting=name=value,...]
//     [--vs-setting=name=value,...]
//
// --setting changes the search settings of the bot under test (a strong one), --vs-setting those
// of the other: `--level=strong --vs=strong --vs-setting=press=0` plays the strong bot against
// itself without the press bonus (search.ts), the strong bot as it was before it.
//
// Game k is `rules.setup(options, from + k)`. With 2 players the bot under test sits at seat
// k % 2 (seats alternated); with 3 or 4 it sits at seat k % players among bots of the other
// level (a fair share is 1/players); --teams (4 players) gives it both seats of team k % 2 and
// --duo (2 players) both fighters of player k % 2. The bot's seed for each decision comes from
// the game and the move number, so a run is repeatable. With --time the search stops on the CPU
// clock (the result then depends on the machine's speed).

import { rules } from '../src/games/roi-du-ring/rules';
import type { RoiAdvanced, RoiMove, RoiOptions } from '../src/games/roi-du-ring/rules';
import { bots, makeStrong } from '../src/games/roi-du-ring/ai';
import { DEFAULT_SETTINGS, type SearchSettings } from '../src/games/roi-du-ring/ai/search';
import type { Bot } from '../src/core/contract';
import { cpuMs, pct, wilson } from './bot-stats';

const flags = new Map<string, string>();
for (const a of process.argv.slice(2)) {
  const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
  if (m) flags.set(m[1] as string, m[2] ?? 'true');
}
const games = Number(flags.get('games') ?? 200);
const from = Number(flags.get('from') ?? 1);
const playersList = (flags.get('players') ?? '2').split(',').map(Number);
const rulesList = (flags.get('rules') ?? 'basic,all').split(',');
const level = flags.get('level') ?? 'strong';
const vs = flags.get('vs') ?? 'easy';
const iterations = flags.has('iterations') ? Number(flags.get('iterations')) : undefined;
const timeMs = flags.has('time') ? Number(flags.get('time')) : undefined;
const duo = flags.has('duo');
const teams = flags.has('teams');

const settingsOf = (flag: string): SearchSettings => {
  const settings: SearchSettings = { ...DEFAULT_SETTINGS };
  for (const kv of (flags.get(flag) ?? '').split(',').filter(Boolean)) {
    const [k, v] = kv.split('=');
    if (!(k as string in settings)) throw new Error(`no search setting ${k}: ${Object.keys(settings).join(', ')}`);
    (settings as unknown as Record<string, number>)[k as string] = Number(v);
  }
  return settings;
};

const pick = (l: string, flag: string): Bot<unknown, unknown> => {
  const b = l === 'strong' && flags.has(flag) ? makeStrong('strong', settingsOf(flag)) : bots.find((x) => x.level === l);
  if (!b) throw new Error(`no Roi du Ring bot of level ${l}: ${bots.map((x) => x.level).join(', ')}`);
  return b;
};
const bot = pick(level, 'setting');
const other = pick(vs, 'vs-setting');

const ADVANCED: Record<string, RoiAdvanced | undefined> = {
  basic: undefined,
  special: { specialCards: true },
  surprise: { surprise: true },
  psychic: { psychic: true },
  fury: { fury: true },
  all: { specialCards: true, surprise: true, psychic: true, fury: true },
};

console.log(
  `Roi du Ring bots: ${level}${flags.has('setting') ? ` (${flags.get('setting')})` : ''} against ${vs}${flags.has('vs-setting') ? ` (${flags.get('vs-setting')})` : ''}, ${iterations !== undefined ? `${iterations} playouts` : timeMs !== undefined ? `${timeMs} CPU ms` : 'default budget'} a decision, games ${from}..${from + games - 1}`,
);
for (const ruleSet of rulesList) {
  if (!(ruleSet in ADVANCED)) throw new Error(`unknown rule set ${ruleSet}: ${Object.keys(ADVANCED).join(', ')}`);
  for (const players of playersList) {
    const advanced = ADVANCED[ruleSet];
    const options: RoiOptions = {
      players: players as RoiOptions['players'],
      ...(advanced ? { advanced } : {}),
      ...(teams && players === 4 ? { teams: true } : {}),
      ...(duo && players === 2 ? { fightersPerPlayer: 2 as const } : {}),
    };
    let wins = 0;
    let draws = 0;
    let decisions = 0;
    let botMs = 0;
    let maxMs = 0;
    let moves = 0;
    const t0 = Date.now();
    for (let g = 0; g < games; g++) {
      const seed = from + g;
      const mine = (seat: number): boolean => (options.teams ? seat % 2 === g % 2 : seat === g % players);
      let state = rules.setup(options, seed);
      let moveNo = 0;
      while (rules.outcome(state) === null) {
        const seat = rules.actor(state) as number;
        const legal = rules.legalMoves(state);
        const b = mine(seat) ? bot : other;
        const t = cpuMs();
        const move = b.choose(rules.view(state, seat), legal, seat, {
          seed: (seed * 7919 + moveNo * 104729) >>> 0,
          ...(iterations !== undefined ? { iterations } : {}),
          ...(timeMs !== undefined ? { timeMs, now: cpuMs } : {}),
        }) as RoiMove;
        const dt = cpuMs() - t;
        if (b === bot && legal.length > 1) {
          decisions++;
          botMs += dt;
          if (dt > maxMs) maxMs = dt;
        }
        const r = rules.apply(state, move);
        if (!r.ok) throw new Error(`game ${seed}: illegal bot move ${JSON.stringify(move)}: ${r.error.message}`);
        state = r.state;
        moveNo++;
        if (moveNo > 20000) throw new Error(`game ${seed}: no end after 20000 moves`);
      }
      moves += moveNo;
      const out = rules.outcome(state);
      if (out && out.winners.some((w) => mine(options.fightersPerPlayer === 2 ? w % 2 : w))) wins++;
      else if (!out || out.winners.length === 0) draws++;
      if (flags.has('progress') && (g + 1) % 50 === 0) console.log(`  ${ruleSet} ${players}p ${g + 1}/${games}: ${wins} wins`);
    }
    const [lo, hi] = wilson(wins, games);
    const label = `${ruleSet}, ${players} fighters${options.teams ? ' (2 vs 2)' : ''}${options.fightersPerPlayer === 2 ? ' (two each)' : ''}`;
    console.log(
      `${label}: ${level} won ${wins}/${games} = ${pct(wins / games)} [95 % ${pct(lo)} - ${pct(hi)}]${players > 2 && !options.teams ? ` (a fair share: ${pct(1 / players)})` : ''}${draws ? `, ${draws} without a winner` : ''}; ` +
        `${(moves / games).toFixed(0)} moves a game; ${decisions} decisions, ${(botMs / Math.max(1, decisions)).toFixed(1)} CPU ms each (max ${maxMs.toFixed(0)}); ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
}
