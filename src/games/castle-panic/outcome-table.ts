// The end screen's score table: a row per defender with the monsters it slew and, in Master
// Slayer, its points. Pure words, no Phaser, so that it is tested headless.
import { t } from '../../services/i18n';
import type { CastlePanicState } from './rules';
import { seatName } from './scene/outcome-text';

export function outcomeTable(_outcome: unknown, options: unknown, state: unknown): { head: string[]; rows: string[][] } | null {
  const s = state as CastlePanicState | undefined;
  if (!s) return null;
  const points = s.mode === 'master-slayer';
  const head = [t('cp.table.defender'), t('cp.table.slain'), ...(points ? [t('cp.table.points')] : [])];
  const rows = s.slain.map((n, seat) => [seatName(options, seat), String(n), ...(points ? [String(s.points[seat] ?? 0)] : [])]);
  return { head, rows };
}
