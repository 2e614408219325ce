// `legalMoves`: every decision open to the actor, in a fixed order (R-MOVES-STABLE): the
// phase's `pass` first, then the cards in hand order, monsters by id, arcs 1..6.
// `isLegal`: the same judgement for one move without building the list (apply's check); the
// harness and tests/unit/castle-panic hold the two to each other.

import { ARC_COLOUR, CARD_KINDS, REACH, REACH_OF_KIND, cardKind, reaches } from './data';
import { BUILD, BUILD_TOWER, DRAW_2, FORTIFY, MISSING, PASS, START_DEAL, startPlace, chooseMove, discardMove, dropMove, overlordPlace, playNice, playOn, roll1, roll2, scavengeMove, NC, TRADE, OFFER, ACCEPT, REFUSE } from './intern';
import type { CastlePanicMove, CastlePanicState, Monster } from './types';

/** Whether hand[i] already appeared earlier in the hand (hands are short). */
function seenBefore(hand: readonly string[], i: number): boolean {
  const c = hand[i];
  for (let j = 0; j < i; j++) if (hand[j] === c) return true;
  return false;
}

function has(list: readonly string[], item: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === item) return true;
  return false;
}

function count(list: readonly string[], item: string): number {
  let n = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === item) n++;
  return n;
}

const AFO_RINGS: Readonly<Record<string, boolean>> = { archer: true, knight: true, swordsman: true };

/** R-ALL-FOR-ONE: the coloured and any-colour cards of one unit for a colour, in hand order. */
function unitCards(hand: readonly string[], unit: string, colour: string): string[] {
  const out: string[] = [];
  const a = `${unit}-${colour}`;
  const b = `${unit}-any`;
  if (has(hand, a)) out.push(a);
  if (has(hand, b)) out.push(b);
  return out;
}

function playMoves(s: CastlePanicState, out: CastlePanicMove[]): void {
  const hand = s.hands[s.current] as string[];
  const mons = s.monsters;
  const nice = has(hand, 'nice-shot');
  const heroic = s.variants.heroicPowers;
  let built = false;
  for (let i = 0; i < hand.length; i++) {
    if (seenBefore(hand, i)) continue;
    const card = hand[i] as string;
    const kind = cardKind(card);
    const reach = REACH_OF_KIND[kind];
    if (reach !== undefined) {
      // R-HIT, R-HERO, R-NICE-SHOT, R-HEROIC-POWERS: the ring and colour of the card; never forest
      for (const m of mons) {
        if (!reaches(reach, m.ring, m.arc, heroic)) continue;
        out.push(playOn(kind, card, m.id));
        if (nice && m.hp > 1) out.push(playNice(kind, card, m.id));
      }
      continue;
    }
    switch (card) {
      case 'barbarian': // R-BARBARIAN: slays a monster in any ring but the forest
      case 'drive-him-back': // R-DRIVE-BACK: any monster not already in the forest
        for (const m of mons) if (m.ring !== 'forest') out.push(playOn(kind, card, m.id));
        break;
      case 'tar': // R-TAR: any monster not already tarred, anywhere
        for (const m of mons) if (!m.tarred) out.push(playOn(kind, card, m.id));
        break;
      case 'fortify-wall': // R-FORTIFY: a standing wall without a fortify token
        for (let arc = 1; arc <= 6; arc++) if (s.walls[arc - 1] && !s.fortified[arc - 1]) out.push(FORTIFY[arc - 1] as CastlePanicMove);
        break;
      case 'missing': // R-MISSING
        if (!s.missing) out.push(MISSING);
        break;
      case 'draw-2': // R-DRAW-2
        out.push(DRAW_2);
        break;
      case 'scavenge': // R-SCAVENGE: any card of the discard pile
        for (let j = 0; j < s.discard.length; j++) if (!seenBefore(s.discard, j)) out.push(scavengeMove(s.discard[j] as string));
        break;
      case 'brick':
      case 'mortar': // R-BUILD: brick and mortar rebuild a fallen wall; R-NOT-OVER-YET: or a fallen tower
        if (!built && has(hand, 'brick') && has(hand, 'mortar')) {
          built = true;
          for (let arc = 1; arc <= 6; arc++) if (!s.walls[arc - 1]) out.push(BUILD[arc - 1] as CastlePanicMove);
          if (s.variants.notOverYet) for (let arc = 1; arc <= 6; arc++) if (towerBuildable(s, arc)) out.push(BUILD_TOWER[arc - 1] as CastlePanicMove);
        }
        break;
    }
  }
  if (s.variants.allForOne) {
    for (const m of mons) {
      if (AFO_RINGS[m.ring] !== true) continue;
      const colour = ARC_COLOUR[m.arc] as string;
      const archers = unitCards(hand, 'archer', colour);
      if (archers.length === 0) continue;
      const knights = unitCards(hand, 'knight', colour);
      const swords = unitCards(hand, 'swordsman', colour);
      for (const a of archers) for (const k of knights) for (const w of swords) out.push({ type: 'all-for-one', cards: [a, k, w], monster: m.id });
    }
  }
}

