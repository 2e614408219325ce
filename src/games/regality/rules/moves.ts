// Move objects, built once and frozen so legalMoves only gathers references (speed), and the
// parsing of raw moves from outside (a scene, a record) into checked ones. Each move object of
// these tables carries a MoveInfo (looked up by identity): its fields as numbers in one fixed
// shape, so apply reads no property of the varied move shapes.

import { tileIndex } from './codes';
import { ALL_TILES } from './tiles';
import { DIRECTIONS, PATTERNS, type Direction, type EffectFields, type Pattern, type RegalityMove } from './types';

export const K_PLACE = 0;
export const K_DRAFT = 1;
export const K_CHOOSE_FIRST = 2;
export const K_SKIP = 3;
export const K_EFFECT = 4;

/** Which fields an effect move carries (S_OTHER: a mix no effect takes). */
export const S_NONE = 0;
export const S_TARGET = 1;
export const S_DIRECTION = 2;
export const S_PATTERN = 3;
export const S_CARRY = 4;
export const S_TILE = 5;
export const S_SLOT = 6;
export const S_OTHER = 7;

/** A checked move's fields as numbers (-1 where it has none); `tile` '' where it names none. */
export interface MoveInfo {
  readonly kind: number; // K_*
  readonly shape: number; // S_* (effect moves)
  readonly tile: string; // place, draft, hermit
  readonly tileIdx: number; // index of `tile` in ALL_TILES, -1 if none
  readonly cell: number; // place: the cell; effect: the target, or the fairy's `from`
  readonly to: number; // fairy
  readonly dir: number; // index in DIRECTIONS
  readonly pattern: number; // index in PATTERNS
  readonly slot: number; // assassin; choose-first: the seat
}

const info = (kind: number, shape: number, tile: string, cell: number, to: number, dir: number, pattern: number, slot: number): MoveInfo => ({
  kind, shape, tile, tileIdx: tile === '' ? -1 : tileIndex(tile), cell, to, dir, pattern, slot,
});

function shapeOf(m: EffectFields): number {
  let shape = S_NONE;
  let n = 0;
  if (m.target !== undefined) { shape = S_TARGET; n++; }
  if (m.direction !== undefined) { shape = S_DIRECTION; n++; }
  if (m.pattern !== undefined) { shape = S_PATTERN; n++; }
  if (m.from !== undefined || m.to !== undefined) {
    if (m.from === undefined || m.to === undefined) return S_OTHER;
    shape = S_CARRY;
    n++;
  }
  if (m.tile !== undefined) { shape = S_TILE; n++; }
  if (m.slot !== undefined) { shape = S_SLOT; n++; }
  return n > 1 ? S_OTHER : shape;
}

/** The MoveInfo of a well-formed move (one parseMove returned, or one of the tables below). */
export function describe(move: RegalityMove): MoveInfo {
  switch (move.type) {
    case 'place':
      return info(K_PLACE, S_NONE, move.tile, move.cell, -1, -1, -1, -1);
    case 'draft':
      return info(K_DRAFT, S_NONE, move.tile, -1, -1, -1, -1, -1);
    case 'choose-first':
      return info(K_CHOOSE_FIRST, S_NONE, '', -1, -1, -1, -1, move.seat);
    case 'skip':
      return info(K_SKIP, S_NONE, '', -1, -1, -1, -1, -1);
    default: {
      const m = move as EffectFields;
      const shape = shapeOf(m);
      return info(K_EFFECT, shape, m.tile ?? '', m.target ?? m.from ?? -1, m.to ?? -1, m.direction === undefined ? -1 : DIRECTIONS.indexOf(m.direction),
        m.pattern === undefined ? -1 : PATTERNS.indexOf(m.pattern), m.slot ?? -1);
    }
  }
}

const KNOWN = new WeakMap<object, MoveInfo>();
const freeze = <T extends RegalityMove>(m: T): T => {
  KNOWN.set(m, describe(m));
  return Object.freeze(m);
};

/** The MoveInfo of one of the frozen move objects below (undefined for any other value). */
export const knownInfo = (raw: unknown): MoveInfo | undefined => KNOWN.get(raw as object);
/** One of the frozen move objects below (so already well formed). */
export const isKnownMove = (raw: unknown): raw is RegalityMove => knownInfo(raw) !== undefined;
const nine = Array.from({ length: 9 }, (_, c) => c);

