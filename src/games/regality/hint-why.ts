// Why the hint's move (issue 30 item 24): the Perfect bot's move came with no word ("destroy your
// own Performer"). The hint asks the exact solver where the board is nearly full (five empty cells
// or fewer: a few milliseconds), and says whether the move wins, keeps a draw, or only holds out in
// a lost position; and in every case what the board looks like right after it (allies each side).
// The scene shows the line in its panel with the hint's marks. No Phaser here.
import { t } from '../../services/i18n';
import { rules, type RegalityMove, type RegalityState } from './rules';
import { allies } from './rules/board';
import { HIDDEN, type GameEvent } from '../../core/contract';

/** The line of the last hint shown, or null (taken by the scene when it draws the hint). */
let why: string | null = null;

export function takeHintWhy(): string | null {
  const w = why;
  why = null;
  return w;
}

export function setHintWhy(line: string | null): void {
  why = line;
}

/** The words the scene lends for an effect's events: tile and seat names, and the log's line for an event. */
export interface EffectWords {
  tile(id: string): string;
  seat(seat: number): string;
  line(event: GameEvent): string | null;
  /** A cell's name as the board shows it ("top-left"); the choice names no cell without it. */
  cell?(cell: number): string;
}

/** The effect's choice that the hint's placement leads to (its target lit with the tile), or null; taken by the scene. */
let then: RegalityMove | null = null;

export function setHintThen(move: RegalityMove | null): void {
  then = move;
}

export function takeHintThen(): RegalityMove | null {
  const m = then;
  then = null;
  return m;
}

/**
 * An effect's choice in words (a newcomer's report, s35: the hint named a tile and a cell, never
 * which neighbour the effect takes nor which way it points): the tile chosen and its cell, or the
 * arrow's way on the board as the seat to play sees it (its tiles point up), or the pattern; null
 * for a choice with nothing to name (the effect used as it is).
 */
function choiceWords(state: RegalityState, move: RegalityMove, words: EffectWords): string | null {
  if (move.type !== 'effect') return null;
  if ('target' in move && typeof move.target === 'number') {
    const here = state.board[move.target];
    if (!here) return null;
    const tile = words.tile(here.tile);
    return words.cell ? t('regality.why.choice.target', { tile, cell: words.cell(move.target) }) : t('regality.why.choice.tile', { tile });
  }
  if ('direction' in move && move.direction) return t('regality.why.choice.direction', { dir: t(`regality.why.dir.${move.direction}`) });
  if ('pattern' in move && move.pattern) return t(`regality.pattern.${move.pattern}`);
  return null;
}

/** The events of an effect, and how many lines the hint gives them (the panel's room). */
const EFFECT_EVENTS: ReadonlySet<string> = new Set(['flip', 'destroy', 'remove', 'banish', 'move', 'retrigger', 'recall', 'cancelled', 'shield', 'tower-lowered']);
const MAX_LINES = 3;

/** An effect's events in few lines: the tiles turned, one line a side; those destroyed, one line; each other event its log line. */
function effectLines(events: readonly GameEvent[], words: EffectWords): string[] {
  const turned = new Map<number, string[]>();
  const destroyed: string[] = [];
  const out: string[] = [];
  for (const e of events) {
    if (!EFFECT_EVENTS.has(e.type)) continue;
    const tile = typeof e.tile === 'string' ? words.tile(e.tile) : '';
    if (e.type === 'flip') {
      const owner = Number(e.owner);
      if (!turned.has(owner)) turned.set(owner, []);
      turned.get(owner)?.push(tile);
    } else if (e.type === 'destroy') destroyed.push(tile);
    else {
      const line = words.line(e);
      if (line !== null) out.push(line);
    }
  }
  const grouped = [...turned].map(([owner, tiles]) => t('regality.why.turned', { name: words.seat(owner), tiles: tiles.join(', ') }));
  if (destroyed.length > 0) grouped.push(t('regality.why.destroyed', { tiles: destroyed.join(', ') }));
  return [...grouped, ...out];
}

/** Empty cells at most for the solver's answer (fast: the bench's 5-empty endgames solve in well under a second, most in milliseconds). */
const SOLVE_EMPTY = 5;

/**
 * The reason for `move`, the hint for `seat` in `view`: the solved outcome where the board is
 * nearly full and nothing is hidden, then the allies right after the move (its effect's choices
 * still to come for a placement). `solve` is the exact solver (loaded lazily by the caller).
 */
export function hintWhy(
  view: RegalityState,
  move: RegalityMove,
  seat: number,
  solve?: (s: RegalityState) => { winner: number | null; draw: boolean },
  say?: EffectWords,
  follow?: RegalityMove | null,
): string {
  const parts: string[] = [];
  const hidden = view.zones.some((z) => z.includes(HIDDEN)) || view.neutral.includes(HIDDEN);
  const empty = view.board.filter((c) => c === null).length;
  if (solve && !hidden && view.phase !== 'draft' && view.phase !== 'between' && empty <= SOLVE_EMPTY) {
    const r = solve(view);
    if (r.winner === seat) parts.push(t('regality.why.wins'));
    else if (r.winner !== null) parts.push(t('regality.why.lost'));
    else if (r.draw) parts.push(t('regality.why.draw'));
  }
  const after = rules.apply(view, move);
  // An effect's choice (a newcomer's report: the hint said nothing of it): what it does, in the log's words.
  const does = (events: readonly GameEvent[], words: EffectWords): void => {
    const lines = effectLines(events, words);
    if (lines.length > 0) parts.push(t('regality.why.does', { what: lines.length > MAX_LINES ? `${lines.slice(0, MAX_LINES).join(' ')} …` : lines.join(' ') }));
  };
  if (after.ok && move.type === 'effect' && say) {
    const choice = choiceWords(view, move, say);
    if (choice) parts.push(t('regality.why.choose', { choice }));
    does(after.events, say);
  }
  if (after.ok && (move.type === 'place' || move.type === 'effect' || move.type === 'skip')) {
    const [a = 0, b = 0] = allies(after.state.board);
    // a tile whose effect is still to choose: the count is before it (a newcomer read "your allies
    // 1, theirs 2" for a Queen that then made it 3 to 0)
    const pending = move.type === 'place' && after.state.phase === 'effect';
    parts.push(t(pending ? 'regality.why.alliesPlaced' : 'regality.why.allies', { mine: seat === 0 ? a : b, theirs: seat === 0 ? b : a }));
  }
  // A placement whose effect is then to choose: the choice the hint would make, and what it does.
  if (after.ok && move.type === 'place' && after.state.phase === 'effect' && after.state.current === seat && follow && say) {
    if (follow.type === 'skip') parts.push(t('regality.why.thenSkip'));
    else {
      const next = rules.apply(after.state, follow);
      const choice = choiceWords(after.state, follow, say);
      parts.push(choice ? t('regality.why.then', { choice }) : t('regality.why.thenUse'));
      if (next.ok) does(next.events, say);
    }
  }
  return parts.join(' ');
}