function towerBuildable(s: CastlePanicState, arc: number): boolean {
  if (s.towers[arc - 1]) return false;
  for (const m of s.monsters) if (m.arc === arc && m.ring === 'castle') return false;
  return true;
}

/** R-OVERLORD-PLACE: the tokens the Overlord may put on an arc of its choice (bosses, boulders and effects are rolled). */
const PLACEABLE: Readonly<Record<string, boolean>> = { goblin: true, orc: true, troll: true };

/** A free arc of the archer ring in the placing phase. */
function freeArc(s: CastlePanicState, arc: number): boolean {
  for (const m of s.monsters) if (m.arc === arc) return false;
  return true;
}

/** R-START-PLACE, R-START-DEAL: the rest dealt at random, or one starting monster onto a free arc. */
function startMoves(s: CastlePanicState, out: CastlePanicMove[]): void {
  out.push(START_DEAL);
  const left = s.toPlace;
  for (let i = 0; i < left.length; i++) {
    if (seenBefore(left, i)) continue;
    for (let arc = 1; arc <= 6; arc++) if (freeArc(s, arc)) out.push(startPlace(left[i] as string, arc));
  }
}

/**
 * R-OVERLORD-PLAY: pass (never obliged to play), place a goblin, orc or troll on a chosen arc,
 * or roll two tokens (R-OVERLORD-ROLL: one only when it holds one).
 */
function overlordMoves(s: CastlePanicState, out: CastlePanicMove[]): void {
  const h = s.overlordHand;
  out.push(PASS);
  for (let i = 0; i < h.length; i++) {
    if (seenBefore(h, i)) continue;
    const t = h[i] as string;
    if (PLACEABLE[t] === true) for (let arc = 1; arc <= 6; arc++) out.push(overlordPlace(t, arc));
  }
  if (h.length === 1) out.push(roll1(h[0] as string));
  for (let i = 0; i < h.length; i++) {
    if (seenBefore(h, i)) continue;
    const a = h[i] as string;
    for (let j = 0; j < h.length; j++) {
      if (j === i || seenBefore(h, j)) continue;
      out.push(roll2(a, h[j] as string));
    }
    if (count(h, a) >= 2) out.push(roll2(a, a));
  }
}

/** Scratch lists of card kinds and of trades (legalMoves runs to completion, never re-entered). */
const MINE: number[] = [];
const THEIRS: number[] = [];
const TRADES: CastlePanicMove[] = [];
const OFFERS: CastlePanicMove[] = [];

/** The distinct card kinds of a hand, in hand order, into `into`; returns how many, or -1 if it holds a string that is no castle card. */
function kinds(hand: readonly string[], into: number[]): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) {
    if (seenBefore(hand, i)) continue;
    const kind = cardKind(hand[i] as string);
    if (kind < 0) return -1;
    into[n++] = kind;
  }
  return n;
}

/** R-TRADE-OFFER: whether the current seat's offer of `give` to `seat` for `take` was refused this turn. */
function wasRefused(s: CastlePanicState, seat: number, give: unknown, take: unknown): boolean {
  const refused = s.refused;
  for (let i = 0; i < refused.length; i++) {
    const o = refused[i] as { seat: number; give: string; take: string };
    if (o.seat === seat && o.give === give && o.take === take) return true;
  }
  return false;
}

