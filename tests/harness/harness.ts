// The shared rules harness (shared/docs/CONTRACT.md, "Rules every module obeys"). It plays many
// random games of one game from many seeds and checks, at every step, every invariant of the
// contract. A broken invariant throws a HarnessError whose message names the game, the seed, the
// move index and the invariant, so a failure can be replayed by hand.
//
// Costly checks are sampled (at most MAX_APPLIED legal moves and a handful of illegal ones per
// step; mutation is checked once per batch and only localised when it fails) so thousands of
// games of a real game run in seconds.

import { isDeepStrictEqual } from 'node:util';
import { HIDDEN, SPECTATOR, type AnyRules } from '../../src/core/contract';
import { replay, type GameRecord } from '../../src/core/record';
import { Rng, seedRng } from '../../src/core/rng';

export interface HarnessSpec {
  name: string;
  rules: AnyRules;
  /** The version stamped on game records; any number works, it only has to match itself. */
  version?: number;
  /** Option sets to cycle through, one per game. */
  options: unknown[];
  seats(options: unknown): number;
  games: number;
  maxMoves: number;
  seed?: number;
  /** How many legal moves to apply at each step (the chosen one included); default 64. */
  maxApplied?: number;
  /**
   * Values in `view` (seen by `viewerSeat`) that must be wholly HIDDEN: '?' or arrays/objects of
   * only '?'. A spectator's (SPECTATOR) are every seat's: spectatorZones.
   */
  hiddenZones?: (view: unknown, viewerSeat: number, state: unknown) => unknown[];
  /** Game-specific candidates for illegal moves; one is only expected to fail if it is not legal now. */
  illegalMoves?: (state: unknown, rng: Rng) => unknown[];
}

export interface HarnessReport {
  games: number;
  moves: number;
  longestGame: number;
  illegalTried: number;
}

/** The invariants, as named in failure messages. */
export const INVARIANT = {
  json: 'json-roundtrip',
  mutation: 'no-mutation',
  stable: 'legal-moves-stable',
  unique: 'legal-moves-unique',
  over: 'over-consistency',
  applies: 'legal-move-applies',
  refused: 'illegal-move-refused',
  termination: 'termination',
  determinism: 'determinism',
  replay: 'replay',
  view: 'view',
  hidden: 'view-hides',
  outcome: 'outcome',
} as const;
export type Invariant = (typeof INVARIANT)[keyof typeof INVARIANT];

export class HarnessError extends Error {
  constructor(
    readonly invariant: Invariant,
    readonly game: string,
    readonly seed: number,
    readonly moveIndex: number,
    detail: string,
  ) {
    super(`[${invariant}] ${game}, seed ${seed}, move ${moveIndex}: ${detail}`);
    this.name = 'HarnessError';
  }
}

const MAX_APPLIED = 64; // legal moves applied per step, at most, unless the spec says otherwise
const MAX_ILLEGAL_FROM_PAST = 6; // earlier positions' moves tried as illegal per step
const MAX_JUNK_VARIANTS = 6; // legal moves with one field spoiled, per step
const PAST_POOL = 256; // earlier positions' moves remembered
const JUNK_VALUES: unknown[] = ['§junk', -7, null, 1.5, [], {}, true];
const GENERIC_ILLEGAL: unknown[] = [null, 42, 'move', [], {}, { type: 'nope' }, { type: 42 }];

const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
};

const isRecordObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** '?' itself, or an array/object whose leaves are all '?' (an empty pile hides nothing, so passes). */
function allHidden(v: unknown): boolean {
  if (v === HIDDEN) return true;
  if (Array.isArray(v)) return v.every(allHidden);
  if (isRecordObject(v)) return Object.values(v).every(allHidden);
  return false;
}

/**
 * Whether `v` is plain JSON: `JSON.parse(JSON.stringify(v))` would be deep-strict-equal to it (the
 * check the harness made that way at first, at about a quarter of its whole run time). Finite
 * numbers but not -0, strings, booleans, null; arrays with no holes and no other keys; objects of
 * Object.prototype with no symbol keys; and, inside them, no undefined, function, class instance,
 * Map, Date...
 */
