// `apply`: parse the raw move, check it against the rules (`isLegal`, the same judgement as
// `legalMoves`), then play it on a copy-on-write copy of the state (engine.ts). The input state
// is never edited.

import { ERR, fail, type Applied } from '../../../core/contract';
import { colourOf, sortHand, swapCard } from './data';
import {
  Ctx,
  advance,
  afterDiscard,
  checkWin,
  damage,
  dealStart,
  placeStart,
  structureDamage,
  discardCard,
  drawCards,
  endPlay,
  hand,
  hits,
  drops,
  monsterById,
  overlordHand,
  queue,
  resolveToken,
  monsterMut,
  setHand,
  setPhase,
  shallowCopy,
  slay,
  towers,
  walls,
  fortified,
  discardPile,
} from './engine';
import { isInterned } from './intern';
import { isLegal } from './moves';
import type { CastlePanicMove, CastlePanicPhase, CastlePanicState, Monster, TradeOffer } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): boolean => Number.isInteger(v);
const isStr = (v: unknown): boolean => typeof v === 'string';
const isCardTriple = (v: unknown): boolean => Array.isArray(v) && v.length === 3 && v.every(isStr);
const isTokenList = (v: unknown): boolean => Array.isArray(v) && v.length >= 1 && v.length <= 2 && v.every(isStr);

type Check = (v: unknown) => boolean;
interface Shape {
  need: Record<string, Check>;
  may?: Record<string, Check>;
  phase: readonly CastlePanicPhase[];
}

/** Field checks per move type: required fields, optional fields, the phases it belongs to. */
const SHAPES: Record<string, Shape | undefined> = {
  'start-place': { need: { kind: isStr, arc: isInt }, phase: ['setup'] },
  'start-deal': { need: {}, phase: ['setup'] },
  pass: { need: {}, phase: ['discard', 'trade', 'play', 'overlord', 'overlord-extra'] },
  discard: { need: { card: isStr }, phase: ['discard'] },
  trade: { need: { seat: isInt, give: isStr, take: isStr }, phase: ['trade'] },
  offer: { need: { seat: isInt, give: isStr, take: isStr }, phase: ['trade'] },
  accept: { need: {}, phase: ['trade-answer'] },
  refuse: { need: {}, phase: ['trade-answer'] },
  play: { need: { card: isStr }, may: { monster: isInt, nice: (v) => v === true, arc: isInt, take: isStr }, phase: ['play'] },
  build: { need: { arc: isInt }, phase: ['play'] },
  'build-tower': { need: { arc: isInt }, phase: ['play'] },
  'all-for-one': { need: { cards: isCardTriple, monster: isInt }, phase: ['play'] },
  choose: { need: { monster: isInt }, phase: ['choose'] },
  drop: { need: { card: isStr }, phase: ['drop'] },
  'overlord-place': { need: { token: isStr, arc: isInt }, phase: ['overlord'] },
  'overlord-roll': { need: { tokens: isTokenList }, phase: ['overlord', 'overlord-extra'] },
};

/** The required field names per move type (precomputed for the fast path of `parse`). */
const NEED_KEYS: Record<string, string[] | undefined> = {};
for (const type in SHAPES) NEED_KEYS[type] = Object.keys((SHAPES[type] as Shape).need);

/** Whether a move of this (known) type belongs to `phase`: SHAPES' phase lists, as a switch. */
function fitsPhase(type: string, phase: CastlePanicPhase): boolean {
  switch (type) {
    case 'start-place':
    case 'start-deal':
      return phase === 'setup';
    case 'pass':
      return phase === 'discard' || phase === 'trade' || phase === 'play' || phase === 'overlord' || phase === 'overlord-extra';
    case 'discard':
      return phase === 'discard';
    case 'trade':
    case 'offer':
      return phase === 'trade';
    case 'accept':
    case 'refuse':
      return phase === 'trade-answer';
    case 'play':
    case 'build':
    case 'build-tower':
    case 'all-for-one':
      return phase === 'play';
    case 'choose':
      return phase === 'choose';
    case 'drop':
      return phase === 'drop';
    case 'overlord-place':
      return phase === 'overlord';
    case 'overlord-roll':
      return phase === 'overlord' || phase === 'overlord-extra';
    default:
      return false;
  }
}

