// Regality vs Religion: Revolution once the menu is up (fetched after its first frame, src/games/index.ts): its options, seats, scene, rules text and log lines.
import type { PlayableGame } from '../../services/catalog';
import { t } from '../../services/i18n';
import type { GameEvent, Outcome } from '../../core';
import { ALL_TILES, MATCH_MODES, MAX_MATCH_GAMES, REGALITY_VERSION, VARIANTS, regalitySeats, rules, type MatchMode, type RegalityMove, type RegalityOptions, type RegalityState, type Variant } from './rules';
import { BOT_LEVELS, isBotLevel, type BotLevel } from './ai/levels';
import { requestBotMove } from './scene/bot-client';
import { tileName } from './scene/tile-view';
import { describeGame, outcomeTable, seatName } from './scene/outcome-text';
import { tileEffect } from './scene/tile-info';
import { cellName } from './scene/cell-names';
import { rulesPages } from './scene/rules-pages';
import { LESSON_OPTIONS, LESSON_SEED, lessonBotMove } from './tutorial';
import { hintWhy, setHintThen, setHintWhy } from './hint-why';
import { isSecret } from './rules/setup';


function describe(ev: GameEvent, _options: unknown, name: (seat: number) => string): string | null {
  const tile = typeof ev.tile === 'string' ? tileName(ev.tile) : '';
  const seat = Number(ev.seat ?? 0);
  switch (ev.type) {
    case 'place':
      return t('regality.log.place', { name: name(seat), tile, cell: cellName(Number(ev.cell)) });
    case 'flip':
      return t('regality.log.flip', { tile, name: name(Number(ev.owner)) });
    case 'destroy':
      return t('regality.log.destroy', { tile });
    case 'remove':
      return t('regality.log.remove', { tile });
    case 'banish':
      return ev.from === 'zone' ? t('regality.log.banishZone', { tile, name: name(seat) }) : t('regality.log.banish', { tile });
    case 'move':
      return t('regality.log.move', { tile, from: cellName(Number(ev.from)), to: cellName(Number(ev.to)) });
    case 'retrigger':
      return t('regality.log.retrigger', { tile, by: tileName(String(ev.byTile)) });
    case 'recall':
      return t('regality.log.recall', { tile, name: name(seat) });
    case 'cancelled':
      return t('regality.log.cancelled', { tile });
    case 'effect-skipped':
      return t('regality.log.skipped', { name: name(seat), tile });
    case 'shield':
      return t('regality.log.shield', { tile });
    case 'tower-lowered':
      return t('regality.log.tower', { tile: tileName(String(ev.covered)) });
    case 'discard':
      return t('regality.log.draftDiscard', { tiles: (Array.isArray(ev.tiles) ? ev.tiles : []).map((x) => tileName(String(x))).join(', ') });
    case 'draft':
      return Array.isArray(ev.tiles)
        ? t('regality.log.draftRest', { name: name(seat), tiles: ev.tiles.map((x) => tileName(String(x))).join(', ') })
        : t('regality.log.draft', { name: name(seat), tile });
    case 'match-next': {
      // the games won so far, after the line that gave the game's allies (a newcomer asked who had won it)
      const wins = Array.isArray(ev.wins) ? ev.wins.map(Number) : [0, 0];
      return t('regality.log.matchNext', { game: Number(ev.game), name: name(Number(ev.chooser)), first: name(0), second: name(1), w0: wins[0] ?? 0, w1: wins[1] ?? 0 });
    }
    case 'next-game':
      return t('regality.log.nextGame', { game: Number(ev.game), name: name(Number(ev.first)) });
    case 'match-over':
      return t('regality.log.matchOver');
    case 'over': {
      const scores = Array.isArray(ev.scores) ? ev.scores.map(Number) : [0, 0];
      return t('regality.log.over', { a: scores[0] ?? 0, b: scores[1] ?? 0 });
    }
    default:
      return null;
  }
}

