// "While you waited" (newcomers s35/s36: a bot partner's turn went by too fast to follow): what the
// others did since the person last decided, in the log's words, one entry a move, newest last. A
// move's entry keeps what a newcomer needs at a glance (the play, the damage, the cards drawn by the
// diamonds' power and by whom, a royal defeated and the next one, a yield, a discard, a jester and
// who was chosen; newcomer s37: "it leaves out the draw") and leaves out what the table shows anyway
// (the shield's total, the attack that the discard that follows covers).
// At most `max` entries: more, and the last ones are kept with "+N more (Log)" first. Pure: no
// Phaser, for the unit tests.
import type { GameEvent } from '../../../core/contract';
import type { LastTurnMove } from '../../../services/catalog';
import { t } from '../../../services/i18n';
import { shortName } from './info';

const cardsName = (cards: unknown): string => (Array.isArray(cards) ? cards.map((c) => shortName(String(c))).join(' ') : '');

/**
 * One event's words, as the log writes them; null for those the recap leaves out. `drawn`: the
 * diamonds' cards drawn so far in the move, by seat (each 'draw' counts one; the 'recruit' that
 * closes them says "Player 2 draws 3 (♦ power)").
 */
function eventWords(ev: GameEvent, seatName: (seat: number) => string, drawn: number[]): string | null {
  const name = seatName(Number(ev.seat ?? 0));
  switch (ev.type) {
    case 'draw': {
      const seat = Number(ev.seat ?? 0);
      drawn[seat] = (drawn[seat] ?? 0) + 1;
      return null;
    }
    case 'recruit': {
      const parts = drawn.flatMap((k, seat) => (k ? [t('regicide.log.draws', { name: seatName(seat), n: k })] : []));
      drawn.length = 0;
      return parts.length ? t('regicide.recap.draws', { draws: parts.join(', ') }) : null;
    }
    case 'play':
      return t('regicide.log.play', { name, cards: cardsName(ev.cards) });
    case 'damage':
      return t(ev.doubled ? 'regicide.log.damageDoubled' : 'regicide.log.damage', { n: Number(ev.amount ?? 0), total: Number(ev.total) });
    case 'kill':
      return t(ev.exact ? 'regicide.log.killExact' : 'regicide.log.kill', { enemy: shortName(String(ev.enemy)) });
    case 'reveal':
      return t('regicide.log.reveal', { enemy: shortName(String(ev.enemy)) });
    case 'discard':
      return t('regicide.log.discard', { name, cards: cardsName(ev.cards) });
    case 'yield':
      return t('regicide.log.yield', { name });
    case 'jester':
      return t('regicide.log.jester');
    case 'choose':
      return t('regicide.log.choose', { chosen: seatName(Number(ev.chosen)) });
    case 'lose':
      return t('regicide.log.lose', { name });
    default:
      return null;
  }
}

type Move = Pick<LastTurnMove, 'mine' | 'events' | 'seat'>;

/**
 * The others' moves since the person's last one, of `lastTurn()` (which runs from the person's move
 * that led into the others' turn to now, the person's own moves made since included): none once
 * the person has moved again (newcomer s37: "the recap stays up after my own plays").
 */
export function othersSinceMine<M extends Move>(moves: readonly M[] | null): M[] {
  if (!moves) return [];
  let last = -1;
  moves.forEach((m, i) => {
    if (m.mine) last = i;
  });
  return moves.slice(last + 1).filter((m) => !m.mine);
}

/**
 * The recap's entries for the moves of `lastTurn()`: the others' moves since the person's last
 * move (othersSinceMine); null when no one else has moved since.
 */
export function recapEntries(moves: readonly Move[] | null, seatName: (seat: number) => string, max = 4): string[] | null {
  if (!moves) return null;
  const others = othersSinceMine(moves);
  if (others.length === 0) return null;
  const entries = others.map((m) => {
    const drawn: number[] = [];
    return m.events.map((ev) => eventWords(ev, seatName, drawn)).filter((w): w is string => w !== null).join(' ');
  }).filter((e) => e.length > 0);
  if (entries.length === 0) return null;
  if (entries.length <= max) return entries;
  const kept = entries.slice(entries.length - (max - 1));
  return [t('regicide.recap.more', { n: entries.length - kept.length }), ...kept];
}
