// Regality vs Religion: Revolution, the rules module (shared/docs/CONTRACT.md, section regality).
// Pure: tiles.ts is the tile table, board.ts the kingdom's geometry, effects*.ts the effects,
// turn.ts the turn and the end, setup.ts the deal and the draft.

import { ERR, HIDDEN, fail, type Applied, type GameEvent, type Outcome, type Rules, type Seat } from '../../../core/contract';
import { effectAllows, effectChoices, resolveEffect } from './effects';
import { CHOOSE_FIRST, DRAFT, K_CHOOSE_FIRST, K_DRAFT, K_PLACE, K_SKIP, SKIP, describe, knownInfo, parseMove } from './moves';
import { draftPick, isSecret, refillPile, setup, startGame } from './setup';
import { canPlaceOn, endTurn, place, placeMoves, startEffect } from './turn';
import type { RegalityMatch, RegalityMove, RegalityOptions, RegalityState } from './types';

export * from './types';
export { TILES, ALL_TILES, NEUTRAL_TILES, REGALITY_TILES, RELIGION_TILES, SHUFFLED_NEUTRALS, type TileData, type TileId } from './tiles';
export { effectChoices } from './effects';

// 2: the rules read again from the rulebook (issue 13: R-TOWER-SHIELD, R-RETRIGGER-EACH-OTHER,
// R-WITCH-SELF, R-DRAFT-DISCARD); a record of version 1 may not replay the same.
export const REGALITY_VERSION = 2;
export const regalitySeats = (_options?: RegalityOptions): number => 2;

function legalMoves(state: RegalityState): RegalityMove[] {
  if (state.status === 'over') return [];
  if (state.phase === 'between') return [...CHOOSE_FIRST];
  if (state.phase === 'draft') return state.draftPool.map((tile) => DRAFT[tile] as RegalityMove);
  if (state.phase === 'place') return placeMoves(state);
  const pending = state.pending as { cell: number; retrigger: boolean };
  const choices = effectChoices(state, pending.cell, state.current);
  // R-ACTIVE: an active effect may be declined, except a bard's chosen target (see R-RETRIGGER).
  if (!pending.retrigger) choices.push(SKIP);
  return choices;
}

/** A copy that apply may change: the board array is its own, other arrays are replaced when changed. */
// Built field by field (not by spread) so every state shares one object shape: much faster.
const working = (s: RegalityState): RegalityState => ({
  variant: s.variant, first: s.first, board: s.board.slice(), zones: s.zones, secret: s.secret, neutral: s.neutral,
  discarded: s.discarded, pile: s.pile, draftPool: s.draftPool, draftStep: s.draftStep,
  current: s.current, phase: s.phase, pending: s.pending, placed: s.placed, status: s.status, result: s.result, rng: s.rng,
  match: s.match,
});

/** Where `tile` is for `seat`: its index in the seat's zone, or -2 - its index in the neutral zone, or -1. */
function findTile(state: RegalityState, tile: string, seat: Seat): number {
  const zone = state.zones[seat] as string[];
  for (let i = 0; i < zone.length; i++) if (zone[i] === tile) return i;
  const neutral = state.neutral;
  for (let i = 0; i < neutral.length; i++) if (neutral[i] === tile) return -2 - i;
  return -1;
}

