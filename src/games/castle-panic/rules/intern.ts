// Move objects built once and frozen (speed: `legalMoves` gathers references instead of making
// the same small objects again at every call; six players list ~45 trades a call). Each one is
// the plain object a move of that shape is, same fields in the same order, so lists stay equal
// (perft, records, JSON) to freshly made ones. Frozen: a caller editing a listed move gets a
// TypeError instead of corrupting every later list. `isInterned` tells `apply` a move is one of
// these (so well formed) by identity, without reading its fields one by one.

import { CARD_KINDS, MONSTER_TOKENS, cardKind } from './data';
import type { CastlePanicMove } from './types';

type Move = CastlePanicMove;
const freeze = <T extends Move>(m: T): T => Object.freeze(m);

/** Number of card kinds: a trade's index in its seat's row is give kind * NC + take kind. */
export const NC = CARD_KINDS.length;
const TOKEN_KINDS: readonly string[] = MONSTER_TOKENS.filter((t, i) => MONSTER_TOKENS.indexOf(t) === i);
const TOKEN_KIND: Readonly<Record<string, number>> = Object.fromEntries(TOKEN_KINDS.map((t, i) => [t, i]));
const NT = TOKEN_KINDS.length;

/** Monster ids with ready-made moves (ids count up from 0; a game places at most 31 monsters). */
const MAX_ID = 64;
const SEATS = 7;
const ARCS = [1, 2, 3, 4, 5, 6];

export const PASS: Move = freeze({ type: 'pass' });

/** The placing phase: START_DEAL, and START_PLACE[goblin, orc, troll][arc - 1]. */
export const START_DEAL: Move = freeze({ type: 'start-deal' });
const START_KINDS: readonly string[] = ['goblin', 'orc', 'troll'];
const START_PLACE: readonly (readonly Move[])[] = START_KINDS.map((kind) => ARCS.map((arc) => freeze({ type: 'start-place', kind, arc })));
export const startPlace = (kind: string, arc: number): Move => START_PLACE[START_KINDS.indexOf(kind)]?.[arc - 1] ?? { type: 'start-place', kind, arc };

const DISCARD: readonly Move[] = CARD_KINDS.map((card) => freeze({ type: 'discard', card }));
const DROP: readonly Move[] = CARD_KINDS.map((card) => freeze({ type: 'drop', card }));
export const discardMove = (card: string): Move => DISCARD[cardKind(card)] ?? { type: 'discard', card };
export const dropMove = (card: string): Move => DROP[cardKind(card)] ?? { type: 'drop', card };

/** TRADE[seat][give kind * NC + take kind]: trades with `seat`. */
export const TRADE: readonly (readonly Move[])[] = Array.from({ length: SEATS }, (_, seat) => {
  const row: Move[] = [];
  for (const give of CARD_KINDS) for (const take of CARD_KINDS) row.push(freeze({ type: 'trade', seat, give, take }));
  return row;
});

/** OFFER[seat][give kind * NC + take kind]: offers to `seat` (R-TRADE-OFFER). */
export const OFFER: readonly (readonly Move[])[] = Array.from({ length: SEATS }, (_, seat) => {
  const row: Move[] = [];
  for (const give of CARD_KINDS) for (const take of CARD_KINDS) row.push(freeze({ type: 'offer', seat, give, take }));
  return row;
});
/** The trade and the offer of one swap (ready-made where the cards are castle cards). */
export const tradeOf = (seat: number, give: string, take: string): Move => swapIn(TRADE[seat], give, take) ?? { type: 'trade', seat, give, take };
export const offerOf = (seat: number, give: string, take: string): Move => swapIn(OFFER[seat], give, take) ?? { type: 'offer', seat, give, take };
function swapIn(row: readonly Move[] | undefined, give: string, take: string): Move | undefined {
  const g = cardKind(give);
  const k = cardKind(take);
  return g >= 0 && k >= 0 ? row?.[g * NC + k] : undefined;
}

/** The answers to an offer. */
export const ACCEPT: Move = freeze({ type: 'accept' });
export const REFUSE: Move = freeze({ type: 'refuse' });

const byId = (make: (id: number) => Move): Move[] => Array.from({ length: MAX_ID }, (_, id) => freeze(make(id)));
/** PLAY_ON[card kind][id], PLAY_NICE[card kind][id]. */
const PLAY_ON: readonly (readonly Move[])[] = CARD_KINDS.map((card) => byId((monster) => ({ type: 'play', card, monster })));
const PLAY_NICE: readonly (readonly Move[])[] = CARD_KINDS.map((card) => byId((monster) => ({ type: 'play', card, monster, nice: true })));
/** `card` (of kind `kind`, from `cardKind`) played on a monster; with nice shot. */
export const playOn = (kind: number, card: string, monster: number): Move => PLAY_ON[kind]?.[monster] ?? { type: 'play', card, monster };
export const playNice = (kind: number, card: string, monster: number): Move => PLAY_NICE[kind]?.[monster] ?? { type: 'play', card, monster, nice: true };

