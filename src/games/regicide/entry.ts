// Regicide once the menu is up (fetched after its first frame, src/games/index.ts): its options, seats, scene, rules text and log lines.
import type { PlayableGame, OptionValue } from '../../services/catalog';
import { t, type TextKey } from '../../services/i18n';
import type { GameEvent } from '../../core';
import { REGICIDE_VERSION, regicideSeats, rules, type RegicideOptions, type RegicideState } from './rules';
import { REGICIDE_BOT_LEVELS, isRegicideBotLevel, type RegicideBotLevel } from './ai/levels';
import { requestBotMove } from './scene/bot-client';
import { LESSON_OPTIONS, LESSON_SEED, lessonMoveNow } from './tutorial';

import { shortName } from './scene/info';
import { logPlace } from './scene/layout';
import { describeOutcome, outcomeTable } from './scene/outcome';
import { rulesPages } from './scene/rules-pages';
import { named } from '../../services/player-names';
import { currentSession } from '../../services/current';

/** A card in the log as on the cards: 7♦, K♠ (R♠ in French, R♠ in Italian), ★ for a jester. */
export const cardName = shortName;
const cardsName = (cards: unknown): string => (Array.isArray(cards) ? cards.map((c) => cardName(String(c))).join(' ') : '');

/** Solo, the one player is "You", with the verb to match: the solo form of a log line's key. */
const solo = (options: unknown): boolean => (options as Partial<RegicideOptions> | null)?.players === 1;
const yours = (key: TextKey, you: boolean): TextKey => (you ? (`${key}.you` as TextKey) : key);

/**
 * Diamonds' cards drawn round the table, seat by seat, until the move's 'recruit' event: one log
 * line for the lot ("Player 1 draws 2 cards, Player 2 draws 1 card."), not one per card. The events
 * of a move are described in order, so a recruit always closes the draws before it.
 */
let drawnBySeat: number[] = [];

function describe(ev: GameEvent, options: unknown, seatName: (seat: number) => string): string | null {
  const name = seatName(Number(ev.seat ?? 0));
  const you = solo(options);
  const n = Number(ev.amount ?? ev.count ?? 0);
  switch (ev.type) {
    case 'play':
      return t(yours('regicide.log.play', you), { name, cards: cardsName(ev.cards) });
    case 'damage':
      return t(ev.doubled ? 'regicide.log.damageDoubled' : 'regicide.log.damage', { n, total: Number(ev.total) });
    case 'shield':
      return t('regicide.log.shield', { n, total: Number(ev.total) });
    case 'heal':
      return t('regicide.log.heal', { n });
    case 'draw': {
      const seat = Number(ev.seat ?? 0);
      drawnBySeat[seat] = (drawnBySeat[seat] ?? 0) + 1;
      return null;
    }
    case 'recruit': {
      const parts = drawnBySeat.flatMap((k, seat) => (k ? [t(yours('regicide.log.draws', you), { name: seatName(seat), n: k })] : []));
      drawnBySeat = [];
      return parts.length ? `${parts.join(', ')}.` : null;
    }
    case 'immune':
      return t('regicide.log.immune', { suit: t(`regicide.suit.${String(ev.suit)}` as TextKey) });
    case 'kill':
      return t(ev.exact ? 'regicide.log.killExact' : 'regicide.log.kill', { enemy: cardName(String(ev.enemy)) });
    case 'reveal':
      return t('regicide.log.reveal', { enemy: cardName(String(ev.enemy)) });
    case 'suffer':
      // the shields stop the whole attack: not "must suffer 0 damage" (a newcomer's report)
      return n === 0 ? t('regicide.log.sufferNone') : t(yours('regicide.log.suffer', you), { name, n });
    case 'discard':
      return t(yours('regicide.log.discard', you), { name, cards: cardsName(ev.cards) });
    case 'yield':
      return t(yours('regicide.log.yield', you), { name });
    case 'jester':
      return t('regicide.log.jester');
    case 'choose':
      return t('regicide.log.choose', { chosen: seatName(Number(ev.chosen)) });
    case 'flip':
      return t('regicide.log.flip', { n: Number(ev.drawn) });
    case 'win':
      return t('regicide.log.win');
    case 'lose':
      return t(yours('regicide.log.lose', you), { name });
    default:
      return null;
  }
}