function apply(state: RegalityState, raw: RegalityMove): Applied<RegalityState> {
  if (state.status === 'over') return fail(ERR.GAME_OVER, 'The game is over.');
  // Moves legalMoves handed out are well formed already (the common case: skip the parsing).
  let move = knownInfo(raw);
  if (move === undefined) {
    const parsed = parseMove(raw);
    if (typeof parsed === 'string') return fail(ERR.BAD_MOVE, parsed);
    move = describe(parsed);
  }
  const seat = state.current;
  const events: GameEvent[] = [];
  const kind = move.kind;
  if (kind === K_CHOOSE_FIRST) {
    if (state.phase !== 'between' || !state.match) return fail(ERR.WRONG_PHASE, 'Who starts is chosen only between two games of a match.');
    // R-MATCH-CHOOSE / R-MATCH-NEUTRALS: the next game, fresh neutrals, the chosen seat first.
    const first = move.slot;
    const next = working(state);
    next.match = { ...state.match, game: state.match.game + 1 };
    refillPile(next);
    startGame(next, first);
    events.push({ type: 'next-game', game: next.match.game, first, by: seat });
    if (next.phase === 'draft') events.push({ type: 'turn', seat: next.current });
    else events.push({ type: 'turn', seat: first });
    return { ok: true, state: next, events };
  }
  if (state.phase === 'between') return fail(ERR.WRONG_PHASE, 'This game is over: choose who starts the next game of the match.');
  if (kind === K_DRAFT) {
    if (state.phase !== 'draft') return fail(ERR.WRONG_PHASE, 'The draft is over.');
    if (!state.draftPool.includes(move.tile)) return fail(ERR.NOT_LEGAL, `${move.tile} is not among the tiles offered.`);
    const next = working(state);
    draftPick(next, move.tile, events);
    return { ok: true, state: next, events };
  }
  if (kind === K_PLACE) {
    if (state.phase !== 'place') return fail(ERR.WRONG_PHASE, state.phase === 'draft' ? 'Take a neutral tile first.' : 'Use or skip the effect of the tile you placed first.');
    const { tile, cell } = move;
    // R-CITIZEN: the first tile of the game is the citizen.
    const at = state.placed === 0 && tile !== 'citizen' ? -1 : findTile(state, tile, seat);
    if (at === -1) {
      return fail(ERR.NOT_LEGAL, state.placed === 0 ? 'The first tile placed must be the citizen.' : `${tile} is neither in your zone nor in the neutral zone.`);
    }
    if (!canPlaceOn(state, tile, cell, seat)) {
      return fail(ERR.NOT_LEGAL, tile === 'tower' ? 'The tower goes on one of your face-up allies without a shield.' : `Cell ${cell} is not empty.`);
    }
    const next = working(state);
    place(next, tile, cell, at >= 0 ? at : -1, at >= 0 ? -1 : -2 - at, events);
    return { ok: true, state: next, events };
  }
  if (state.phase !== 'effect' || !state.pending) return fail(ERR.WRONG_PHASE, 'There is no effect to use or skip now; place a tile.');
  const { cell, retrigger } = state.pending;
  if (kind === K_SKIP) {
    if (retrigger) return fail(ERR.NOT_LEGAL, 'A re-triggered effect must be used once its tile is chosen.');
    const next = working(state);
    events.push({ type: 'effect-skipped', seat, cell, tile: state.board[cell]?.tile });
    endTurn(next, events);
    return { ok: true, state: next, events };
  }
  if (!effectAllows(state, cell, seat, move)) {
    return fail(ERR.NOT_LEGAL, `The ${state.board[cell]?.tile ?? 'tile'}'s effect cannot be used that way here.`);
  }
  const next = working(state);
  const then = resolveEffect(next, cell, move, seat, events);
  if (then === null) endTurn(next, events);
  else startEffect(next, then, true, events);
  return { ok: true, state: next, events };
}

function outcome(state: RegalityState): Outcome | null {
  const r = state.result;
  if (state.status !== 'over' || !r) return null;
  const m = state.match;
  if (m) return { winners: [...(m.winners ?? [])], scores: m.mode === 'points' ? [...m.points] : [...m.wins], label: `match-${m.mode}` };
  return { winners: [...r.winners], scores: [...r.scores], label: r.reason };
}

// R-SECRET: the view hides the RNG, the undealt neutrals, and in the secret
// variants the other seat's secret neutrals (and, in a secret draft, the pool it picks from).
function view(state: RegalityState, seat: Seat): RegalityState {
  const hide = (tiles: readonly string[]): string[] => tiles.map(() => HIDDEN);
  const poolShown = !isSecret(state.variant) || (state.phase === 'draft' && state.current === seat);
  // The other seat's secret neutrals read as '?'; to a spectator (not seat 0 or 1) both seats'.
  const hiddenIn = (s: number): readonly string[] => (s === seat ? [] : (state.secret[s] ?? []));
  return {
    ...state,
    board: state.board.map((c) => (c ? { ...c } : null)),
    zones: state.zones.map((z, s) => z.map((t) => (hiddenIn(s).includes(t) ? HIDDEN : t))),
    secret: state.secret.map((z, s) => (s === seat ? [...z] : hide(z))),
    neutral: [...state.neutral],
    discarded: [...state.discarded],
    pile: hide(state.pile),
    draftPool: poolShown ? [...state.draftPool] : hide(state.draftPool),
    pending: state.pending ? { ...state.pending } : null,
    result: state.result ? { ...state.result, winners: [...state.result.winners], scores: [...state.result.scores] } : null,
    rng: -1,
    match: state.match ? JSON.parse(JSON.stringify(state.match)) as RegalityMatch : null,
  };
}

export const rules: Rules<RegalityState, RegalityMove, RegalityOptions> = {
  id: 'regality',
  // R-MATCH-DEFAULT: "Jouez la partie en deux victoires": the default setup is a best-of-three match.
  defaults: { first: 0, variant: 'standard', match: 'best-of-three' },
  setup,
  actor: (state) => (state.status === 'over' ? null : state.current),
  legalMoves,
  apply,
  outcome,
  view,
};
export { viewEvents } from './view-events';