/** R-TRADE with fresh move objects, for hands holding strings that are no castle cards (never in play). */
function tradesByName(s: CastlePanicState): CastlePanicMove[] {
  const out: CastlePanicMove[] = [PASS];
  const mine = s.hands[s.current] as string[];
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === s.current) continue;
    const theirs = s.hands[seat] as string[];
    for (let i = 0; i < mine.length; i++) {
      if (seenBefore(mine, i)) continue;
      const give = mine[i] as string;
      for (let j = 0; j < theirs.length; j++) {
        const take = theirs[j] as string;
        if (give !== take && !seenBefore(theirs, j)) out.push({ type: 'trade', seat, give, take });
      }
    }
  }
  const trades = out.length;
  for (let k = 1; k < trades; k++) {
    const m = out[k] as { seat: number; give: string; take: string };
    if (!wasRefused(s, m.seat, m.give, m.take)) out.push({ type: 'offer', seat: m.seat, give: m.give, take: m.take });
  }
  return out;
}

export function legalMoves(s: CastlePanicState): CastlePanicMove[] {
  if (s.status !== 'playing') return [];
  const out: CastlePanicMove[] = [];
  switch (s.phase) {
    case 'setup':
      startMoves(s, out);
      break;
    case 'discard': {
      // R-DISCARD-DRAW
      out.push(PASS);
      const hand = s.hands[s.current] as string[];
      for (let i = 0; i < hand.length; i++) if (!seenBefore(hand, i)) out.push(discardMove(hand[i] as string));
      break;
    }
    case 'trade': {
      // R-TRADE: one card for one card, never a gift, never the same card back. The list is
      // gathered in a scratch array and copied out once at its final length: pass, the trades
      // (hot-seat: swapped at once), then R-TRADE-OFFER the same swaps offered to the seat asked,
      // but for those it refused this turn.
      let n = 0;
      let o = 0;
      const none = s.refused.length === 0;
      TRADES[n++] = PASS;
      const mine = kinds(s.hands[s.current] as string[], MINE);
      if (mine < 0) return tradesByName(s);
      for (let seat = 0; seat < s.players; seat++) {
        if (seat === s.current) continue;
        const theirs = kinds(s.hands[seat] as string[], THEIRS);
        if (theirs < 0) return tradesByName(s);
        const row = TRADE[seat] as readonly CastlePanicMove[];
        const offers = OFFER[seat] as readonly CastlePanicMove[];
        for (let i = 0; i < mine; i++) {
          const give = MINE[i] as number;
          for (let j = 0; j < theirs; j++) {
            const take = THEIRS[j] as number;
            if (give === take) continue;
            TRADES[n++] = row[give * NC + take] as CastlePanicMove;
            if (none || !wasRefused(s, seat, CARD_KINDS[give], CARD_KINDS[take])) OFFERS[o++] = offers[give * NC + take] as CastlePanicMove;
          }
        }
      }
      for (let k = 0; k < o; k++) TRADES[n++] = OFFERS[k] as CastlePanicMove;
      return TRADES.slice(0, n);
    }
    case 'trade-answer': // R-TRADE-OFFER: the seat asked accepts or refuses
      out.push(ACCEPT, REFUSE);
      break;
    case 'play':
      out.push(PASS);
      playMoves(s, out);
      break;
    case 'choose': // R-CHOOSE-DAMAGE
      for (const monster of s.hits[0]?.monsters ?? []) out.push(chooseMove(monster));
      break;
    case 'drop': {
      // R-DISCARD-1
      const hand = s.hands[s.drops[0] as number] as string[];
      for (let i = 0; i < hand.length; i++) if (!seenBefore(hand, i)) out.push(dropMove(hand[i] as string));
      break;
    }
    case 'overlord':
      overlordMoves(s, out);
      break;
    case 'overlord-extra': {
      // R-OVERLORD-DRAW-MORE: one extra token at a time, placed by roll; R-OVERLORD-OWED-PASS: or none
      const h = s.overlordHand;
      out.push(PASS);
      for (let i = 0; i < h.length; i++) if (!seenBefore(h, i)) out.push(roll1(h[i] as string));
      break;
    }
  }
  return out;
}

const findMonster = (s: CastlePanicState, id: unknown): Monster | undefined => {
  for (const m of s.monsters) if (m.id === id) return m;
  return undefined;
};

const isArc = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;

/**
 * Whether a move that passed the shape check (its fields have the right types, its type fits
 * the phase) is in `legalMoves(s)`. Keep in step with the generators above.
 */
