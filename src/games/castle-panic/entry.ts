// Castle Panic once the menu is up (fetched after its first frame, src/games/index.ts): its options, seats, scene, rules text (with the castle cards' glossary), log lines and end screen.
import type { PlayableGame } from '../../services/catalog';
import { t, type TextKey } from '../../services/i18n';
import { currentSession } from '../../services/current';
import { CASTLE_PANIC_VERSION, castlePanicSeats, rules, type CastlePanicMode, type CastlePanicOptions, type CastlePanicState, type CastlePanicVariants } from './rules';
import { describeOutcome, seatName } from './scene/outcome-text';
import { outcomeTable } from './outcome-table';
import { describe } from './scene/log';
import { rulesPages } from './scene/rules-pages';
import { CP_BOT_LEVELS, isCpBotLevel, type CpBotLevel } from './ai/levels';
import { requestBotMove } from './scene/bot-client';
import { hintWork } from './scene/hint-sign';
import { LESSON_OPTIONS, LESSON_SEED, lessonMoveNow } from './tutorial';

/** The modes the scene plays, offered only where the rules set them up. */
const SCENE_MODES: readonly CastlePanicMode[] = ['coop', 'master-slayer', 'overlord'];
export const TABLE_MODES: readonly CastlePanicMode[] = SCENE_MODES.filter((mode) => {
  try {
    rules.setup({ players: 2, mode }, 1);
    return true;
  } catch {
    return false;
  }
});

/**
 * Difficulty from the rulebook's optional rules: easier = every rule that makes the game easier
 * (Easier Battles + Heroic Powers + All for One + Not Over Yet), harder = Final Charge + The
 * Charging Horde. All for One is played with its own button in the phase panel.
 */
const DIFFICULTY: Record<string, CastlePanicVariants> = {
  easier: { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true },
  harder: { finalCharge: true, chargingHorde: true },
};
const HAS_VARIANTS = (() => {
  try {
    rules.setup({ players: 2, mode: 'coop', variants: DIFFICULTY.easier }, 1);
    return true;
  } catch {
    return false;
  }
})();

/** The bot level the setup screen chose (buildOptions keeps it; the rules do not need it). */
let botLevel: CpBotLevel = 'strong';

/**
 * A bot's move at the chosen level, for any seat (ai/index.ts; the strong bot in its own Web
 * Worker, scene/bot-client.ts). A defender bot trades by offer (R-TRADE-OFFER), which the seat
 * asked answers, a person too (the offer's dialog); `partners` is no longer read by the bots.
 */
function botMove(view: unknown, legal: unknown[], seat: number, level: CpBotLevel = botLevel, anyPartner = false): Promise<unknown> {
  const s = view as CastlePanicState;
  const seats = currentSession()?.session.seats ?? [];
  const partners: number[] = [];
  for (let i = 0; i < s.players; i++) if (i !== seat && (anyPartner || seats[i] === 'bot')) partners.push(i);
  return requestBotMove(s, legal, seat, level, partners);
}


/** An offer as the trade of the same swap; any other move as it is. */
function directTrade(move: unknown): unknown {
  const m = move as { type?: string; seat?: number; give?: string; take?: string };
  return m.type === 'offer' ? { type: 'trade', seat: m.seat, give: m.give, take: m.take } : move;
}

