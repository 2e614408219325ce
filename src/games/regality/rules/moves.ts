// Move objects, built once and frozen so legalMoves only gathers references (speed), and the
// parsing of raw moves from outside (a scene, a record) into checked ones.

import { ALL_TILES } from './tiles';
import { DIRECTIONS, PATTERNS, type Direction, type EffectFields, type Pattern, type RegalityMove } from './types';

const KNOWN = new WeakSet<object>();
const freeze = <T extends RegalityMove>(m: T): T => {
  KNOWN.add(m);
  return Object.freeze(m);
};

/** One of the frozen move objects below (so already well formed). */
export const isKnownMove = (raw: unknown): raw is RegalityMove => typeof raw === 'object' && raw !== null && KNOWN.has(raw);
const nine = Array.from({ length: 9 }, (_, c) => c);

export const SKIP: RegalityMove = freeze({ type: 'skip' });
export const CHOOSE_FIRST: readonly RegalityMove[] = [0, 1].map((seat) => freeze({ type: 'choose-first', seat }));
export const PLAIN_EFFECT: RegalityMove = freeze({ type: 'effect' });
export const PLACE: Readonly<Record<string, readonly RegalityMove[]>> = Object.fromEntries(
  ALL_TILES.map((tile) => [tile, nine.map((cell) => freeze({ type: 'place', tile, cell }))]),
);
export const DRAFT: Readonly<Record<string, RegalityMove>> = Object.fromEntries(ALL_TILES.map((tile) => [tile, freeze({ type: 'draft', tile })]));
export const TARGET: readonly RegalityMove[] = nine.map((target) => freeze({ type: 'effect', target }));
export const DIRECTION: Readonly<Record<Direction, RegalityMove>> = Object.fromEntries(
  DIRECTIONS.map((direction) => [direction, freeze({ type: 'effect', direction })]),
) as Record<Direction, RegalityMove>;
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
