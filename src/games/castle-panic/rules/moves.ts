// `legalMoves`: every decision open to the actor, in a fixed order (R-MOVES-STABLE): the
// phase's `pass` first, then the cards in hand order, monsters by id, arcs 1..6.

import { ARCS, colourOf, hitReach } from './data';
import type { CastlePanicMove, CastlePanicState } from './types';

const distinct = (cards: readonly string[]): string[] => cards.filter((c, i) => cards.indexOf(c) === i);

function playMoves(s: CastlePanicState, out: CastlePanicMove[]): void {
  const hand = s.hands[s.current] as string[];
  const nice = hand.includes('nice-shot');
  let built = false;
  for (const card of distinct(hand)) {
    const reach = hitReach(card);
    if (reach !== null) {
      // R-HIT, R-HERO, R-NICE-SHOT: the ring and colour of the card; never forest nor castle
      for (const m of s.monsters) {
        if (!reach.rings.includes(m.ring) || (reach.colour !== null && colourOf(m.arc) !== reach.colour)) continue;
        out.push({ type: 'play', card, monster: m.id });
        if (nice && m.hp > 1) out.push({ type: 'play', card, monster: m.id, nice: true });
      }
      continue;
    }
    switch (card) {
      case 'barbarian': // R-BARBARIAN: slays a monster in any ring but the forest
      case 'drive-him-back': // R-DRIVE-BACK: any monster not already in the forest
        for (const m of s.monsters) if (m.ring !== 'forest') out.push({ type: 'play', card, monster: m.id });
        break;
      case 'tar': // R-TAR: any monster not already tarred, anywhere
        for (const m of s.monsters) if (!m.tarred) out.push({ type: 'play', card, monster: m.id });
        break;
      case 'fortify-wall': // R-FORTIFY: a standing wall without a fortify token
        for (const arc of ARCS) if (s.walls[arc - 1] && !s.fortified[arc - 1]) out.push({ type: 'play', card, arc });
        break;
      case 'missing': // R-MISSING
        if (!s.missing) out.push({ type: 'play', card });
        break;
      case 'draw-2': // R-DRAW-2
        out.push({ type: 'play', card });
        break;
      case 'scavenge': // R-SCAVENGE: any card of the discard pile
        for (const take of distinct(s.discard)) out.push({ type: 'play', card, take });
        break;
      case 'brick':
      case 'mortar': // R-BUILD: brick and mortar rebuild a fallen wall
        if (!built && hand.includes('brick') && hand.includes('mortar')) {
          built = true;
          for (const arc of ARCS) if (!s.walls[arc - 1]) out.push({ type: 'build', arc });
        }
        break;
    }
  }
}

export function legalMoves(s: CastlePanicState): CastlePanicMove[] {
  if (s.status !== 'playing') return [];
  const out: CastlePanicMove[] = [];
  switch (s.phase) {
    case 'discard': // R-DISCARD-DRAW
      out.push({ type: 'pass' });
      for (const card of distinct(s.hands[s.current] as string[])) out.push({ type: 'discard', card });
      break;
    case 'trade': {
      // R-TRADE: one card for one card, never a gift, never the same card back
      out.push({ type: 'pass' });
      const mine = distinct(s.hands[s.current] as string[]);
      for (let seat = 0; seat < s.players; seat++) {
        if (seat === s.current) continue;
        const theirs = distinct(s.hands[seat] as string[]);
        for (const give of mine) for (const take of theirs) if (give !== take) out.push({ type: 'trade', seat, give, take });
      }
      break;
    }
    case 'play':
      out.push({ type: 'pass' });
      playMoves(s, out);
      break;
    case 'choose': // R-CHOOSE-DAMAGE
      for (const monster of s.hits[0]?.monsters ?? []) out.push({ type: 'choose', monster });
      break;
    case 'drop': // R-DISCARD-1
      for (const card of distinct(s.hands[s.drops[0] as number] as string[])) out.push({ type: 'drop', card });
      break;
  }
  return out;
}

/** A move's identity, field order aside. */
export function moveKey(move: object): string {
  const m = move as Record<string, unknown>;
  return JSON.stringify([m.type, m.card, m.monster, m.nice, m.arc, m.seat, m.give, m.take]);
}
