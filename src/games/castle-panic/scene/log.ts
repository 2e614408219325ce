// The log's line for each event of Castle Panic (the entry's describe), apart from the entry so
// the unit tests read it without the page's services (tests/unit/castle-panic/log.test.ts).
import { getLang, t } from '../../../services/i18n';
import type { GameEvent } from '../../../core';
import { monsterName, plural, tokenName } from './names';
import { cardTitle } from './info';

/** A monster coming out of the forest: English says "An Orc", "A Goblin"; French and Italian name it alone. */
function arriving(kind: string): string {
  const name = monsterName(kind);
  return getLang() === 'en' ? `${/^[aeiou]/i.test(name) ? 'An' : 'A'} ${name}` : name;
}

export function describe(ev: GameEvent, _options: unknown, name: (seat: number) => string): string | null {
  const who = name(Number(ev.seat ?? 0));
  const arc = Number(ev.arc ?? 0);
  switch (ev.type) {
    case 'discard': {
      const card = cardTitle(String(ev.card));
      if (ev.why === 'play') return t('cp.log.play', { name: who, card });
      if (ev.why === 'discard-draw') return t('cp.log.discardDraw', { name: who, card });
      if (ev.why === 'discard-1') return t('cp.log.drop', { name: who, card });
      return null;
    }
    case 'hit':
      if (ev.card === 'all-for-one') return t('cp.log.allForOne', { name: who });
      return ev.nice === true ? t('cp.log.nice') : null;
    case 'damage': {
      // The monster by its name and arc (a newcomer's playtest: "A monster loses 1 hit point" did not say which)
      const hp = Number(ev.hp);
      const monster = monsterName(String(ev.kind));
      if (ev.cause === 'fortify') return t('cp.log.damageFortify', { monster, arc, hp });
      if (ev.cause === 'wall' || ev.cause === 'tower') return t('cp.log.damageAt', { monster, arc, what: t(`cp.log.what.${ev.cause}`), hp });
      return hp > 0 ? t('cp.log.damage', { monster, arc, hp }) : null;
    }
    case 'slay': {
      const monster = monsterName(String(ev.kind));
      if (ev.cause === 'boulder') return t('cp.log.crushed', { monster });
      return ev.seat === null || ev.seat === undefined ? t('cp.log.slay', { monster }) : t('cp.log.slayBy', { name: who, monster });
    }
    case 'wall-falls':
      return t('cp.log.wallFalls', { arc });
    case 'fortify-lost':
      return t('cp.log.fortifyLost', { arc });
    case 'tower-falls':
      return t('cp.log.towerFalls', { arc });
    case 'build':
      return t('cp.log.build', { name: who, arc });
    case 'build-tower':
      return t('cp.log.buildTower', { name: who, arc });
    case 'fortify':
      return t('cp.log.fortify', { name: who, arc });
    case 'tar':
      return t('cp.log.tar', { monster: monsterName(String(ev.kind)), arc });
    case 'drive-back':
      return t('cp.log.driveBack', { monster: monsterName(String(ev.kind)), arc });
    case 'place':
      if (ev.start === true) return t('cp.log.startPlace', { monster: monsterName(String(ev.kind)), arc });
      return t('cp.log.place', { monster: arriving(String(ev.kind)), arc });
    case 'start-deal':
      return t('cp.log.startDeal');
    case 'token':
      return t('cp.log.token', { token: tokenName(String(ev.token)) });
    // The boulder said when its arc is rolled, before what it crushes and the wall or tower it
    // breaks (its own event comes after them: a newcomer read a tower's fall before the boulder)
    case 'roll':
      return ev.for === 'boulder' ? t('cp.log.boulder', { arc: Number(ev.value) }) : null;
    case 'boulder':
      return null;
    case 'move':
      return ev.why === 'move-phase' ? t('cp.log.advance') : null;
    case 'heal':
      return t('cp.log.heal', { n: Array.isArray(ev.monsters) ? ev.monsters.length : 0 });
    case 'queue':
      return t('cp.log.queue', { n: Number(ev.draws) });
    case 'turn':
      return t('cp.log.turn', { name: who });
    case 'draw':
      return t('cp.log.draw', { name: who, n: Array.isArray(ev.cards) ? ev.cards.length : 0 });
    case 'trade':
      return t('cp.log.trade', { name: who, give: cardTitle(String(ev.give)), take: cardTitle(String(ev.take)), other: name(Number(ev.with)) });
    case 'offer':
      return t('cp.log.offer', { name: who, give: cardTitle(String(ev.give)), take: cardTitle(String(ev.take)), other: name(Number(ev.to)) });
    case 'refuse':
      return t('cp.log.refuse', { name: who, other: name(Number(ev.to)) });
    case 'scavenge':
      return t('cp.log.scavenge', { name: who, card: cardTitle(String(ev.card)) });
    case 'reshuffle':
      return t('cp.log.reshuffle');
    case 'missing-skips':
      return ev.overlord === true ? t('cp.log.missingOverlord') : t('cp.log.missingSkips');
    case 'final-charge':
      return t('cp.log.finalCharge');
    case 'overlord-draw':
      return plural('cp.log.overlordDraw', Number(ev.count));
    case 'overlord-play': {
      const tokens = Array.isArray(ev.tokens) ? ev.tokens.map((tk) => tokenName(String(tk))).join(', ') : '';
      return ev.arc === null || ev.arc === undefined ? t('cp.log.overlordPlay', { tokens }) : t('cp.log.overlordPlace', { tokens, arc });
    }
    case 'overlord-pass':
      return t('cp.log.overlordPass');
    case 'win':
      return t('cp.log.win');
    case 'lose':
      return t('cp.log.lose');
    default:
      return null;
  }
}
