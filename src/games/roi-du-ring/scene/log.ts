// The log's line for each event of Le Roi du Ring (the entry's describe), apart from the entry so
// the unit tests read it without the page's services.
import { t } from '../../../services/i18n';
import type { GameEvent } from '../../../core';
import { cardName, squareName } from './names';

/** The square an event names (`to`, where a fighter ends), in the log's words; '' if none. */
const squareOf = (at: unknown): string => {
  const p = at as { x?: unknown; y?: unknown } | null | undefined;
  return p && typeof p.x === 'number' && typeof p.y === 'number' ? squareName(p.x, p.y) : '';
};

const cardsName = (cards: unknown): string => (Array.isArray(cards) ? cards.map((c) => cardName(String(c))).join(' ') : '');

export function describe(ev: GameEvent, _options: unknown, seatName: (seat: number) => string): string | null {
  const name = seatName(Number(ev.seat ?? 0));
  const target = seatName(Number(ev.target ?? 0));
  const card = cardName(typeof ev.card === 'string' ? ev.card : '');
  switch (ev.type) {
    case 'turn':
      return t('roi.log.turn', { name });
    case 'exchange':
      return Number(ev.count) > 0 ? t('roi.log.exchange', { name, n: Number(ev.count) }) : null;
    case 'move':
      return t('roi.log.move', { name, card, square: squareOf(ev.to) });
    case 'strike':
      // A surprise attacker's blows are no counter-attack (issue 30 item 17).
      if (ev.counter === true && ev.surprise !== true) return t('roi.log.counter', { name, target, card });
      return t(ev.mode === 'push' ? 'roi.log.strikePush' : 'roi.log.strike', { name, target, card });
    case 'push':
      return t(ev.blocked === true ? 'roi.log.pushBlocked' : 'roi.log.pushed', { name, square: squareOf(ev.to) });
    case 'parry':
      return t('roi.log.parry', { name, card });
    case 'dodge':
      return t('roi.log.dodge', { name, card, square: squareOf(ev.to) });
    case 'hit':
      return t('roi.log.hit', { name });
    case 'hp':
      if (Number(ev.amount) < 0) return t('roi.log.hp', { name, n: -Number(ev.amount), hp: Number(ev.hp) });
      return Number(ev.amount) > 0 ? t('roi.log.hpGain', { name, n: Number(ev.amount), hp: Number(ev.hp) }) : null;
    case 'ko':
      return t('roi.log.ko', { name });
    case 'win':
      return t('roi.log.win', { name });
    case 'tomatoes':
      return t('roi.log.tomatoes', { name });
    case 'poke':
      if (ev.counter === true && ev.surprise !== true) return t('roi.log.counter', { name, target, card });
      return t('roi.log.poke', { name, target, card });
    case 'steal':
      return ev.card === null ? t('roi.log.stealNothing', { name }) : t('roi.log.steal', { name, target: seatName(Number(ev.from ?? 0)) });
    case 'intimidate':
      return t('roi.log.intimidate', { name, target, cards: cardsName(ev.cards) });
    case 'discard':
      return t('roi.log.discard', { name, cards: cardsName(ev.cards) });
    case 'draw':
      return t('roi.log.draw', { name, n: Number(ev.count) });
    case 'round':
      return t('roi.log.round', { n: Number(ev.round) });
    case 'charge':
      return t('roi.log.charge', { name, target, card });
    case 'spit':
      return t('roi.log.spit', { name, target, card });
    case 'cheer':
      return t('roi.log.cheer', { name: seatName(Number(ev.for ?? ev.seat ?? 0)), card });
    case 'psychic':
      if (ev.counter === true) return t('roi.log.psychicCounter', { name, n: Number(ev.level), cards: cardsName(ev.cards) });
      return t('roi.log.psychic', { name, target, n: Number(ev.level), cards: cardsName(ev.cards) });
    case 'trip':
      return t('roi.log.trip', { name, target, card });
    case 'tripped':
      return t('roi.log.tripped', { name });
    case 'lost-turn':
      return t('roi.log.lostTurn', { name });
    case 'surprise':
      return t('roi.log.surprise', { name, target });
    case 'pincer':
      return t(ev.agree === true ? 'roi.log.pincer' : 'roi.log.pincerNo', { name, target });
    case 'spat':
      return t('roi.log.spat', { name, n: Number(ev.count) });
    case 'switch':
      return t('roi.log.switch', { name: seatName(Number(ev.seat ?? 0)), fighter: seatName(Number(ev.to ?? 0)) });
    case 'fury': {
      // Every change of the gauge is said (issue 30 item 18): up, down, full, spent.
      const amount = Number(ev.amount);
      if (amount === 0) return null;
      if (Number(ev.fury) === 8 && amount > 0) return t('roi.log.fury', { name, n: 8 });
      return t(amount > 0 ? 'roi.log.furyUp' : 'roi.log.furyDown', { name, d: Math.abs(amount), n: Number(ev.fury) });
    }
    default:
      return null;
  }
}
