// Online, "your turn" for a player in another tab (src/app/online/turn-alert.ts): the title
// flashes, the bell rings, a notification and a badge come, only when the turn becomes this
// seat's while the page is hidden; all of it stops when the page is seen or the turn passes.
import { describe, expect, it } from 'vitest';
import { FLASH_MS, TurnAlert } from '../../../src/app/online/turn-alert';

function fakePage(hidden: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const on = (t: string, f: () => void): void => void (listeners.get(t) ?? listeners.set(t, new Set()).get(t))?.add(f);
  const off = (t: string, f: () => void): void => void listeners.get(t)?.delete(f);
  const fire = (t: string): void => listeners.get(t)?.forEach((f) => f());
  const timers = new Map<number, () => void>();
  let next = 1;
  const calls: string[] = [];
  const doc = { title: 'Four Crowns', hidden, addEventListener: on, removeEventListener: off };
  const alert = new TurnAlert({
    doc,
    win: {
      addEventListener: on,
      removeEventListener: off,
      setInterval: (f) => {
        timers.set(next, f);
        return next++;
      },
      clearInterval: (id) => void timers.delete(id),
    },
    words: () => ({ flash: 'Your turn', body: 'It is your turn in room ABCDEFG.' }),
    ring: () => calls.push('ring'),
    notify: (title, body) => calls.push(`notify ${title}: ${body}`),
    badge: { set: () => calls.push('badge'), clear: () => calls.push('badge cleared') },
  });
  /** One flash period passes. */
  const tick = (): void => timers.forEach((f) => f());
  const show = (): void => {
    doc.hidden = false;
    fire('visibilitychange');
  };
  return { doc, alert, calls, timers, tick, show, listeners };
}

describe('online: your turn in another tab', () => {
  it('flashes the title, rings, notifies and badges when the turn comes while the page is hidden', () => {
    const p = fakePage(true);
    p.alert.update(false);
    expect(p.calls).toEqual([]);
    p.alert.update(true);
    expect(p.calls).toEqual(['ring', 'notify Your turn: It is your turn in room ABCDEFG.', 'badge']);
    expect(p.alert.flashing).toBe(true);
    expect(p.doc.title).toBe('● Your turn · Four Crowns');
    p.tick();
    expect(p.doc.title).toBe('Four Crowns');
    p.tick();
    expect(p.doc.title).toBe('● Your turn · Four Crowns');
    expect(FLASH_MS).toBeGreaterThanOrEqual(500);
    // A second message on the same turn rings nothing more.
    p.alert.update(true);
    expect(p.calls.filter((c) => c === 'ring')).toHaveLength(1);
    // The player comes back: the title is the page's own again, the badge goes, the clock stops.
    p.show();
    expect(p.alert.flashing).toBe(false);
    expect(p.doc.title).toBe('Four Crowns');
    expect(p.calls.at(-1)).toBe('badge cleared');
    expect(p.timers.size).toBe(0);
  });

  it('does nothing while the page is in sight', () => {
    const p = fakePage(false);
    p.alert.update(true);
    expect(p.calls).toEqual([]);
    expect(p.alert.flashing).toBe(false);
    expect(p.doc.title).toBe('Four Crowns');
  });

  it('stops when the turn passes (the other seat played for this one, or the game ended), and rings again on the next turn', () => {
    const p = fakePage(true);
    p.alert.update(true);
    p.tick();
    p.tick();
    p.alert.update(false);
    expect(p.alert.flashing).toBe(false);
    expect(p.doc.title).toBe('Four Crowns');
    p.alert.update(true);
    expect(p.calls.filter((c) => c === 'ring')).toHaveLength(2);
  });

  it('lets go of the page when disposed', () => {
    const p = fakePage(true);
    p.alert.update(true);
    p.alert.dispose();
    expect(p.doc.title).toBe('Four Crowns');
    expect([...p.listeners.values()].every((s) => s.size === 0)).toBe(true);
  });
});
