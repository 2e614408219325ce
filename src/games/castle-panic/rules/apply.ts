// `apply`: parse the raw move, check it against `legalMoves`, then play it on a private copy.
// The input state is never edited.

import { ERR, fail, type Applied, type GameEvent } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { colourOf, sortHand } from './data';
import { advance, afterDiscard, checkWin, cloneState, damage, discardCard, drawCards, endPlay, monsterById, setPhase, slay, type Ctx } from './engine';
import { legalMoves, moveKey } from './moves';
import type { CastlePanicMove, CastlePanicPhase, CastlePanicState, Monster } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): boolean => Number.isInteger(v);
const isStr = (v: unknown): boolean => typeof v === 'string';

/** Field checks per move type: required fields, optional fields. */
const SHAPES: Record<string, { need: Record<string, (v: unknown) => boolean>; may?: Record<string, (v: unknown) => boolean>; phase: CastlePanicPhase[] }> = {
  pass: { need: {}, phase: ['discard', 'trade', 'play'] },
  discard: { need: { card: isStr }, phase: ['discard'] },
  trade: { need: { seat: isInt, give: isStr, take: isStr }, phase: ['trade'] },
  play: { need: { card: isStr }, may: { monster: isInt, nice: (v) => v === true, arc: isInt, take: isStr }, phase: ['play'] },
  build: { need: { arc: isInt }, phase: ['play'] },
  choose: { need: { monster: isInt }, phase: ['choose'] },
  drop: { need: { card: isStr }, phase: ['drop'] },
};

function parse(raw: unknown): string | null {
  if (!isRecord(raw)) return 'A move must be an object with a type.';
  const type = typeof raw.type === 'string' ? raw.type : '';
  const shape = SHAPES[type];
  if (shape === undefined) return `There is no move of type ${JSON.stringify(raw.type)} in Castle Panic.`;
  for (const [k, ok] of Object.entries(shape.need)) if (!ok(raw[k])) return `A ${type} move needs a valid "${k}".`;
  for (const k of Object.keys(raw)) {
    if (k === 'type' || k in shape.need) continue;
    const ok = shape.may?.[k];
    if (ok === undefined) return `A ${type} move has no field "${k}".`;
    if (!ok(raw[k])) return `The field "${k}" of this ${type} move is not valid.`;
  }
  return null;
}

const where = (m: Monster): string => `the ${m.kind} in the ${m.ring} ring of arc ${m.arc} (${colourOf(m.arc)})`;

/** Why a well-formed move of the right phase is not legal now. */
function why(s: CastlePanicState, move: Record<string, unknown>): string {
  const hand = s.hands[s.current] as string[];
  const card = move.card as string | undefined;
  switch (move.type) {
    case 'discard':
      return `${card} is not in your hand.`;
    case 'trade':
      if (move.seat === s.current || !isInt(move.seat) || (move.seat as number) < 0 || (move.seat as number) >= s.players) return 'Trade with another player.';
      if (!hand.includes(move.give as string)) return `${String(move.give)} is not in your hand.`;
      if (!(s.hands[move.seat as number] as string[]).includes(move.take as string)) return `Player ${String(move.seat)} has no ${String(move.take)}.`;
      return 'A trade swaps two different cards.';
    case 'build':
      if (!hand.includes('brick') || !hand.includes('mortar')) return 'Building a wall takes a brick and a mortar card.';
      return `A wall already stands on arc ${String(move.arc)}.`;
    case 'choose':
      return `Monster ${String(move.monster)} is not one of those hitting this ${s.hits[0]?.at ?? 'structure'}.`;
    case 'drop':
      return `${card} is not in player ${s.drops[0] ?? '?'}'s hand.`;
    case 'play': {
      if (!hand.includes(card as string)) return `${card} is not in your hand.`;
      if (move.nice === true && !hand.includes('nice-shot')) return 'Nice shot is not in your hand.';
      if (move.monster !== undefined) {
        const m = monsterById(s, move.monster as number);
        if (m === undefined) return `There is no monster ${JSON.stringify(move.monster)} on the board.`;
        if (m.ring === 'forest') return `${card} cannot reach ${where(m)}: nothing hits in the forest.`;
        return `${card} cannot be played on ${where(m)}.`;
      }
      return `${card} cannot be played that way now.`;
    }
    default:
      return 'That move is not possible now.';
  }
}