/** By arc - 1. */
export const FORTIFY: readonly Move[] = ARCS.map((arc) => freeze({ type: 'play', card: 'fortify-wall', arc }));
export const BUILD: readonly Move[] = ARCS.map((arc) => freeze({ type: 'build', arc }));
export const BUILD_TOWER: readonly Move[] = ARCS.map((arc) => freeze({ type: 'build-tower', arc }));
export const MISSING: Move = freeze({ type: 'play', card: 'missing' });
export const DRAW_2: Move = freeze({ type: 'play', card: 'draw-2' });
const SCAVENGE: readonly Move[] = CARD_KINDS.map((take) => freeze({ type: 'play', card: 'scavenge', take }));
export const scavengeMove = (take: string): Move => SCAVENGE[cardKind(take)] ?? { type: 'play', card: 'scavenge', take };

const CHOOSE: readonly Move[] = byId((monster) => ({ type: 'choose', monster }));
export const chooseMove = (monster: number): Move => CHOOSE[monster] ?? { type: 'choose', monster };

const frozenList = (xs: string[]): string[] => Object.freeze(xs) as string[];
/** OVERLORD_PLACE[token kind][arc - 1], ROLL_1[token kind], ROLL_2[a kind * NT + b kind]. */
const OVERLORD_PLACE: readonly (readonly Move[])[] = TOKEN_KINDS.map((token) => ARCS.map((arc) => freeze({ type: 'overlord-place', token, arc })));
const ROLL_1: readonly Move[] = TOKEN_KINDS.map((t) => freeze({ type: 'overlord-roll', tokens: frozenList([t]) }));
const ROLL_2: readonly Move[] = TOKEN_KINDS.flatMap((a) => TOKEN_KINDS.map((b) => freeze({ type: 'overlord-roll', tokens: frozenList([a, b]) })));
export const overlordPlace = (token: string, arc: number): Move => OVERLORD_PLACE[TOKEN_KIND[token] as number]?.[arc - 1] ?? { type: 'overlord-place', token, arc };
export const roll1 = (t: string): Move => ROLL_1[TOKEN_KIND[t] as number] ?? { type: 'overlord-roll', tokens: [t] };
export const roll2 = (a: string, b: string): Move => {
  const i = TOKEN_KIND[a];
  const j = TOKEN_KIND[b];
  return (i !== undefined && j !== undefined ? ROLL_2[i * NT + j] : undefined) ?? { type: 'overlord-roll', tokens: [a, b] };
};

const kindOf = (card: unknown): number => (typeof card === 'string' ? cardKind(card) : -1);
const at = (list: readonly Move[] | undefined, i: unknown): Move | undefined => (typeof i === 'number' && list !== undefined ? list[i] : undefined);

/**
 * Whether `raw` is one of the frozen moves above, found by identity from its own fields (a move
 * that only looks like one is not). The common types only; false says nothing.
 */
export function isInterned(raw: Record<string, unknown>): boolean {
  switch (raw.type) {
    case 'pass':
      return raw === PASS;
    case 'trade':
      return raw === at(TRADE[raw.seat as number], kindOf(raw.give) * NC + kindOf(raw.take));
    case 'offer':
      return raw === at(OFFER[raw.seat as number], kindOf(raw.give) * NC + kindOf(raw.take));
    case 'accept':
      return raw === ACCEPT;
    case 'refuse':
      return raw === REFUSE;
    case 'discard':
      return raw === DISCARD[kindOf(raw.card)];
    case 'drop':
      return raw === DROP[kindOf(raw.card)];
    case 'choose':
      return raw === at(CHOOSE, raw.monster);
    case 'build':
      return raw === at(BUILD, (raw.arc as number) - 1);
    case 'play': {
      const k = kindOf(raw.card);
      if (raw.monster !== undefined) return raw === at(raw.nice === undefined ? PLAY_ON[k] : PLAY_NICE[k], raw.monster);
      return raw === MISSING || raw === DRAW_2 || raw === at(FORTIFY, (raw.arc as number) - 1) || raw === SCAVENGE[kindOf(raw.take)];
    }
    default:
      return false;
  }
}
