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
  }),
  game({
    id: 'regicide',
    rules: regicide.rules,
    version: regicide.REGICIDE_VERSION,
    seats: (o) => regicide.regicideSeats(o as regicide.RegicideOptions),
    viewEvents: (e, s, a) => regicide.viewEvents(e, s, a as regicide.RegicideState),
    bots: regicideBots,
  }),
];

export const findServerGame = (id: unknown): ServerGame | undefined => SERVER_GAMES.find((g) => g.id === id);