// R-MATCH: the end of a match names its winner and the score (games won, or points), then each
// game's result, a line a game.
function describeOutcome(outcome: Outcome, _options: unknown, state: unknown): string {
  const s = state as RegalityState | undefined;
  const m = s?.match;
  if (!m || !s?.result) return describeGame(outcome);
  const [a = 0, b = 0] = outcome.scores ?? [];
  const winner = outcome.winners[0];
  let head: string;
  if (winner === undefined) head = t('regality.outcome.matchDraw', { a });
  else {
    const params = { name: seatName(winner), a: winner === 0 ? a : b, b: winner === 0 ? b : a };
    head = m.mode === 'points' ? t('regality.outcome.matchPoints', params) : t('regality.outcome.match', params);
  }
  // The match's score as a small table: one line per game, in order.
  const rows = m.results.map((r, i) => t('regality.outcome.row', { game: i + 1, text: describeGame({ winners: r.winners, scores: r.scores, label: r.reason }) }));
  return `${head}\n${rows.join('\n')}`;
}

/** The rules screen's tile glossary: every tile, its name and exact effect, seven tiles a paragraph (each fits a page). */
function glossary(touch: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < ALL_TILES.length; i += 7) {
    const lines = ALL_TILES.slice(i, i + 7).map((id) => `• ${tileName(id)} — ${tileEffect(id)}`);
    out.push(lines.join('\n'));
  }
  // a phone's tiles draw their reach in the middle, a desktop's at the top right
  return [t(touch ? 'regality.iconsTouch' : 'regality.icons'), ...out];
}

// The bot's level is not part of the rules' options (RegalityOptions has no room for it, and the
// record must replay with the rules alone): buildOptions, called by the setup screen whenever its
// values change and when the game starts, keeps the chosen level here. A game resumed from a save
// plays its bots at the last level chosen in this page ('medium' after a reload).
let botLevel: BotLevel = 'medium';

