// Why the hint's move, in one line (newcomer s35: "the hint never says why", as the other games'
// hints do): what the move does to the monster it aims at (slain, hurt, tarred, driven back) and
// what that monster would do next (reach the wall, topple a tower); the wall rebuilt or fortified;
// the card traded and what the partner can hit with it; the card thrown away that hits nothing;
// which monster takes a wall's damage. From the seat's view and the move alone. No Phaser here.
import { t, type TextKey } from '../../../services/i18n';
import type { CastlePanicMove, CastlePanicState, Monster, Ring } from '../rules';
import { colourOf, hitReach, reaches, REACH } from '../rules/data';
import { cardTitle } from './info';
import { monsterName } from './names';

/** Where a monster stands, in words: "in the red swordsman space", "in the castle". */
function where(m: Monster): string {
  return t(`cp.hintWhy.at.${m.ring}` as TextKey, { colour: t(`cp.colour.${colourOf(m.arc)}` as TextKey), arc: m.arc });
}

/** What the monster would do when the monsters next move, if it is left standing. */
function next(s: CastlePanicState, m: Monster): string {
  if (m.tarred) return '';
  if (m.ring === 'swordsman') return t(s.walls[m.arc - 1] ? 'cp.hintWhy.next.wall' : 'cp.hintWhy.next.castle');
  if (m.ring === 'castle') return t('cp.hintWhy.next.tower');
  return '';
}

const withNext = (main: string, tail: string): string => (tail ? t('cp.hintWhy.then', { main, tail }) : main);

/** The monsters `card` can hit now, nearest the castle first. */
function targets(s: CastlePanicState, card: string): Monster[] {
  const reach = REACH[card];
  if (!reach) return [];
  const order: Record<Ring, number> = { castle: 0, swordsman: 1, knight: 2, archer: 3, forest: 4 };
  return s.monsters.filter((m) => reaches(reach, m.ring, m.arc, s.variants.heroicPowers)).sort((a, b) => order[a.ring] - order[b.ring] || a.hp - b.hp);
}

/** Why the hint `move` is good in `s` (the seat's view): one line, or null where there is nothing to say. */
export function hintWhy(s: CastlePanicState, move: CastlePanicMove): string | null {
  const find = (id: number): Monster | undefined => s.monsters.find((m) => m.id === id);
  switch (move.type) {
    case 'play': {
      if ('monster' in move) {
        const m = find(move.monster);
        if (!m) return null;
        const p = { monster: monsterName(m.kind), at: where(m), hp: m.hp - 1 };
        if (move.card === 'tar') return t('cp.hintWhy.tar', p);
        if (move.card === 'drive-him-back') return t('cp.hintWhy.driveBack', p);
        const slays = move.card === 'barbarian' || 'nice' in move || m.hp <= 1;
        if (slays) return withNext(t('nice' in move ? 'cp.hintWhy.slayNice' : 'cp.hintWhy.slay', p), next(s, m));
        return t('cp.hintWhy.hit', p);
      }
      if ('arc' in move) return t('cp.hintWhy.fortify', { arc: move.arc });
      if (move.card === 'missing') return t('cp.hintWhy.missing');
      if (move.card === 'draw-2') return t('cp.hintWhy.draw2');
      if (move.card === 'scavenge') return t('cp.hintWhy.scavenge', { card: cardTitle(move.take) });
      return null;
    }
    case 'build':
      return t('cp.hintWhy.build', { arc: move.arc });
    case 'build-tower':
      return t('cp.hintWhy.buildTower', { arc: move.arc });
    case 'all-for-one': {
      const m = find(move.monster);
      return m ? withNext(t('cp.hintWhy.slay', { monster: monsterName(m.kind), at: where(m) }), next(s, m)) : null;
    }
    case 'discard': {
      const nothing = hitReach(move.card) !== null && targets(s, move.card).length === 0;
      return t(nothing ? 'cp.hintWhy.discardUseless' : 'cp.hintWhy.discard', { card: cardTitle(move.card) });
    }
    case 'trade':
    case 'offer': {
      const name = t('cp.seat', { n: move.seat + 1 });
      const m = targets(s, move.give)[0];
      if (m) return t('cp.hintWhy.tradeHit', { name, card: cardTitle(move.give), monster: monsterName(m.kind), at: where(m) });
      const mine = targets(s, move.take)[0];
      if (mine) return t('cp.hintWhy.tradeTake', { card: cardTitle(move.take), monster: monsterName(mine.kind), at: where(mine) });
      return t('cp.hintWhy.trade', { name, card: cardTitle(move.take) });
    }
    case 'choose': {
      const m = find(move.monster);
      if (!m) return null;
      const hit = s.hits[0];
      const loss = hit?.at === 'fortify' ? 2 : 1;
      return t(m.hp <= loss ? 'cp.hintWhy.chooseSlain' : 'cp.hintWhy.chooseHurt', { monster: monsterName(m.kind), hp: m.hp, n: loss });
    }
    case 'pass':
      if (s.phase === 'discard') return t('cp.hintWhy.keep');
      if (s.phase === 'trade') return t('cp.hintWhy.noTrade');
      if (s.phase === 'play') return t('cp.hintWhy.nothing');
      return null;
    case 'drop':
      return t('cp.hintWhy.drop', { card: cardTitle(move.card) });
    default:
      return null;
  }
}

/**
 * Where `card` goes, said when it is let go on no monster (newcomer s35: "a drag that missed
 * failed silently"): "Drop Archer (green) on a monster in a green archer space (lit)."
 */
export function dropOnWords(card: string): string {
  const reach = hitReach(card);
  const name = cardTitle(card);
  if (!reach) return t('cp.dropOn.any', { card: name });
  const colour = reach.colour ? t(`cp.colour.${reach.colour}` as TextKey) : '';
  if (reach.rings.length > 1) return t('cp.dropOn.hero', { card: name, colour });
  const ring = t(`cp.dropOn.ring.${reach.rings[0] ?? 'archer'}` as TextKey);
  return t(reach.colour ? 'cp.dropOn.unit' : 'cp.dropOn.unitAny', { card: name, colour, ring });
}