export function isPlainJson(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0);
  if (typeof v !== 'object') return false;
  if (Object.getOwnPropertySymbols(v).some((k) => Object.prototype.propertyIsEnumerable.call(v, k))) return false;
  if (Array.isArray(v)) {
    if (Object.getPrototypeOf(v) !== Array.prototype || Object.keys(v).length !== v.length) return false;
    for (let i = 0; i < v.length; i++) if (!(i in v) || !isPlainJson(v[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(v) !== Object.prototype) return false;
  for (const key of Object.keys(v)) if (!isPlainJson((v as Record<string, unknown>)[key])) return false;
  return true;
}

function containsNumber(v: unknown, n: number): boolean {
  if (v === n) return true;
  if (Array.isArray(v)) return v.some((x) => containsNumber(x, n));
  if (isRecordObject(v)) return Object.values(v).some((x) => containsNumber(x, n));
  return false;
}

const rngOf = (state: unknown): number | undefined => {
  const r = isRecordObject(state) ? state.rng : undefined;
  return typeof r === 'number' ? r : undefined;
};

/** Pick up to `k` distinct items, seeded. */
function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  if (items.length <= k) return [...items];
  const copy = [...items];
  for (let i = 0; i < k; i++) {
    const j = i + rng.int(copy.length - i);
    const t = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = t;
  }
  return copy.slice(0, k);
}

/** One random game, checked at every step. */
class GameRun {
  readonly rules: AnyRules;
  readonly seats: number;
  readonly choice: Rng;
  readonly moves: unknown[] = [];
  readonly past: unknown[] = [];
  illegalTried = 0;

  constructor(
    readonly spec: HarnessSpec,
    readonly options: unknown,
    readonly seed: number,
  ) {
    this.rules = spec.rules;
    this.seats = spec.seats(options);
    this.choice = new Rng(seedRng((seed ^ 0x5bd1e995) >>> 0));
  }

  fail(invariant: Invariant, detail: string): never {
    throw new HarnessError(invariant, this.spec.name, this.seed, this.moves.length, detail);
  }

  /** Run `f`, turning a throw into a failure of `invariant`. */
  guard<T>(invariant: Invariant, what: string, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof HarnessError) throw e;
      return this.fail(invariant, `${what} threw: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  play(): unknown {
    const { rules } = this;
    const first = this.guard(INVARIANT.determinism, 'setup', () => rules.setup(this.options, this.seed));
    const again = rules.setup(this.options, this.seed);
    if (!isDeepStrictEqual(first, again)) this.fail(INVARIANT.determinism, 'setup(options, seed) twice gave different states');
    let state = first;
    for (;;) {
      const chosen = this.step(state);
      if (chosen === undefined) return state;
      if (this.moves.length >= this.spec.maxMoves) this.fail(INVARIANT.termination, `the game did not end within ${this.spec.maxMoves} moves`);
      state = chosen.state;
      this.moves.push(chosen.move);
    }
  }

  /** Check one position; returns the randomly chosen move and its result, or undefined once over. */
  step(state: unknown): { move: unknown; state: unknown } | undefined {
    const { rules } = this;
    const snapshot = this.checkJson(state);
    const legal = this.checkLegalMoves(state);
    const legalJson = new Set(legal.map((m) => JSON.stringify(m)));
    this.checkOver(state, legal);
    this.checkViews(state, snapshot);

    const chosenIndex = legal.length > 0 ? this.choice.int(legal.length) : -1;
    const chosen = legal[chosenIndex];
    const tried = chosenIndex < 0 ? [] : [chosen, ...sample(legal.filter((_, i) => i !== chosenIndex), (this.spec.maxApplied ?? MAX_APPLIED) - 1, this.choice)];
    const results = tried.map((move) => {
      const r = this.guard(INVARIANT.applies, `apply(${show(move)})`, () => rules.apply(state, move));
      if (!r.ok) this.fail(INVARIANT.applies, `legal move ${show(move)} was refused: ${r.error.code} ${r.error.message}`);
      if (!Array.isArray(r.events)) this.fail(INVARIANT.applies, `apply(${show(move)}) gave no events list`);
      return r.state;
    });
    this.checkUnchanged(state, snapshot, tried, 'applying a legal move');

    this.checkIllegal(state, snapshot, legal, legalJson);
    for (const m of sample(legal, 8, this.choice)) this.remember(m);

    if (chosenIndex < 0) return undefined;
    this.checkRoundTripApply(snapshot, legal, chosen, results[0]);
    return { move: chosen, state: results[0] };
  }

  /** The state survives a JSON round trip; returns its JSON. */
  checkJson(state: unknown): string {
    const json = this.guard(INVARIANT.json, 'JSON.stringify(state)', () => JSON.stringify(state));
    if (typeof json !== 'string') this.fail(INVARIANT.json, 'the state does not serialise to JSON');
    if (!isPlainJson(state)) this.fail(INVARIANT.json, 'JSON.parse(JSON.stringify(state)) differs from the state (undefined, NaN, a class, a Map…?)');
    return json;
  }

  checkLegalMoves(state: unknown): unknown[] {
    const { rules } = this;
    const legal = this.guard(INVARIANT.stable, 'legalMoves', () => rules.legalMoves(state));
    if (!Array.isArray(legal)) this.fail(INVARIANT.stable, 'legalMoves did not return an array');
    const again = rules.legalMoves(state);
    if (!isDeepStrictEqual(legal, again)) this.fail(INVARIANT.stable, `two calls of legalMoves differ: ${show(legal)} then ${show(again)}`);
    const seen = new Set<string>();
    for (const m of legal) {
      const j = JSON.stringify(m);
      if (j === undefined || !isPlainJson(m)) this.fail(INVARIANT.json, `legal move ${show(m)} is not plain JSON`);
      if (seen.has(j)) this.fail(INVARIANT.unique, `legalMoves lists ${j} twice`);
      seen.add(j);
    }
    return legal;
  }

  checkOver(state: unknown, legal: unknown[]): void {
    const { rules } = this;
    const out = this.guard(INVARIANT.over, 'outcome', () => rules.outcome(state));
    const actor = this.guard(INVARIANT.over, 'actor', () => rules.actor(state));
    if ((legal.length === 0) !== (out !== null)) {
      this.fail(INVARIANT.over, `legalMoves has ${legal.length} moves but outcome is ${show(out)}`);
    }
    if ((actor === null) !== (out !== null)) this.fail(INVARIANT.over, `actor is ${show(actor)} but outcome is ${show(out)}`);
    if (actor !== null && !(Number.isInteger(actor) && actor >= 0 && actor < this.seats)) this.fail(INVARIANT.over, `actor ${show(actor)} is not a seat`);
    if (out !== null) this.checkOutcome(out);
  }

  checkOutcome(out: unknown): void {
    const isSeat = (s: unknown): boolean => Number.isInteger(s) && (s as number) >= 0 && (s as number) < this.seats;
    if (!isRecordObject(out)) return this.fail(INVARIANT.outcome, `outcome ${show(out)} is not an object`);
    const { winners, scores, label } = out;
    if (!Array.isArray(winners) || !winners.every(isSeat) || new Set(winners).size !== winners.length) {
      this.fail(INVARIANT.outcome, `winners ${show(winners)} is not a list of distinct seats`);
    }
    if (scores !== undefined) {
      if (!Array.isArray(scores) || scores.length !== this.seats || !scores.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        this.fail(INVARIANT.outcome, `scores ${show(scores)} is not one finite number per seat`);
      }
    }
    if (label !== undefined && typeof label !== 'string') this.fail(INVARIANT.outcome, `label ${show(label)} is not a string`);
  }

  checkViews(state: unknown, snapshot: string): void {
    const { rules } = this;
    const rng = rngOf(state);
    // Every seat, then a spectator (issue 28 item 6): what any seat may not see, nor may someone watching.
    for (const seat of [...Array.from({ length: this.seats }, (_, i) => i), SPECTATOR]) {
      const v = this.guard(INVARIANT.view, `view(state, ${seat})`, () => rules.view(state, seat));
      if (!isPlainJson(v)) this.fail(INVARIANT.view, `view for seat ${seat} is not plain JSON`);
      if (rng !== undefined) {
        if (rngOf(v) === rng) this.fail(INVARIANT.hidden, `view for seat ${seat} shows the RNG state`);
        // A uint32 RNG state is large; a small one could match an ordinary field by chance.
        if (rng > 0xffff && containsNumber(v, rng)) this.fail(INVARIANT.hidden, `view for seat ${seat} contains the RNG state ${rng}`);
      }
      const zones = seat === SPECTATOR ? spectatorZones(this.spec, v, state, this.seats) : (this.spec.hiddenZones?.(v, seat, state) ?? []);
      zones.forEach((zone, i) => {
        if (!allHidden(zone)) this.fail(INVARIANT.hidden, `hidden zone #${i} shows ${show(zone)} to seat ${seat}`);
      });
    }
    this.checkUnchanged(state, snapshot, [], 'view');
  }

  /** `state` still reads as `snapshot`; when not, find which of `moves` changed it. */
  checkUnchanged(state: unknown, snapshot: string, moves: unknown[], during: string): void {
    if (JSON.stringify(state) === snapshot) return;
    for (const move of moves) {
      const copy = JSON.parse(snapshot) as unknown;
      try {
        this.rules.apply(copy, move);
      } catch {
        // a throw is reported elsewhere; here only mutation matters
      }
      if (JSON.stringify(copy) !== snapshot) this.fail(INVARIANT.mutation, `apply(${show(move)}) mutated its input state`);
    }
    this.fail(INVARIANT.mutation, `the state changed while ${during}`);
  }

  checkIllegal(state: unknown, snapshot: string, legal: unknown[], legalJson: Set<string>): void {
    const candidates = [
      ...GENERIC_ILLEGAL,
      ...sample(this.past, MAX_ILLEGAL_FROM_PAST, this.choice),
      ...this.junkVariants(legal),
      ...(this.spec.illegalMoves?.(state, this.choice) ?? []),
    ];
    for (const move of candidates) {
      if (legalJson.has(JSON.stringify(move))) continue;
      this.illegalTried++;
      const r = this.guard(INVARIANT.refused, `apply(${show(move)}) of an illegal move`, () => this.rules.apply(state, move));
      if (r.ok) this.fail(INVARIANT.refused, `illegal move ${show(move)} was accepted (legal: ${show(legal)})`);
      const error: unknown = r.error;
      const code = isRecordObject(error) ? error.code : undefined;
      const message = isRecordObject(error) ? error.message : undefined;
      if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '') {
        this.fail(INVARIANT.refused, `refusal of ${show(move)} lacks a code and a message: ${show(r.error)}`);
      }
    }
    this.checkUnchanged(state, snapshot, candidates, 'refusing illegal moves');
  }

  /** Legal moves with one field replaced by a junk value. */
  junkVariants(legal: unknown[]): unknown[] {
    const out: unknown[] = [];
    for (const move of sample(legal, MAX_JUNK_VARIANTS, this.choice)) {
      if (!isRecordObject(move)) continue;
      const keys = Object.keys(move);
      if (keys.length === 0) continue;
      const key = keys[this.choice.int(keys.length)] as string;
      const junk = JUNK_VALUES[this.choice.int(JUNK_VALUES.length)];
      out.push({ ...move, [key]: junk });
    }
    return out;
  }

  remember(move: unknown): void {
    if (this.past.length < PAST_POOL) this.past.push(move);
    else this.past[this.choice.int(PAST_POOL)] = move;
  }

  /** The JSON copy of the state is a working state: same moves, same result for the chosen one. */
  checkRoundTripApply(snapshot: string, legal: unknown[], chosen: unknown, result: unknown): void {
    const copy = JSON.parse(snapshot) as unknown;
    if (!isDeepStrictEqual(this.rules.legalMoves(copy), legal)) this.fail(INVARIANT.json, 'the JSON copy of the state has other legal moves');
    const r = this.guard(INVARIANT.json, `apply(${show(chosen)}) on the JSON copy`, () => this.rules.apply(copy, chosen));
    if (!r.ok) this.fail(INVARIANT.json, `the JSON copy of the state refuses ${show(chosen)}: ${r.error.message}`);
    if (!isDeepStrictEqual(r.state, result)) {
      this.fail(INVARIANT.determinism, `applying ${show(chosen)} twice to equal states gave different states`);
    }
  }

  checkReplay(final: unknown): void {
    const version = this.spec.version ?? 1;
    const record: GameRecord = { game: this.rules.id, version, options: this.options, seed: this.seed, moves: this.moves };
    const wire = JSON.parse(JSON.stringify(record)) as unknown;
    const r = replay(wire, (game) => (game === this.rules.id ? { rules: this.rules, version } : undefined));
    if (!r.ok) this.fail(INVARIANT.replay, `replay of the record failed: ${r.error.code} ${r.error.message}`);
    if (!isDeepStrictEqual(r.state, final)) this.fail(INVARIANT.replay, 'replay of the record gave another final state');
  }
}