export const castlePanicPlay: PlayableGame = {
  rules,
  version: CASTLE_PANIC_VERSION,
  options: [
    {
      key: 'players',
      label: 'cp.players',
      choices: [1, 2, 3, 4, 5, 6].map((n) => ({ value: n, text: String(n) })),
      default: 1,
    },
    {
      key: 'mode',
      label: 'cp.mode',
      choices: TABLE_MODES.map((mode) => ({ value: mode, label: `cp.mode.${mode}` as TextKey, about: `cp.mode.${mode}.about` as TextKey })),
      default: 'coop',
      visible: () => TABLE_MODES.length > 1,
    },
    ...(HAS_VARIANTS
      ? [
          {
            key: 'difficulty',
            label: 'cp.difficulty' as const,
            choices: (['standard', 'easier', 'harder'] as const).map((d) => ({ value: d, label: `cp.difficulty.${d}` as const })),
            default: 'standard',
          },
        ]
      : []),
    {
      key: 'botLevel',
      label: 'cp.botLevel',
      choices: CP_BOT_LEVELS.map((l) => ({ value: l, label: `cp.botLevel.${l}` as const })),
      default: 'strong',
    },
  ],
  // One defender plays solo unless against the Overlord; the Overlord takes the sixth seat, so
  // it faces five defenders at most.
  buildOptions: (v): CastlePanicOptions => {
    botLevel = isCpBotLevel(v.botLevel) ? v.botLevel : 'strong';
    const players = Number(v.players ?? 1) as CastlePanicOptions['players'];
    const mode = TABLE_MODES.find((m) => m === v.mode) ?? 'coop';
    const variants = DIFFICULTY[String(v.difficulty)];
    const base: CastlePanicOptions =
      mode === 'overlord' ? { players: Math.min(5, players) as CastlePanicOptions['players'], mode } : { players, mode: players === 1 ? 'solo' : mode };
    return variants ? { ...base, variants } : base;
  },
  botLevels: [...CP_BOT_LEVELS],
  chooseBotMove: (view, legal, seat, level) => botMove(view, legal, seat, isCpBotLevel(level) ? level : botLevel),
  // The hint: the strong bot's move for the person to act, whatever level the bots play at.
  // In the guided first game, the lesson's move.
  hint: (view, legal, seat) => {
    const scripted = lessonMoveNow();
    // a person at the device makes a swap by the trade button (no one to ask): the bot's offer
    // is hinted as the trade of the same swap (R-TRADE-OFFER)
    // (the table says at once that it is looking: hint-sign.ts)
    return scripted ? Promise.resolve(scripted) : hintWork(() => botMove(view, legal, seat, 'strong', true).then(directTrade));
  },
  seats: (o) => castlePanicSeats(o as CastlePanicOptions),
  seatName,
  // a trade offer waits for the seat asked: it answers an offer, it is not its turn (issue 30, a newcomer's "Your turn" to the one asked)
  turnLine: (state, actor, you, name) => {
    const s = state as CastlePanicState;
    if (s.phase !== 'trade-answer' || !s.offer || actor !== s.offer.seat) return null;
    return you ? t('cp.turn.offerYou', { name: name(s.current) }) : t('cp.turn.offerTo', { name: name(s.current), to: name(actor) });
  },
  seatSpot: (seat) => `cp.trophies.${seat}`,
  sceneKey: 'CastlePanic',
  loadScene: () => import('./scene/castle-panic-scene').then((m) => m.CastlePanicScene),
  // the rules as pages, ending with every castle card and what it does (scene/rules-pages.ts)
  rulesPages,
  // The log never over the phase panel's buttons nor the hand (newcomer s35: it covered "Monsters
  // move"): on a desktop under the panel, over the piles and the other defenders' rows, ending
  // above the hand's title; on a phone over the board, left of the hand.
  logPlace: (view) => (view.compact ? { x: 8, y: 84, width: 780, height: view.bottom - 8 - 84 } : { x: 910, y: 268, width: 680, height: 420 }),
  describe,
  // the game's events name what brought the last tower down
  describeOutcome: (outcome, options, state) => describeOutcome(outcome, options, state, currentSession()?.session.events() ?? []),
  outcomeTable,
  dice: true,
  // The defenders' cards are face up; only the Overlord's tokens are hidden, so the hand-over
  // screen is needed in Overlord games alone.
  get hiddenHands(): boolean {
    const options = currentSession()?.session.record.options as CastlePanicOptions | undefined;
    return options?.mode === 'overlord';
  },
  // The guided first game ("Learn to play"): solo, on the lesson's stacked deal (tutorial.ts).
  tutorial: () => ({ options: LESSON_OPTIONS, seed: LESSON_SEED, seats: ['human'] }),
};
