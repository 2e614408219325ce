// What Castle Panic's "While you waited" says (recap.ts draws it): the lines of the others' moves
// in the log's words, and the monsters their plays hit or slew. Apart from the drawing so the unit
// tests read it without Phaser (tests/unit/castle-panic/recap.test.ts).
import type { GameEvent } from '../../../core';
import { t } from '../../../services/i18n';
import type { Ring } from '../rules';

/** One move of the host's lastTurn(), as the recap reads it. */
export interface RecapMove {
  seat: number | null;
  mine: boolean;
  events: readonly GameEvent[];
}

/** Lines the recap never shows: whose turn it is (the bar says it) and the cards drawn. */
const SKIPPED = new Set(['turn', 'draw']);
/**
 * Lines it drops first when there are too many: the monsters' own part (tokens drawn, monsters
 * coming out, the march, a hit at a wall), which the board shows; kept: what a player did, and a
 * wall or tower that fell.
 */
const MINOR = (ev: GameEvent): boolean => (ev.seat === null || ev.seat === undefined) && !['wall-falls', 'tower-falls', 'fortify-lost', 'win', 'lose'].includes(ev.type);

/** The cross the board draws where a monster the others slew stood, and that begins its line. */
export const CROSS = '✕';
const SLAIN_MARK = (m: RecapMove, ev: GameEvent): boolean => !m.mine && ev.type === 'slay' && ev.seat !== null && ev.seat !== undefined;

export interface RecapText {
  title: string;
  /** Its lines, oldest first; the last may be "+N more (Log)". */
  lines: string[];
}

/**
 * What the recap says of `moves`, in at most `max` lines: every line the log wrote for them, but
 * whose turn and cards drawn; where there are more, the monsters' coming out and the march go
 * first (oldest first), then the oldest others, and a last line says how many more the log holds.
 * Null: nothing to tell.
 */
export function recapText(moves: readonly RecapMove[], line: (ev: GameEvent) => string | null, max = 5): RecapText | null {
  const all: { text: string; minor: boolean }[] = [];
  for (const m of moves) {
    for (const ev of m.events) {
      if (SKIPPED.has(ev.type)) continue;
      const said = line(ev);
      // a monster the others slew is crossed where it stood (recapMarks): its line starts with the
      // same cross, so the mark on the board is explained (newcomer s37: "the red ✕ marks are unexplained")
      const text = said && SLAIN_MARK(m, ev) ? `${CROSS} ${said}` : said;
      if (text) all.push({ text, minor: MINOR(ev) });
    }
  }
  if (all.length === 0) return null;
  let kept = all;
  if (all.length > max) {
    const room = Math.max(1, max - 1);
    kept = [...all];
    for (let i = 0; i < kept.length && kept.length > room; ) {
      if (kept[i]?.minor) kept.splice(i, 1);
      else i++;
    }
    kept = kept.slice(kept.length - room);
  }
  const lines = kept.map((l) => l.text);
  if (kept.length < all.length) lines.push(t('cp.recap.more', { n: all.length - kept.length }));
  const others = moves.some((m) => !m.mine && m.seat !== null);
  return { title: t(others ? 'cp.recap.title' : 'cp.recap.titleSolo'), lines };
}

/** Where a monster the others hit or slew is marked: its id (a ring on its token) or where it stood (a cross). */
export function recapMarks(moves: readonly RecapMove[]): { hit: number[]; slain: { arc: number; ring: Ring }[] } {
  const hit: number[] = [];
  const slain: { arc: number; ring: Ring }[] = [];
  for (const m of moves) {
    if (m.mine) continue;
    for (const ev of m.events) {
      if (ev.seat === null || ev.seat === undefined) continue;
      if (ev.type === 'damage' && !hit.includes(Number(ev.monster))) hit.push(Number(ev.monster));
      if (ev.type === 'slay') slain.push({ arc: Number(ev.arc), ring: String(ev.ring) as Ring });
    }
  }
  return { hit, slain };
}