/** Play `spec.games` random games and check every invariant; throws a HarnessError on the first break. */
export function runHarness(spec: HarnessSpec): HarnessReport {
  if (spec.options.length === 0) throw new Error(`${spec.name}: the harness spec lists no options`);
  const base = spec.seed ?? 1;
  const report: HarnessReport = { games: 0, moves: 0, longestGame: 0, illegalTried: 0 };
  for (let g = 0; g < spec.games; g++) {
    const run = new GameRun(spec, spec.options[g % spec.options.length], (base + g * 7919) >>> 0);
    const final = run.play();
    run.checkReplay(final);
    report.games++;
    report.moves += run.moves.length;
    report.longestGame = Math.max(report.longestGame, run.moves.length);
    report.illegalTried += run.illegalTried;
  }
  return report;
}

/**
 * What a spectator must not see in `view`: every seat's hidden zones together (a zone two seats
 * share, the draw pile, once).
 */
export function spectatorZones(spec: HarnessSpec, view: unknown, state: unknown, seats: number): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<unknown>();
  for (let seat = 0; seat < seats; seat++) {
    for (const zone of spec.hiddenZones?.(view, seat, state) ?? []) {
      if (typeof zone === 'object' && zone !== null) {
        if (seen.has(zone)) continue;
        seen.add(zone);
      }
      out.push(zone);
    }
  }
  return out;
}
