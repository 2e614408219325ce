// The end screen's text: won or lost, the towers left, the monsters each defender slew and, in
// Master Slayer, the points and the Master Slayer (or the seats tied for it); a lost game, what
// brought the last tower down and on which turn. Pure words, no Phaser, so that it is tested
// headless.
import { t } from '../../../services/i18n';
import type { GameEvent, Outcome } from '../../../core';
import type { CastlePanicOptions, CastlePanicState } from '../rules';
import { monsterName, plural } from './names';
import { named } from '../../../services/player-names';

export const seatName = (options: unknown, seat: number): string => {
  const o = options as CastlePanicOptions;
  return named(seat, o.mode === 'overlord' && seat === o.players ? t('cp.overlord') : t('cp.seat', { n: seat + 1 }));
};

/**
 * What brought the last tower down, from the game's events (the last 'tower-falls' before the
 * 'lose'): the monsters that entered its castle space (by a march, a move token or a boss's
 * move), or a boulder; with the turn it fell on (`turn`, counted from 1). Null where the events
 * do not say. The kinds come from the events that placed the monsters, else from `onBoard`.
 */
export function defeatCause(events: readonly GameEvent[], turn: number, onBoard: readonly { id: number; kind: string }[] = []): string | null {
  const lose = events.map((e) => e.type).lastIndexOf('lose');
  if (lose < 0) return null;
  let fell = -1;
  for (let i = lose - 1; i >= 0; i--) {
    if (events[i]?.type === 'tower-falls') {
      fell = i;
      break;
    }
  }
  if (fell < 0) return null;
  const arc = Number(events[fell]?.arc);
  // a boulder's roll lists its 'tower-falls' before its own 'boulder' event; a march lists its 'move' first
  const rolled = events.slice(fell + 1, lose).some((e) => e.type === 'boulder');
  if (rolled) return t('cp.outcome.causeBoulder', { arc, turn });
  let move: GameEvent | undefined;
  for (let i = fell - 1; i >= 0 && !move; i--) if (events[i]?.type === 'move') move = events[i];
  const moves = Array.isArray(move?.moves) ? (move.moves as { monster: number; arc: number; ring: string }[]) : [];
  const ids = moves.filter((m) => m.ring === 'castle' && Number(m.arc) === arc).map((m) => Number(m.monster));
  // the monsters' kinds, from the events that put them on the board
  const kinds = new Map<number, string>(onBoard.map((m) => [m.id, m.kind]));
  for (const e of events) if (e.type === 'place') kinds.set(Number(e.monster), String(e.kind));
  const names = ids.map((id) => kinds.get(id)).filter((k): k is string => k !== undefined).map(monsterName);
  if (names.length === 0) return null;
  if (names.length === 1) return t('cp.outcome.cause', { arc, turn, monster: names[0] as string });
  return t('cp.outcome.causeMany', { arc, turn, monsters: names.join(', ') });
}

/** The end screen's words; `events`, the game's events, name the cause of a defeat. */
export function describeOutcome(outcome: Outcome, options: unknown, state: unknown, events: readonly GameEvent[] = []): string {
  const s = state as CastlePanicState;
  const towers = s.towers.filter(Boolean).length;
  // against the Overlord, its win is the first thing said (issue 30 item 12)
  const overlordWon = s.mode === 'overlord' && s.status === 'lost';
  const lines = [s.status === 'won' ? plural('cp.outcome.won', towers) : t(overlordWon ? 'cp.outcome.overlordWon' : 'cp.outcome.lost')];
  const cause = s.status === 'lost' ? defeatCause(events, s.turn + 1, s.monsters) : null;
  if (cause) lines.push(cause);
  // "Player 1 (8)": the count in brackets, so a lone number never reads as a sentence of its own.
  const entry = (n: number, seat: number): string => `${seatName(options, seat)} (${n})`;
  const list = s.slain.map(entry).join(', ');
  lines.push(t('cp.outcome.slain', { list }));
  if (s.mode === 'master-slayer') {
    lines.push(t('cp.outcome.points', { list: s.points.map(entry).join(', ') }));
    // R-MASTER-SLAYER: the rules' winners (most points, then most monsters slain); a lost game has none
    const masters = s.status === 'won' ? outcome.winners : [];
    const names = masters.map((seat) => seatName(options, seat)).join(', ');
    if (masters.length === 1) lines.push(t('cp.outcome.master', { name: names }));
    else if (masters.length > 1) lines.push(t('cp.outcome.masterTie', { names }));
  }
  return lines.join('\n');
}