export function isLegal(s: CastlePanicState, move: Record<string, unknown>): boolean {
  const hand = s.hands[s.current] as string[];
  switch (move.type) {
    case 'pass':
      return true;
    case 'start-deal':
      return true;
    case 'start-place':
      return isArc(move.arc) && has(s.toPlace, move.kind as string) && freeArc(s, move.arc);
    case 'discard':
      return has(hand, move.card as string);
    case 'trade': {
      const seat = move.seat as number;
      if (seat < 0 || seat >= s.players || seat === s.current) return false;
      return move.give !== move.take && has(hand, move.give as string) && has(s.hands[seat] as string[], move.take as string);
    }
    case 'offer': {
      const seat = move.seat as number;
      if (seat < 0 || seat >= s.players || seat === s.current) return false;
      if (move.give === move.take || !has(hand, move.give as string) || !has(s.hands[seat] as string[], move.take as string)) return false;
      return !wasRefused(s, seat, move.give, move.take);
    }
    case 'accept':
    case 'refuse':
      return s.offer !== null;
    case 'choose':
      return (s.hits[0]?.monsters ?? []).includes(move.monster as number);
    case 'drop':
      return has(s.hands[s.drops[0] as number] as string[], move.card as string);
    case 'build':
      return isArc(move.arc) && !s.walls[move.arc - 1] && has(hand, 'brick') && has(hand, 'mortar');
    case 'build-tower':
      return s.variants.notOverYet && isArc(move.arc) && towerBuildable(s, move.arc) && has(hand, 'brick') && has(hand, 'mortar');
    case 'all-for-one': {
      if (!s.variants.allForOne) return false;
      const m = findMonster(s, move.monster);
      if (m === undefined || AFO_RINGS[m.ring] !== true) return false;
      const colour = ARC_COLOUR[m.arc] as string;
      const [a, k, w] = move.cards as string[];
      const ok = (card: string | undefined, unit: string): boolean => (card === `${unit}-${colour}` || card === `${unit}-any`) && has(hand, card);
      return ok(a, 'archer') && ok(k, 'knight') && ok(w, 'swordsman');
    }
    case 'overlord-place':
      return isArc(move.arc) && PLACEABLE[move.token as string] === true && has(s.overlordHand, move.token as string);
    case 'overlord-roll': {
      const tokens = move.tokens as string[];
      if (tokens.length !== (s.phase === 'overlord' ? Math.min(2, s.overlordHand.length) : 1)) return false;
      if (tokens.length === 2 && tokens[0] === tokens[1]) return count(s.overlordHand, tokens[0] as string) >= 2;
      for (const t of tokens) if (!has(s.overlordHand, t)) return false;
      return true;
    }
    case 'play':
      return playLegal(s, hand, move);
    default:
      return false;
  }
}

function playLegal(s: CastlePanicState, hand: readonly string[], move: Record<string, unknown>): boolean {
  const card = move.card as string;
  if (!has(hand, card)) return false;
  const { monster, nice, arc, take } = move;
  const reach = REACH[card];
  if (reach !== undefined) {
    if (monster === undefined || arc !== undefined || take !== undefined) return false;
    const m = findMonster(s, monster);
    if (m === undefined || !reaches(reach, m.ring, m.arc, s.variants.heroicPowers)) return false;
    return nice === undefined || (m.hp > 1 && has(hand, 'nice-shot'));
  }
  if (nice !== undefined) return false;
  switch (card) {
    case 'barbarian':
    case 'drive-him-back':
    case 'tar': {
      if (monster === undefined || arc !== undefined || take !== undefined) return false;
      const m = findMonster(s, monster);
      if (m === undefined) return false;
      return card === 'tar' ? !m.tarred : m.ring !== 'forest';
    }
    case 'fortify-wall':
      return monster === undefined && take === undefined && isArc(arc) && s.walls[arc - 1] === true && !s.fortified[arc - 1];
    case 'missing':
      return monster === undefined && arc === undefined && take === undefined && !s.missing;
    case 'draw-2':
      return monster === undefined && arc === undefined && take === undefined;
    case 'scavenge':
      return monster === undefined && arc === undefined && typeof take === 'string' && has(s.discard, take);
    default:
      return false;
  }
}

/** A move's identity, field order aside. */
export function moveKey(move: object): string {
  const m = move as Record<string, unknown>;
  return JSON.stringify([m.type, m.card, m.monster, m.nice, m.arc, m.seat, m.give, m.take, m.cards, m.token, m.tokens, m.kind]);
}
