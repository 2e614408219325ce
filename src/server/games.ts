// The games a room can hold, for the server only (Node): each game's pure rules, its version, its
// seats, viewEvents and bots. The browser's catalog (src/games/*/entry.ts) carries scenes and
// words; this carries none. A game's bots are its ai's `bots` in the contract shape where it
// exports them; otherwise the bot its game entry plays today, wrapped in that shape.

import type { AnyRules, Bot, BotOptions, GameEvent, Seat } from '../core';
import { Rng } from '../core';
import * as castlePanic from '../games/castle-panic/rules';
import { chooseDefenderMove, chooseOverlordMove } from '../games/castle-panic/ai';
import * as regality from '../games/regality/rules';
import { chooseMove as regalityChoose } from '../games/regality/ai';
import * as regicide from '../games/regicide/rules';
import { bots as regicideBots } from '../games/regicide/ai';
import * as roi from '../games/roi-du-ring/rules';
import { bots as roiBots } from '../games/roi-du-ring/ai';

type AnyBot = Bot<unknown, unknown>;

export interface ServerGame {
  id: string;
  rules: AnyRules;
  version: number;
  seats(options: unknown): number;
  viewEvents(events: readonly GameEvent[], seat: Seat, after: unknown): GameEvent[];
  /** Easiest first. */
  bots: readonly AnyBot[];
}

/** The longest a server bot thinks for one move (it runs on the room's process). */
export const BOT_TIME_MS = 250;

const castlePanicBot: Bot<castlePanic.CastlePanicState, castlePanic.CastlePanicMove> = {
  level: 'simple',
  choose: (view, legal, seat, options) =>
    seat === view.overlord ? chooseOverlordMove(view, legal, new Rng(options.seed >>> 0)) : chooseDefenderMove(legal),
};

const regalityBots: Bot<regality.RegalityState, regality.RegalityMove>[] = (['easy', 'medium', 'perfect'] as const).map((level) => ({
  level,
  choose: (view, _legal, seat, options: BotOptions) =>
    regalityChoose(view, seat, { level, seed: options.seed, budgetMs: options.timeMs ?? BOT_TIME_MS, ...(options.now ? { clock: options.now } : {}) }).move,
}));

const game = (g: ServerGame): ServerGame => g;

export const SERVER_GAMES: readonly ServerGame[] = [
  game({
    id: 'castle-panic',
    rules: castlePanic.rules,
    version: castlePanic.CASTLE_PANIC_VERSION,
    seats: (o) => castlePanic.castlePanicSeats(o as castlePanic.CastlePanicOptions),
    viewEvents: (e, s, a) => castlePanic.viewEvents(e, s, a as castlePanic.CastlePanicState),
    bots: [castlePanicBot],
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
