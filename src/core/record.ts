// The game record: everything needed to rebuild a game exactly. Saves, undo, replays and shared
// links are all built on it. `version` is the version of the game's rules module at the time
// the record was made; a record from another version is refused rather than replayed wrongly.

import type { AnyRules, RuleError } from './contract';
import { RNG_XOSHIRO128, isWideSeed, type Seed } from './rng';

export interface GameRecord<Options = unknown, Move = unknown> {
  game: string;
  version: number;
  options: Options;
  /** A deal number (every local game), or a 128-bit seed ('x' and 32 hex digits: an online game's). */
  seed: Seed;
  /** Which RNG the seed drives: absent for a deal number (splitmix32), 'xoshiro128**' for a 128-bit seed. */
  rng?: typeof RNG_XOSHIRO128;
  moves: Move[];
}

export type Replayed<S = unknown> =
  | { ok: true; state: S; states: S[] } // states[i] is the state before moves[i]; the last is the final state
  | { ok: false; error: RuleError & { at?: number } };

function bad(code: string, message: string, at?: number): Replayed<never> {
  return { ok: false, error: at === undefined ? { code, message } : { code, message, at } };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Shape check only: says what is wrong with a value that should be a record. */
export function checkRecordShape(raw: unknown): RuleError | null {
  if (!isObject(raw)) return { code: 'ERR_RECORD_SHAPE', message: 'This is not a game record.' };
  if (typeof raw.game !== 'string') return { code: 'ERR_RECORD_SHAPE', message: 'The record does not say which game it is.' };
  if (!Number.isInteger(raw.version)) return { code: 'ERR_RECORD_SHAPE', message: 'The record has no version.' };
  if (!isObject(raw.options)) return { code: 'ERR_RECORD_SHAPE', message: 'The record has no options.' };
  // A deal number (splitmix32), or a 128-bit seed (xoshiro128**, which `rng` names when present).
  if (raw.rng !== undefined && raw.rng !== RNG_XOSHIRO128) return { code: 'ERR_RECORD_SHAPE', message: 'The record names an RNG we do not have.' };
  const numeric = typeof raw.seed === 'number' && Number.isFinite(raw.seed);
  if (raw.rng === RNG_XOSHIRO128 ? !isWideSeed(raw.seed) : !numeric && !isWideSeed(raw.seed)) return { code: 'ERR_RECORD_SHAPE', message: 'The record has no seed.' };
  if (!Array.isArray(raw.moves)) return { code: 'ERR_RECORD_SHAPE', message: 'The record has no list of moves.' };
  return null;
}

export interface RegisteredRules {
  rules: AnyRules;
  version: number;
}

/**
 * Replay a record from scratch, checking every move. Never throws: a setup that throws (a bad
 * stack, bad options) and an illegal move both come back as errors naming where it went wrong.
 */
export function replay(record: unknown, lookup: (game: string) => RegisteredRules | undefined): Replayed {
  const shapeError = checkRecordShape(record);
  if (shapeError) return { ok: false, error: shapeError };
  const rec = record as GameRecord;
  const entry = lookup(rec.game);
  if (!entry) return bad('ERR_RECORD_GAME', `This record is for a game we do not have ("${rec.game}").`);
  if (entry.version !== rec.version) {
    return bad('ERR_RECORD_VERSION', `This record was made with version ${rec.version} of the rules; this is version ${entry.version}.`);
  }
  let state: unknown;
  try {
    state = entry.rules.setup(rec.options, rec.seed);
  } catch (e) {
    return bad('ERR_RECORD_SETUP', `The record's setup is not valid: ${e instanceof Error ? e.message : String(e)}`);
  }
  const states: unknown[] = [];
  for (let i = 0; i < rec.moves.length; i++) {
    states.push(state);
    let applied;
    try {
      applied = entry.rules.apply(state, rec.moves[i]);
    } catch (e) {
      return bad('ERR_RECORD_MOVE', `Move ${i + 1} of the record broke the rules engine: ${e instanceof Error ? e.message : String(e)}`, i);
    }
    if (!applied.ok) return bad('ERR_RECORD_MOVE', `Move ${i + 1} of the record is not legal: ${applied.error.message}`, i);
    state = applied.state;
  }
  states.push(state);
  return { ok: true, state, states };
}