export const SKIP: RegalityMove = freeze({ type: 'skip' });
export const CHOOSE_FIRST: readonly RegalityMove[] = [0, 1].map((seat) => freeze({ type: 'choose-first', seat }));
export const PLAIN_EFFECT: RegalityMove = freeze({ type: 'effect' });
export const PLACE: Readonly<Record<string, readonly RegalityMove[]>> = Object.fromEntries(
  ALL_TILES.map((tile) => [tile, nine.map((cell) => freeze({ type: 'place', tile, cell }))]),
);
/** PLACE_ROWS[tile index][cell]: the same move objects as PLACE, by tile index. */
export const PLACE_ROWS: readonly (readonly RegalityMove[])[] = ALL_TILES.map((tile) => PLACE[tile] as readonly RegalityMove[]);
export const DRAFT: Readonly<Record<string, RegalityMove>> = Object.fromEntries(ALL_TILES.map((tile) => [tile, freeze({ type: 'draft', tile })]));
export const TARGET: readonly RegalityMove[] = nine.map((target) => freeze({ type: 'effect', target }));
export const DIRECTION: Readonly<Record<Direction, RegalityMove>> = Object.fromEntries(
  DIRECTIONS.map((direction) => [direction, freeze({ type: 'effect', direction })]),
) as Record<Direction, RegalityMove>;
/** DIRECTION_MOVES[direction index]: the same move objects as DIRECTION. */
export const DIRECTION_MOVES: readonly RegalityMove[] = DIRECTIONS.map((d) => DIRECTION[d]);
export const PATTERN: Readonly<Record<Pattern, RegalityMove>> = Object.fromEntries(
  PATTERNS.map((pattern) => [pattern, freeze({ type: 'effect', pattern })]),
) as Record<Pattern, RegalityMove>;
export const CARRY: readonly (readonly RegalityMove[])[] = nine.map((from) => nine.map((to) => freeze({ type: 'effect', from, to })));
export const RECALL: Readonly<Record<string, RegalityMove>> = Object.fromEntries(ALL_TILES.map((tile) => [tile, freeze({ type: 'effect', tile })]));
const MAX_ZONE = ALL_TILES.length;
export const SLOT: readonly RegalityMove[] = Array.from({ length: MAX_ZONE }, (_, slot) => freeze({ type: 'effect', slot }));

const isCell = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < 9;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function keyCount(o: object): number {
  let n = 0;
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) n++;
  return n;
}

/** Check an effect move's fields; a string says what is wrong. */
function parseEffect(raw: Record<string, unknown>): EffectFields | string {
  const fields: EffectFields = {};
  let n = 1;
  if ('target' in raw) {
    if (!isCell(raw.target)) return 'An effect target must be a cell 0..8.';
    fields.target = raw.target;
    n++;
  }
  if ('direction' in raw) {
    if (!(DIRECTIONS as readonly unknown[]).includes(raw.direction)) return `A direction is one of ${DIRECTIONS.join(', ')}.`;
    fields.direction = raw.direction as Direction;
    n++;
  }
  if ('pattern' in raw) {
    if (!(PATTERNS as readonly unknown[]).includes(raw.pattern)) return 'A pattern is orthogonal or diagonal.';
    fields.pattern = raw.pattern as Pattern;
    n++;
  }
  if ('from' in raw || 'to' in raw) {
    if (!isCell(raw.from) || !isCell(raw.to)) return 'The fairy carries a tile from a cell 0..8 to a cell 0..8.';
    fields.from = raw.from;
    fields.to = raw.to;
    n += 2;
  }
  if ('tile' in raw) {
    if (typeof raw.tile !== 'string') return 'An effect tile must be a tile id.';
    fields.tile = raw.tile;
    n++;
  }
  if ('slot' in raw) {
    if (!Number.isInteger(raw.slot) || (raw.slot as number) < 0) return 'A slot is a position 0.. in the opponent\'s zone.';
    fields.slot = raw.slot as number;
    n++;
  }
  if (keyCount(raw) !== n) return 'This effect move has fields no effect takes.';
  return fields;
}

/** A raw move, checked for shape only; a string says what is wrong. */
export function parseMove(raw: unknown): RegalityMove | string {
  if (!isRecord(raw)) return 'A move must be an object with a type.';
  switch (raw.type) {
    case 'place':
      if (typeof raw.tile !== 'string' || !isCell(raw.cell) || keyCount(raw) !== 3) return 'A place move names a tile and a cell 0..8.';
      return { type: 'place', tile: raw.tile, cell: raw.cell };
    case 'draft':
      if (typeof raw.tile !== 'string' || keyCount(raw) !== 2) return 'A draft move names one tile.';
      return { type: 'draft', tile: raw.tile };
    case 'choose-first':
      if ((raw.seat !== 0 && raw.seat !== 1) || keyCount(raw) !== 2) return 'A choose-first move names seat 0 or 1.';
      return CHOOSE_FIRST[raw.seat] as RegalityMove;
    case 'skip':
      if (keyCount(raw) !== 1) return 'A skip takes no other fields.';
      return SKIP;
    case 'effect': {
      const fields = parseEffect(raw);
      return typeof fields === 'string' ? fields : ({ type: 'effect', ...fields });
    }
    default:
      return `There is no move of type ${JSON.stringify(raw.type)} in this game.`;
  }
}