export function apply(state: CastlePanicState, raw: CastlePanicMove): Applied<CastlePanicState> {
  if (state.status !== 'playing') return fail(ERR.GAME_OVER, 'The game is over.');
  const bad = parse(raw);
  if (bad !== null) return fail(ERR.BAD_MOVE, bad);
  const move = raw as unknown as Record<string, unknown>;
  const shape = SHAPES[move.type as string] as (typeof SHAPES)[string];
  if (!shape.phase.includes(state.phase)) return fail(ERR.WRONG_PHASE, `A ${String(move.type)} is not possible now: it is the ${state.phase} phase.`);
  const key = moveKey(move);
  if (!legalMoves(state).some((m) => moveKey(m) === key)) return fail(ERR.NOT_LEGAL, why(state, move));
  const s = cloneState(state);
  const rng = new Rng(s.rng, s.dice);
  const ctx: Ctx = { s, rng, events: [] as GameEvent[] };
  run(ctx, raw);
  s.rng = rng.state;
  s.dice = rng.script.slice();
  return { ok: true, state: s, events: ctx.events };
}

function run(ctx: Ctx, move: CastlePanicMove): void {
  const { s } = ctx;
  const seat = s.current;
  switch (move.type) {
    case 'pass':
      if (s.phase === 'discard') afterDiscard(ctx);
      else if (s.phase === 'trade') setPhase(ctx, 'play');
      else endPlay(ctx);
      return;
    case 'discard':
      discardCard(ctx, seat, move.card, 'discard-draw');
      drawCards(ctx, seat, 1);
      if (--s.discardsLeft === 0) afterDiscard(ctx);
      return;
    case 'trade': {
      const mine = s.hands[seat] as string[];
      const theirs = s.hands[move.seat] as string[];
      mine.splice(mine.indexOf(move.give), 1, move.take);
      theirs.splice(theirs.indexOf(move.take), 1, move.give);
      s.hands[seat] = sortCopy(mine);
      s.hands[move.seat] = sortCopy(theirs);
      ctx.events.push({ type: 'trade', seat, with: move.seat, give: move.give, take: move.take });
      if (--s.tradesLeft === 0) setPhase(ctx, 'play');
      return;
    }
    case 'build':
      discardCard(ctx, seat, 'brick', 'build');
      discardCard(ctx, seat, 'mortar', 'build');
      s.walls[move.arc - 1] = true;
      ctx.events.push({ type: 'build', arc: move.arc, seat });
      return;
    case 'choose': {
      const hit = s.hits.shift();
      const m = monsterById(s, move.monster) as Monster;
      damage(ctx, m, 1, hit?.at ?? 'wall', null);
      advance(ctx);
      return;
    }
    case 'drop':
      discardCard(ctx, s.drops.shift() as number, move.card, 'discard-1');
      advance(ctx);
      return;
    case 'play':
      playCard(ctx, move);
      checkWin(ctx);
      return;
  }
}

const sortCopy = (hand: string[]): string[] => sortHand(hand.slice());

function playCard(ctx: Ctx, move: Extract<CastlePanicMove, { type: 'play' }>): void {
  const { s } = ctx;
  const seat = s.current;
  const card = move.card;
  discardCard(ctx, seat, card, 'play');
  const target = 'monster' in move ? monsterById(s, move.monster) : undefined;
  switch (card) {
    case 'barbarian':
      ctx.events.push({ type: 'hit', seat, card, monster: (target as Monster).id });
      slay(ctx, target as Monster, 'barbarian', seat);
      return;
    case 'tar':
      (target as Monster).tarred = true;
      ctx.events.push({ type: 'tar', seat, monster: (target as Monster).id });
      return;
    case 'drive-him-back': {
      const m = target as Monster;
      ctx.events.push({ type: 'drive-back', seat, monster: m.id, arc: m.arc, fromRing: m.ring });
      m.ring = 'forest';
      return;
    }
    case 'fortify-wall': {
      const arc = (move as { arc: number }).arc;
      s.fortified[arc - 1] = true;
      ctx.events.push({ type: 'fortify', seat, arc });
      return;
    }
    case 'missing':
      s.missing = true;
      ctx.events.push({ type: 'missing', seat });
      return;
    case 'draw-2':
      drawCards(ctx, seat, 2);
      return;
    case 'scavenge': {
      const take = (move as { take: string }).take;
      // the scavenge card went to the discard pile first: take the chosen card's last copy before it
      const i = s.discard.lastIndexOf(take, s.discard.length - 2);
      s.discard.splice(i, 1);
      const hand = s.hands[seat] as string[];
      hand.push(take);
      s.hands[seat] = sortCopy(hand);
      ctx.events.push({ type: 'scavenge', seat, card: take });
      return;
    }
    default: {
      // a hit card or hero, maybe with nice shot
      const m = target as Monster;
      const nice = 'nice' in move && move.nice;
      ctx.events.push({ type: 'hit', seat, card, monster: m.id, nice });
      if (nice) {
        discardCard(ctx, seat, 'nice-shot', 'play');
        slay(ctx, m, 'nice-shot', seat);
      } else damage(ctx, m, 1, 'card', seat);
    }
  }
}
