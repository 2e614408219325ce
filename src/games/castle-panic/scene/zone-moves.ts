// Which legal moves a drop makes: a card of the hand onto a zone of the table (a monster, a wall
// slot, a tower, the discard pile, the middle of the board), or the Overlord's tokens onto a
// forest arc or the die. Pure (no Phaser): the scene asks it to light targets and to play drops.
import type { CastlePanicMove } from '../rules';

export type OverlordRoll = Extract<CastlePanicMove, { type: 'overlord-roll' }>;

/** The plays of a card that needs no target (Draw 2, Missing, Scavenge): one per card to take for Scavenge. */
function untargeted(legal: readonly CastlePanicMove[], card: string): CastlePanicMove[] {
  return legal.filter((m) => m.type === 'play' && m.card === card && !('monster' in m) && !('arc' in m));
}

/**
 * The moves `card` dropped on `zone` could make: zones are `discard`, `table` (the whole board),
 * `wall.<arc>`, `tower.<arc>` and `monster.<id>`. Several only for nice shot (one per hit card
 * that can go with it) and scavenge (one per card to take). A card that needs no target plays
 * wherever it is dropped on the board, or on the discard pile (where every played card goes) when
 * it is not being discarded there.
 */
export function movesFor(legal: readonly CastlePanicMove[], card: string, zone: string): CastlePanicMove[] {
  if (zone === 'discard') {
    const discards = legal.filter((m) => (m.type === 'discard' || m.type === 'drop') && m.card === card);
    return discards.length > 0 ? discards : untargeted(legal, card);
  }
  if (zone === 'table') return untargeted(legal, card);
  const building = card === 'brick' || card === 'mortar';
  if (zone.startsWith('tower.')) {
    // Not Over Yet: brick and mortar rebuild a fallen tower
    const arc = Number(zone.slice('tower.'.length));
    return building ? legal.filter((m) => m.type === 'build-tower' && m.arc === arc) : [];
  }
  if (zone.startsWith('wall.')) {
    const arc = Number(zone.slice('wall.'.length));
    if (building) return legal.filter((m) => m.type === 'build' && m.arc === arc);
    return legal.filter((m) => m.type === 'play' && m.card === card && 'arc' in m && m.arc === arc);
  }
  if (zone.startsWith('monster.')) {
    const id = Number(zone.slice('monster.'.length));
    if (card === 'nice-shot') return legal.filter((m) => m.type === 'play' && 'nice' in m && m.monster === id);
    return legal.filter((m) => m.type === 'play' && m.card === card && 'monster' in m && m.monster === id && !('nice' in m));
  }
  return [];
}

/** The Overlord's rolls that start with `tokens` (in that order). */
export function rollsStartingWith(legal: readonly CastlePanicMove[], tokens: readonly string[]): OverlordRoll[] {
  return legal.filter((m): m is OverlordRoll => m.type === 'overlord-roll' && tokens.every((tk, i) => m.tokens[i] === tk));
}

/** The roll of exactly `tokens`, if legal. */
export function exactRoll(legal: readonly CastlePanicMove[], tokens: readonly string[]): OverlordRoll | undefined {
  return rollsStartingWith(legal, tokens).find((m) => m.tokens.length === tokens.length);
}