export const regalityPlay: PlayableGame = {
  rules,
  version: REGALITY_VERSION,
  options: [
    {
      key: 'variant',
      label: 'regality.variant',
      choices: VARIANTS.map((v) => ({ value: v, label: `regality.variant.${v}` as const, about: `regality.variant.${v}.about` as const })),
      default: 'standard',
    },
    {
      key: 'match',
      label: 'regality.match',
      choices: MATCH_MODES.map((m) => ({ value: m, label: `regality.match.${m}` as const, about: `regality.match.${m}.about` as const })),
      default: 'best-of-three', // R-MATCH-DEFAULT: "Jouez la partie en deux victoires"; one game stays a choice
    },
    {
      key: 'games',
      label: 'regality.games',
      choices: [1, 2, 3, 4, 5].map((n) => ({ value: n, text: String(n) })),
      default: 3,
      visible: (v) => v.match === 'points',
      // its row's place kept while hidden: choosing Points moved every row under it (newcomer s35);
      // there meanwhile, how many games the match plays (an empty row read as a gap, newcomer s36)
      reserveRow: true,
      hiddenRow: (v) => ({ label: 'regality.gamesPlayed', text: t(v.match === 'single' ? 'regality.gamesPlayed.single' : 'regality.gamesPlayed.best-of-three') }),
    },
    {
      key: 'first',
      label: 'regality.first',
      choices: [
        { value: 0, label: 'regality.seat.0' },
        { value: 1, label: 'regality.seat.1' },
      ],
      default: 0,
    },
    {
      key: 'botLevel',
      label: 'regality.botLevel',
      choices: BOT_LEVELS.map((l) => ({ value: l, label: `regality.botLevel.${l}` as const })),
      default: 'medium',
    },
  ],
  buildOptions: (v): RegalityOptions => {
    botLevel = isBotLevel(v.botLevel) ? v.botLevel : 'medium';
    const options: RegalityOptions = {
      variant: (VARIANTS as readonly unknown[]).includes(v.variant) ? (v.variant as Variant) : 'standard',
      first: Number(v.first) === 1 ? 1 : 0,
    };
    const match = (MATCH_MODES as readonly unknown[]).includes(v.match) ? (v.match as MatchMode) : 'best-of-three';
    if (match !== 'single') options.match = match;
    if (match === 'points') options.games = Math.min(Math.max(Math.round(Number(v.games)) || 3, 1), MAX_MATCH_GAMES);
    return options;
  },
  botLevels: [...BOT_LEVELS],
  chooseBotMove: (view, legal, seat, level) => {
    const scripted = lessonBotMove();
    return scripted ? Promise.resolve(scripted) : requestBotMove(view as RegalityState, legal, seat, isBotLevel(level) ? level : botLevel);
  },
  // The hint: the strongest bot's move for the person to act, whatever level the bots play at.
  // With it, the line that says why (issue 30 item 24): won, drawn or lost with best play where
  // the board is nearly full (the solver, loaded when a hint is first asked), and the allies after it.
  hint: async (view, legal, seat) => {
    const say = { tile: tileName, seat: seatName, line: (e: GameEvent): string | null => describe(e, null, seatName), cell: cellName };
    const move = (await requestBotMove(view as RegalityState, legal, seat, 'perfect')) as RegalityMove;
    // A placement whose effect is then to choose: the choice too (its target named and lit, newcomer s35).
    let follow: RegalityMove | null = null;
    const placed = move.type === 'place' ? rules.apply(view as RegalityState, move) : null;
    if (placed?.ok && placed.state.phase === 'effect' && placed.state.current === seat) {
      follow = (await requestBotMove(placed.state, rules.legalMoves(placed.state), seat, 'perfect')) as RegalityMove;
    }
    setHintThen(follow);
    try {
      const { Solver } = await import('./ai/solve');
      setHintWhy(hintWhy(view as RegalityState, move, seat, (p) => new Solver(16).solve(p, { budgetMs: 400, clock: () => performance.now() }), say, follow));
    } catch {
      setHintWhy(hintWhy(view as RegalityState, move, seat, undefined, say, follow));
    }
    return move;
  },
  seats: (o) => regalitySeats(o as RegalityOptions),
  seatName: (_o, seat) => seatName(seat),
  // Between a match's games, the bot (the loser) would choose who starts at once and the board of
  // the game just over would vanish: the person looks at it and goes on (a newcomer's report).
  // Between two games of a match the one who lost chooses who starts the next: the bar says so, not "Your turn" (a newcomer's report, s33).
  turnLine: (state, _actor, you, name) => {
    const s = state as RegalityState;
    if (s.phase !== 'between') return null;
    const next = (s.match?.game ?? 1) + 1;
    return you ? t('regality.turn.chooseFirst', { next }) : t('regality.turn.chooseFirstOther', { name: name(s.current), next });
  },
  pauseBeforeBot: (state) => ((state as RegalityState).phase === 'between' ? t('regality.nextGame') : null),
  seatSpot: (seat) => `regality.score.${seat}`,
  sceneKey: 'Regality',
  loadScene: () => import('./scene/regality-scene').then((m) => m.RegalityScene),
  rulesPages: (touch) => rulesPages(glossary(touch)),
  keysText: () => t('regality.keys'),
  practiceNote: () => t('regality.practiceNote'),
  describe,
  describeOutcome,
  outcomeTable,
  // Only the secret variants hide tiles, but the host asks once per game: the hand-over screen
  // between two people is harmless in the open ones.
  hiddenHands: true,
  // Defect 7 of issue 15: the hand-over screen only where something is hidden.
  hidesHands: (o) => isSecret((o as RegalityOptions).variant ?? 'standard'),
  tutorial: () => {
    botLevel = 'easy';
    return { options: LESSON_OPTIONS, seed: LESSON_SEED, seats: ['human', 'bot'] };
  },
};