// fitsPhase and SHAPES say the same (checked once, at load)
for (const type in SHAPES) {
  for (const phase of ['setup', 'discard', 'trade', 'trade-answer', 'play', 'choose', 'drop', 'overlord', 'overlord-extra'] as const) {
    if (fitsPhase(type, phase) !== (SHAPES[type] as Shape).phase.includes(phase)) throw new Error(`castle-panic: fitsPhase(${type}, ${phase}) disagrees with SHAPES`);
  }
}

function parse(raw: unknown): string | null {
  if (!isRecord(raw)) return 'A move must be an object with a type.';
  const type = typeof raw.type === 'string' ? raw.type : '';
  const shape = SHAPES[type];
  if (shape === undefined) return `There is no move of type ${JSON.stringify(raw.type)} in Castle Panic.`;
  const need = NEED_KEYS[type] as string[];
  for (const k of need) if (!(shape.need[k] as Check)(raw[k])) return `A ${type} move needs a valid "${k}".`;
  let fields = 0;
  for (const _ in raw) fields++; // inherited keys too: they then fail below
  if (fields === need.length + 1) return null; // the type and the required fields only
  for (const k in raw) {
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
    case 'start-place':
      if (!s.toPlace.includes(move.kind as string)) return `No ${String(move.kind)} is left to place (left: ${s.toPlace.join(', ')}).`;
      return `Arc ${String(move.arc)} is not a free arc 1 to 6 of the archer ring.`;
    case 'discard':
      return `${card} is not in your hand.`;
    case 'offer':
    case 'trade':
      if (move.seat === s.current || (move.seat as number) < 0 || (move.seat as number) >= s.players) return 'Trade with another player.';
      if (!hand.includes(move.give as string)) return `${String(move.give)} is not in your hand.`;
      if (!(s.hands[move.seat as number] as string[]).includes(move.take as string)) return `Player ${String(move.seat)} has no ${String(move.take)}.`;
      if (move.give === move.take) return 'A trade swaps two different cards.';
      return `Player ${String(move.seat)} already refused that trade this turn.`;
    case 'build':
    case 'build-tower':
      if (!hand.includes('brick') || !hand.includes('mortar')) return 'Building takes a brick and a mortar card.';
      if (move.type === 'build-tower' && !s.variants.notOverYet) return 'Towers can be rebuilt only with the Not Over Yet option.';
      if (move.type === 'build-tower') return `No tower can be rebuilt on arc ${String(move.arc)} now (one stands there, or a monster holds that castle space).`;
      return `A wall already stands on arc ${String(move.arc)}.`;
    case 'all-for-one':
      if (!s.variants.allForOne) return 'All for One is played only with the All for One option.';
      return 'All for One takes an archer, a knight and a swordsman of the colour of a monster in the archer, knight or swordsman ring, from your hand.';
    case 'choose':
      return `Monster ${String(move.monster)} is not one of those hitting this ${s.hits[0]?.at ?? 'structure'}.`;
    case 'drop':
      return `${card} is not in player ${s.drops[0] ?? '?'}'s hand.`;
    case 'overlord-place':
      if (!s.overlordHand.includes(move.token as string)) return `The Overlord holds no ${String(move.token)}.`;
      return `The Overlord places only a goblin, an orc or a troll on arc 1 to 6; ${String(move.token)} is rolled.`;
    case 'overlord-roll':
      if (s.phase === 'overlord-extra' && (move.tokens as string[]).length > 1) return 'The Overlord plays its extra tokens one at a time.';
      if (s.phase === 'overlord' && (move.tokens as string[]).length !== Math.min(2, s.overlordHand.length)) return 'The Overlord rolls two tokens (one only when it holds one).';
      return `The Overlord does not hold ${(move.tokens as string[]).join(' and ')}.`;
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
  if (typeof raw !== 'object' || raw === null || !isInterned(raw)) {
    const bad = parse(raw);
    if (bad !== null) return fail(ERR.BAD_MOVE, bad);
  }
  const move = raw as unknown as Record<string, unknown>;
  if (!fitsPhase(move.type as string, state.phase)) return fail(ERR.WRONG_PHASE, `A ${String(move.type)} is not possible now: it is the ${state.phase} phase.`);
  if (!isLegal(state, move)) return fail(ERR.NOT_LEGAL, why(state, move));
  const s = shallowCopy(state);
  const ctx = new Ctx(s);
  run(ctx, raw);
  ctx.finish();
  return { ok: true, state: s, events: ctx.events };
}

function run(ctx: Ctx, move: CastlePanicMove): void {
  const { s } = ctx;
  const seat = s.current;
  switch (move.type) {
    case 'start-place':
      placeStart(ctx, move.kind, move.arc, true);
      return;
    case 'start-deal':
      dealStart(ctx);
      return;
    case 'pass':
      if (s.phase === 'discard') afterDiscard(ctx);
      else if (s.phase === 'trade') setPhase(ctx, 'play');
      else if (s.phase === 'play') endPlay(ctx);
      else {
        // R-OVERLORD-PASS: the Overlord plays nothing (more) this turn; R-OVERLORD-OWED-PASS: the
        // tokens Draw 3/4 or the goblin king brought stay in its hand
        s.overlordOwed = 0;
        ctx.events.push({ type: 'overlord-pass', seat: s.overlord });
        advance(ctx);
      }
      return;
    case 'discard':
      discardCard(ctx, seat, move.card, 'discard-draw');
      drawCards(ctx, seat, 1);
      if (--s.discardsLeft === 0) afterDiscard(ctx);
      return;
    case 'trade':
      swap(ctx, move.seat, move.give, move.take);
      return;
    case 'offer':
      // R-TRADE-OFFER: the seat asked answers next (actor: s.offer.seat)
      s.offer = { seat: move.seat, give: move.give, take: move.take };
      ctx.events.push({ type: 'offer', seat, to: move.seat, give: move.give, take: move.take });
      setPhase(ctx, 'trade-answer');
      return;
    case 'accept': {
      const o = s.offer as TradeOffer;
      s.offer = null;
      setPhase(ctx, 'trade');
      swap(ctx, o.seat, o.give, o.take);
      return;
    }
    case 'refuse': {
      // no swap, the trade still open; that offer is not made again this turn (no endless asking)
      const o = s.offer as TradeOffer;
      s.offer = null;
      s.refused = [...s.refused, o];
      ctx.events.push({ type: 'refuse', seat: o.seat, to: seat, give: o.give, take: o.take });
      setPhase(ctx, 'trade');
      return;
    }
    case 'build':
      discardCard(ctx, seat, 'brick', 'build');
      discardCard(ctx, seat, 'mortar', 'build');
      walls(ctx)[move.arc - 1] = true;
      ctx.events.push({ type: 'build', arc: move.arc, seat });
      return;
    case 'build-tower':
      // R-NOT-OVER-YET: brick and mortar raise a fallen tower again
      discardCard(ctx, seat, 'brick', 'build');
      discardCard(ctx, seat, 'mortar', 'build');
      towers(ctx)[move.arc - 1] = true;
      ctx.events.push({ type: 'build-tower', arc: move.arc, seat });
      return;
    case 'all-for-one': {
      // R-ALL-FOR-ONE: three cards of one colour slay the monster outright
      for (const card of move.cards) discardCard(ctx, seat, card, 'play');
      ctx.events.push({ type: 'hit', seat, card: 'all-for-one', cards: move.cards, monster: move.monster });
      slay(ctx, move.monster, 'all-for-one', seat);
      checkWin(ctx);
      return;
    }
    case 'choose': {
      const hit = hits(ctx).shift();
      damage(ctx, move.monster, structureDamage(hit?.at ?? 'wall'), hit?.at ?? 'wall', null);
      advance(ctx);
      return;
    }
    case 'drop':
      discardCard(ctx, drops(ctx).shift() as number, move.card, 'discard-1');
      advance(ctx);
      return;
    case 'overlord-place': {
      // R-OVERLORD-PLACE: one monster from the hand into the forest of the arc it chose
      const h = overlordHand(ctx);
      h.splice(h.indexOf(move.token), 1);
      ctx.events.push({ type: 'overlord-play', seat: s.overlord, tokens: [move.token], arc: move.arc });
      resolveToken(ctx, move.token, move.arc);
      advance(ctx);
      return;
    }
    case 'overlord-roll': {
      // R-OVERLORD-ROLL: up to two tokens (one extra token in phase overlord-extra), each placed by a roll
      const h = overlordHand(ctx);
      for (const t of move.tokens) h.splice(h.indexOf(t), 1);
      if (s.phase === 'overlord-extra') s.overlordOwed--;
      ctx.events.push({ type: 'overlord-play', seat: s.overlord, tokens: move.tokens, arc: null });
      const q = queue(ctx);
      for (const t of move.tokens) q.push(t);
      advance(ctx);
      return;
    }
    case 'play':
      playCard(ctx, move);
      checkWin(ctx);
      return;
  }
}

/** R-TRADE: the current seat gives `give` to `other` for its `take`; one of the turn's trades. */
function swap(ctx: Ctx, other: number, give: string, take: string): void {
  const { s } = ctx;
  const seat = s.current;
  setHand(ctx, seat, swapCard(s.hands[seat] as string[], give, take));
  setHand(ctx, other, swapCard(s.hands[other] as string[], take, give));
  ctx.events.push({ type: 'trade', seat, with: other, give, take });
  if (--s.tradesLeft === 0) setPhase(ctx, 'play');
}

function playCard(ctx: Ctx, move: Extract<CastlePanicMove, { type: 'play' }>): void {
  const { s } = ctx;
  const seat = s.current;
  const card = move.card;
  discardCard(ctx, seat, card, 'play');
  const id = 'monster' in move ? move.monster : -1;
  switch (card) {
    case 'barbarian':
      ctx.events.push({ type: 'hit', seat, card, monster: id });
      slay(ctx, id, 'barbarian', seat);
      return;
    case 'tar': {
      const m = monsterMut(ctx, id);
      m.tarred = true;
      ctx.events.push({ type: 'tar', seat, monster: id, kind: m.kind, arc: m.arc });
      return;
    }
    case 'drive-him-back': {
      const m = monsterMut(ctx, id);
      ctx.events.push({ type: 'drive-back', seat, monster: m.id, kind: m.kind, arc: m.arc, fromRing: m.ring });
      m.ring = 'forest';
      return;
    }
    case 'fortify-wall': {
      const arc = (move as { arc: number }).arc;
      fortified(ctx)[arc - 1] = true;
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
      const d = discardPile(ctx);
      d.splice(d.lastIndexOf(take, d.length - 2), 1);
      const h = hand(ctx, seat);
      h.push(take);
      sortHand(h);
      ctx.events.push({ type: 'scavenge', seat, card: take });
      return;
    }
    default: {
      // a hit card or hero, maybe with nice shot
      const nice = 'nice' in move && move.nice;
      ctx.events.push({ type: 'hit', seat, card, monster: id, nice });
      if (nice) {
        discardCard(ctx, seat, 'nice-shot', 'play');
        slay(ctx, id, 'nice-shot', seat);
      } else damage(ctx, id, 1, 'card', seat);
    }
  }
}
