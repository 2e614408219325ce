// The end screen's text: won or lost, the towers left, the monsters each defender slew and, in
// Master Slayer, the points and the Master Slayer (or the seats tied for it). Pure words, no
// Phaser, so that it is tested headless.
import { t } from '../../../services/i18n';
import type { Outcome } from '../../../core';
import type { CastlePanicOptions, CastlePanicState } from '../rules';
import { plural } from './names';

export const seatName = (options: unknown, seat: number): string => {
  const o = options as CastlePanicOptions;
  return o.mode === 'overlord' && seat === o.players ? t('cp.overlord') : t('cp.seat', { n: seat + 1 });
};

export function describeOutcome(outcome: Outcome, options: unknown, state: unknown): string {
  const s = state as CastlePanicState;
  const towers = s.towers.filter(Boolean).length;
  const lines = [s.status === 'won' ? plural('cp.outcome.won', towers) : t('cp.outcome.lost')];
  // "Player 1 (8)": the count in brackets, so a lone number never reads as a sentence of its own.
  const entry = (n: number, seat: number): string => `${seatName(options, seat)} (${n})`;
  const list = s.slain.map(entry).join(', ');
  lines.push(t('cp.outcome.slain', { list }));
  if (s.mode === 'overlord' && s.status === 'lost') lines.push(t('cp.outcome.overlord'));
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
