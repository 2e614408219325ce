// The games a room can hold, for the server only (Node): each game's pure rules, its version, its
// seats, viewEvents and bots. The browser's catalog (src/games/*/entry.ts) carries scenes and
// words; this carries none. A game's bots are its ai's `bots` (shared/docs/CONTRACT.md, section
// Bots), the same levels the local setup screen offers, easiest first; the room hands each the
// view of the seat it plays (game-room.ts), never the state.

import type { AnyRules, Bot, BotOptions, GameEvent, Seat } from '../core';
import * as castlePanic from '../games/castle-panic/rules';
import { bots as castlePanicBots, type CastlePanicBotOptions } from '../games/castle-panic/ai';
import * as regality from '../games/regality/rules';
import { bots as regalityBots } from '../games/regality/ai';
import * as regicide from '../games/regicide/rules';
import { bots as regicideBots } from '../games/regicide/ai';
import * as roi from '../games/roi-du-ring/rules';
import { bots as roiBots } from '../games/roi-du-ring/ai';
import type { OnlineSeatKind } from '../app/online/protocol';

type AnyBot = Bot<unknown, unknown>;

export interface ServerGame {
  id: string;
  rules: AnyRules;
  version: number;
  seats(options: unknown): number;
  viewEvents(events: readonly GameEvent[], seat: Seat, after: unknown): GameEvent[];
  /** The game's `bots` (its ai/index.ts), easiest first. */
  bots: readonly AnyBot[];
  /** Options a bot of this game needs beyond the contract's (the seat's view, who sits where). */
  botOptions?(base: BotOptions, seat: Seat, kinds: readonly OnlineSeatKind[], view: unknown): BotOptions;
  /**
   * The options of the next game when a room plays again (issue 28 item 3): who starts, as the
   * rulebook says where it says. Absent: the same options (the game draws its first player itself).
   */
  nextOptions?(options: unknown, final: unknown, winners: readonly Seat[]): unknown;
}

/** The longest a server bot thinks for one move (on a worker thread: bot-pool.ts). */
export const BOT_TIME_MS = 250;

/** The bot of `g` at `level`; undefined when the game has no such level. */
export const findBot = (g: ServerGame, level: unknown): AnyBot | undefined => g.bots.find((b) => b.level === level);

/**
 * Castle Panic: a defender bot trades only with the other bot defenders (the rules' trade takes a
 * card without asking its owner), as the local game's bots do (castle-panic/entry.ts).
 */
function castlePanicBotOptions(base: BotOptions, seat: Seat, kinds: readonly OnlineSeatKind[], view: unknown): CastlePanicBotOptions {
  const players = (view as castlePanic.CastlePanicState).players;
  const partners: Seat[] = [];
  for (let i = 0; i < players; i++) if (i !== seat && kinds[i] === 'bot') partners.push(i);
  return { ...base, partners };
}

const game = (g: ServerGame): ServerGame => g;

/**
 * Regality, a new match: "the player who lost the previous game decides whether to be the first
 * player" (between the games of a match; the first game's first player is "as you please"). A new
 * match in the same room: the loser of the last one places first; after a draw, the other seat
 * than last time.
 */
export function regalityNext(options: regality.RegalityOptions, winners: readonly Seat[]): regality.RegalityOptions {
  const first = winners.length === 1 ? 1 - (winners[0] as number) : 1 - (options.first ?? 0);
  return { ...options, first: first === 1 ? 1 : 0 };
}

/**
 * Regicide (R-FIRST-PLAYER): "the player who most recently committed regicide plays first". After a
 * win, the seat whose card felled the last king (the current seat when the game ended); after a
 * defeat nobody has, and the next seat after the last game's first starts. Solo: seat 0.
 */
export function regicideNext(options: regicide.RegicideOptions, final: regicide.RegicideState): regicide.RegicideOptions {
  if (options.players === 1) return options;
  const first = final.status === 'won' ? final.current : ((options.first ?? 0) + 1) % options.players;
  return { ...options, first };
}

export const SERVER_GAMES: readonly ServerGame[] = [
  game({
    id: 'castle-panic',
    rules: castlePanic.rules,
    version: castlePanic.CASTLE_PANIC_VERSION,
    seats: (o) => castlePanic.castlePanicSeats(o as castlePanic.CastlePanicOptions),
    viewEvents: (e, s, a) => castlePanic.viewEvents(e, s, a as castlePanic.CastlePanicState),
    bots: castlePanicBots,
    botOptions: castlePanicBotOptions,
  }),
  game({
    id: 'roi-du-ring',
    rules: roi.rules,
    version: roi.ROI_VERSION,
    seats: (o) => roi.roiSeats(o as roi.RoiOptions),
    viewEvents: (e, s, a) => roi.viewEvents(e, s, a as roi.RoiState),
    bots: roiBots,
  }),
  game({
    id: 'regality',
    rules: regality.rules,
    version: regality.REGALITY_VERSION,
    seats: (o) => regality.regalitySeats(o as regality.RegalityOptions),
    viewEvents: (e, s, a) => regality.viewEvents(e, s, a as regality.RegalityState),
    bots: regalityBots,
    nextOptions: (o, _final, winners) => regalityNext(o as regality.RegalityOptions, winners),
  }),
  game({
    id: 'regicide',
    rules: regicide.rules,
    version: regicide.REGICIDE_VERSION,
    seats: (o) => regicide.regicideSeats(o as regicide.RegicideOptions),
    viewEvents: (e, s, a) => regicide.viewEvents(e, s, a as regicide.RegicideState),
    bots: regicideBots,
    nextOptions: (o, final) => regicideNext(o as regicide.RegicideOptions, final as regicide.RegicideState),
  }),
];

export const findServerGame = (id: unknown): ServerGame | undefined => SERVER_GAMES.find((g) => g.id === id);
