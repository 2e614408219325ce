// Castle Panic in the menu: its options, seats, scene, rules text, log lines and end screen.
import type { GameEntry } from '../../services/catalog';
import { t, type TextKey } from '../../services/i18n';
import { castlePanicEmblem } from '../../ui/emblems';
import { currentSession } from '../../services/current';
import type { GameEvent } from '../../core';
import { CASTLE_PANIC_VERSION, castlePanicSeats, rules, type CastlePanicMode, type CastlePanicOptions, type CastlePanicState, type CastlePanicVariants } from './rules';
import { monsterName, tokenName } from './scene/names';
import { describeOutcome, seatName } from './scene/outcome-text';
import { outcomeTable } from './outcome-table';
import { cardName } from './scene/card-view';
import { CP_BOT_LEVELS, isCpBotLevel, type CpBotLevel } from './ai/levels';
import { requestBotMove } from './scene/bot-client';
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

function describe(ev: GameEvent, _options: unknown, name: (seat: number) => string): string | null {
  const who = name(Number(ev.seat ?? 0));
  const arc = Number(ev.arc ?? 0);
  switch (ev.type) {
    case 'discard': {
      const card = cardName(String(ev.card));
      if (ev.why === 'play') return t('cp.log.play', { name: who, card });
      if (ev.why === 'discard-draw') return t('cp.log.discardDraw', { name: who, card });
      if (ev.why === 'discard-1') return t('cp.log.drop', { name: who, card });
      return null;
    }
    case 'hit':
      if (ev.card === 'all-for-one') return t('cp.log.allForOne', { name: who });
      return ev.nice === true ? t('cp.log.nice') : null;
    case 'damage': {
      const hp = Number(ev.hp);
      if (ev.cause === 'fortify') return t('cp.log.damageFortify', { hp });
      if (ev.cause === 'wall' || ev.cause === 'tower') return t('cp.log.damageAt', { what: t(`cp.log.what.${ev.cause}`), hp });
      return hp > 0 ? t('cp.log.damage', { hp }) : null;
    }
    case 'slay': {
      const monster = monsterName(String(ev.kind));
      if (ev.cause === 'boulder') return t('cp.log.crushed', { monster });
      return ev.seat === null || ev.seat === undefined ? t('cp.log.slay', { monster }) : t('cp.log.slayBy', { name: who, monster });
    }
    case 'wall-falls':
      return t('cp.log.wallFalls', { arc });
    case 'fortify-lost':
      return t('cp.log.fortifyLost', { arc });
    case 'tower-falls':
      return t('cp.log.towerFalls', { arc });
    case 'build':
      return t('cp.log.build', { name: who, arc });
    case 'build-tower':
      return t('cp.log.buildTower', { name: who, arc });
    case 'fortify':
      return t('cp.log.fortify', { name: who, arc });
    case 'tar':
      return t('cp.log.tar');
    case 'drive-back':
      return t('cp.log.driveBack', { arc });
    case 'place':
      if (ev.start === true) return t('cp.log.startPlace', { monster: monsterName(String(ev.kind)), arc });
      return t('cp.log.place', { monster: monsterName(String(ev.kind)), arc });
    case 'start-deal':
      return t('cp.log.startDeal');
    case 'token':
      return t('cp.log.token', { token: tokenName(String(ev.token)) });
    case 'boulder':
      return t('cp.log.boulder', { arc });
    case 'move':
      return ev.why === 'move-phase' ? t('cp.log.advance') : null;
    case 'heal':
      return t('cp.log.heal', { n: Array.isArray(ev.monsters) ? ev.monsters.length : 0 });
    case 'queue':
      return t('cp.log.queue', { n: Number(ev.draws) });
    case 'turn':
      return t('cp.log.turn', { name: who });
    case 'draw':
      return t('cp.log.draw', { name: who, n: Array.isArray(ev.cards) ? ev.cards.length : 0 });
    case 'trade':
      return t('cp.log.trade', { name: who, give: cardName(String(ev.give)), take: cardName(String(ev.take)), other: name(Number(ev.with)) });
    case 'offer':
      return t('cp.log.offer', { name: who, give: cardName(String(ev.give)), take: cardName(String(ev.take)), other: name(Number(ev.to)) });
    case 'refuse':
      return t('cp.log.refuse', { name: who, other: name(Number(ev.to)) });
    case 'scavenge':
      return t('cp.log.scavenge', { name: who, card: cardName(String(ev.card)) });
    case 'reshuffle':
      return t('cp.log.reshuffle');
    case 'missing-skips':
      return ev.overlord === true ? t('cp.log.missingOverlord') : t('cp.log.missingSkips');
    case 'final-charge':
      return t('cp.log.finalCharge');
    case 'overlord-draw':
      return t('cp.log.overlordDraw', { n: Number(ev.count) });
    case 'overlord-play': {
      const tokens = Array.isArray(ev.tokens) ? ev.tokens.map((tk) => tokenName(String(tk))).join(', ') : '';
      return ev.arc === null || ev.arc === undefined ? t('cp.log.overlordPlay', { tokens }) : t('cp.log.overlordPlace', { tokens, arc });
    }
    case 'overlord-pass':
      return t('cp.log.overlordPass');
    case 'win':
      return t('cp.log.win');
    case 'lose':
      return t('cp.log.lose');
    default:
      return null;
  }
}

export const castlePanicEntry: GameEntry = {
  id: 'castle-panic',
  title: 'Castle Panic',
  tagline: 'game.castle-panic.tagline',
  players: '1-6',
  emblem: castlePanicEmblem,
  play: {
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
    chooseBotMove: (view, legal, seat) => botMove(view, legal, seat),
    // The hint: the strong bot's move for the person to act, whatever level the bots play at.
    // In the guided first game, the lesson's move.
    hint: (view, legal, seat) => {
      const scripted = lessonMoveNow();
      // a person at the device makes a swap by the trade button (no one to ask): the bot's offer
      // is hinted as the trade of the same swap (R-TRADE-OFFER)
      return scripted ? Promise.resolve(scripted) : botMove(view, legal, seat, 'strong', true).then(directTrade);
    },
    seats: (o) => castlePanicSeats(o as CastlePanicOptions),
    seatName,
    sceneKey: 'CastlePanic',
    loadScene: () => import('./scene/castle-panic-scene').then((m) => m.CastlePanicScene),
    rulesText: () => [t('cp.rules1'), t('cp.rules2'), t('cp.rules3'), t('cp.rules4'), t('cp.rules5')],
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
  },
};
