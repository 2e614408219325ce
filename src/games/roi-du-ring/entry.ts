// Le Roi du Ring once the menu is up (fetched after its first frame, src/games/index.ts): its options, seats, scene, rules text and log lines.
import type { PlayableGame } from '../../services/catalog';
import { t } from '../../services/i18n';
import type { Outcome } from '../../core';
import { ROI_VERSION, handSeat, roiSeats, rules, type RoiMove, type RoiOptions, type RoiState } from './rules';
import { openingLines } from './scene/opening';
import { ROI_BOT_LEVELS, isRoiBotLevel, type RoiBotLevel } from './ai/levels';
import { requestBotMove } from './scene/bot-client';
import type { RoiAdvanced } from './rules/types';
import { seatLabel } from './scene/names';
import { outcomeTable, outcomeText } from './scene/outcome';
import { currentSession } from '../../services/current';
import { LESSON_OPTIONS, LESSON_SEED, lessonMove } from './tutorial';
import { hintChoices } from './scene/hint-next';
import { describe } from './scene/log';
import { rulesPages } from './scene/rules-pages';

// The end screen: what ended the fight (the game's events, from the session being played) and who is King.
function describeOutcome(outcome: Outcome, _options: unknown, state: unknown): string {
  const current = currentSession();
  const events = current?.id === 'roi-du-ring' ? current.session.events() : [];
  return outcomeText(outcome, state as RoiState, events);
}

/** The advanced rules offered together on one selector: none, one of the four, or all four. */
const ADVANCED = ['none', 'specialCards', 'surprise', 'psychic', 'fury', 'all'] as const;
type AdvancedChoice = (typeof ADVANCED)[number];

function advancedOf(choice: AdvancedChoice): RoiAdvanced | undefined {
  if (choice === 'none') return undefined;
  if (choice === 'all') return { specialCards: true, surprise: true, psychic: true, fury: true };
  return { [choice]: true };
}

// The bots' level is a setup choice, not a rules option (the record and its links do not carry
// it): buildOptions, called when the setup screen's values change and when the game starts, keeps
// it here. A game resumed from a save or opened from a link plays its bots at the last level
// chosen in this page ('strong' after a reload).
let botLevel: RoiBotLevel = 'strong';

export const roiPlay: PlayableGame = {
  rules,
  version: ROI_VERSION,
  options: [
    {
      key: 'players',
      label: 'roi.players',
      choices: [2, 3, 4].map((n) => ({ value: n, text: String(n) })),
      default: 2,
    },
    {
      key: 'advanced',
      label: 'roi.rulesOption',
      choices: ADVANCED.map((a) => ({ value: a, label: `roi.adv.${a}` as const })),
      default: 'none',
    },
    {
      key: 'duo',
      label: 'roi.duo',
      choices: [
        { value: false, label: 'roi.no' },
        { value: true, label: 'roi.yes', about: 'roi.duo.about' },
      ],
      default: false,
      visible: (v) => v.players === 2,
    },
    {
      key: 'teams',
      label: 'roi.teams',
      choices: [
        { value: false, label: 'roi.no' },
        { value: true, label: 'roi.yes', about: 'roi.teams.about' },
      ],
      default: false,
      visible: (v) => v.players === 4,
    },
    {
      key: 'botLevel',
      label: 'roi.botLevel',
      choices: ROI_BOT_LEVELS.map((l) => ({ value: l, label: `roi.botLevel.${l}` as const })),
      default: 'strong',
    },
  ],
  buildOptions: (v): RoiOptions => {
    botLevel = isRoiBotLevel(v.botLevel) ? v.botLevel : 'strong';
    const players = Number(v.players ?? 2) as RoiOptions['players'];
    const choice = ADVANCED.find((a) => a === v.advanced) ?? 'none';
    const advanced = advancedOf(choice);
    return {
      players,
      ...(advanced ? { advanced } : {}),
      ...(players === 4 && v.teams === true ? { teams: true } : {}),
      ...(players === 2 && v.duo === true ? { fightersPerPlayer: 2 as const } : {}),
    };
  },
  // Any seat may be a bot (ai/index.ts: easy, fixed priorities on the page; strong, a search in
  // its own Web Worker, scene/bot-client.ts); it sees only its seat's view.
  botLevels: [...ROI_BOT_LEVELS],
  // In the guided first game the bot plays its scripted moves, then as the easy bot.
  chooseBotMove: (view, legal, seat, level) => {
    const scripted = lessonMove();
    return scripted ? Promise.resolve(scripted) : requestBotMove(view as RoiState, legal, seat, isRoiBotLevel(level) ? level : botLevel);
  },
  // The hint: the strong bot's move for the person to act, whatever level the bots play at
  // (in the guided first game, the lesson's move).
  // It continues what the table holds half made (issue 30 item 3): asked among the moves that
  // finish it, and the same hint again once its first step is followed (scene/hint-next.ts).
  hint: (view, legal, seat) => {
    const scripted = lessonMove();
    if (scripted) return Promise.resolve(scripted);
    const { legal: moves, keep } = hintChoices(legal as RoiMove[]);
    return keep ? Promise.resolve(keep) : requestBotMove(view as RoiState, moves, seat, 'strong');
  },
  seats: (o) => roiSeats(o as RoiOptions),
  seatName: (_o, seat) => seatLabel(seat),
  // Answering another's attack (a parry, a counter, a pincer, a surprise) is not your turn (issue 30
  // item 5: "Your turn" stood in the header while the bot attacked): the line names whose turn it is.
  turnLine: (state, actor, you, name) => {
    const s = state as RoiState;
    const owner = handSeat(s, s.current);
    // The turn's own fighter answering an attack made out of turn (a trip, a surprise attack): the
    // attack is another's, and the line says whose (newcomer s36: "Your turn" while the bot tripped it).
    if (s.phase === 'defend' && s.attack && s.attack.by !== s.current && actor === owner) {
      const by = name(handSeat(s, s.attack.by));
      return you ? t('roi.turn.attackedYou', { name: by }) : t('roi.turn.attackedTo', { name: by, to: name(actor) });
    }
    if (s.phase === 'exchange' || s.phase === 'over' || actor === owner) return null;
    return you ? t('roi.turn.answerYou', { name: name(owner) }) : t('roi.turn.answerTo', { name: name(owner), to: name(actor) });
  },
  seatSpot: (seat) => `roi.side.hp.${seat}`,
  sceneKey: 'RoiDuRing',
  loadScene: () => import('./scene/roi-scene').then((m) => m.RoiScene),
  rulesPages,
  describe,
  describeOutcome,
  outcomeTable: (outcome, _options, state) => outcomeTable(outcome, state as RoiState),
  hiddenHands: true,
  // R-FIRST: the draw that chose who starts, shown before the first hand (issue 15 defect 7).
  openingLines: (state) => openingLines(state as RoiState),
  // The guided first game: basic rules, Red (the learner) against the easy bot on a stacked deal.
  tutorial: () => {
    botLevel = 'easy';
    return { options: LESSON_OPTIONS, seed: LESSON_SEED, seats: ['human', 'bot'] };
  },
};