// The bots' level is a setup choice, not a rules option (the record and its links do not carry
// it): buildOptions, called when the setup screen's values change and when the game starts, keeps
// it here. A game resumed from a save or opened from a link plays its bots at the last level
// chosen in this page ('strong' after a reload).
let botLevel: RegicideBotLevel = 'strong';

export const regicidePlay: PlayableGame = {
  rules,
  version: REGICIDE_VERSION,
  options: [
    {
      key: 'players',
      label: 'regicide.players',
      choices: [1, 2, 3, 4].map((n) => ({ value: n, text: String(n) })),
      default: 1,
    },
    {
      key: 'soloYield',
      label: 'regicide.soloYield',
      choices: [
        { value: false, label: 'regicide.no' },
        { value: true, label: 'regicide.yes' },
      ],
      default: false,
      visible: (v: Record<string, OptionValue>) => v.players === 1,
    },
    {
      key: 'botLevel',
      label: 'regicide.botLevel',
      choices: REGICIDE_BOT_LEVELS.map((l) => ({ value: l, label: `regicide.botLevel.${l}` as const })),
      default: 'strong',
      // Solo there is no bot to play with (issue 30 item 27): the line is not shown.
      visible: (v: Record<string, OptionValue>) => v.players !== 1,
    },
  ],
  buildOptions: (v): RegicideOptions => {
    botLevel = isRegicideBotLevel(v.botLevel) ? v.botLevel : 'strong';
    const players = Number(v.players ?? 1) as RegicideOptions['players'];
    return players === 1 && v.soloYield === true ? { players, soloYield: true } : { players };
  },
  // Any seat may be a bot (ai/index.ts; the strong one searches in a Web Worker): it sees only its
  // seat's view, so a person playing with bot partners never has a hand shown that is not theirs.
  botLevels: [...REGICIDE_BOT_LEVELS],
  chooseBotMove: (view, legal, seat, level) => requestBotMove(view as RegicideState, legal, seat, isRegicideBotLevel(level) ? level : botLevel),
  // The hint: the strong bot's move for the person to act, whatever level the bots play at.
  // In the guided first game, the lesson's move.
  hint: (view, legal, seat) => {
    const scripted = lessonMoveNow();
    return scripted ? Promise.resolve(scripted) : requestBotMove(view as RegicideState, legal, seat, 'strong');
  },
  // Hint pressed as the turn comes back, the last move still being shown, is answered once it is (a newcomer's report).
  hintAfterShow: true,
  seats: (o) => regicideSeats(o as RegicideOptions),
  // Solo, the one player is "You" (issue 30 item 27).
  seatName: (o, seat) => named(seat, solo(o) ? t('regicide.you') : t('regicide.seat', { n: seat + 1 })),
  seatSpot: (seat) => `regicide.seat.${seat}`,
  sceneKey: 'Regicide',
  loadScene: () => import('./scene/regicide-scene').then((m) => m.RegicideScene),
  rulesPages,
  // The log opens clear of the wounds (a newcomer's report): over the panel, on a phone the strip.
  logPlace: (view) => {
    // (solo: under the strip's jester powers; the session is the host's current one when it asks)
    const cur = currentSession();
    const solo = cur?.id === 'regicide' && (cur.session.record.options as Partial<RegicideOptions> | null)?.players === 1;
    const r = logPlace(view as Parameters<typeof logPlace>[0], solo);
    return { x: r.x, y: r.y, width: r.w, height: r.h };
  },
  describe,
  describeOutcome,
  outcomeTable,
  hiddenHands: true,
  // The guided first game ("Learn to play"): solo, on the lesson's stacked deal (tutorial.ts).
  tutorial: () => ({ options: LESSON_OPTIONS, seed: LESSON_SEED, seats: ['human'] }),
};
