// The tables' "what is this?" watcher (src/ui/info-watch.ts), driven by a stand-in scene: the
// pointer's events and a clock the test moves. What it shows, when, and what puts it away.
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const hidden = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../../src/ui/info-card', () => ({ hideInfoCard: () => hidden.n++ }));
import { InfoBoxes, InfoWatch, type InfoWatchOptions } from '../../../src/ui/info-watch';

interface Ptr {
  x: number;
  y: number;
  worldX: number;
  worldY: number;
  isDown: boolean;
  wasTouch: boolean;
}

/** A scene with what the watcher uses: input events, a clock, shutdown. */
function fakeScene() {
  const input = Object.assign(new EventEmitter(), { activePointer: { x: 0, y: 0, worldX: 0, worldY: 0, isDown: false, wasTouch: false } });
  const events = new EventEmitter();
  let now = 0;
  const timers: { at: number; fn: () => void; removed: boolean }[] = [];
  const time = {
    delayedCall: (ms: number, fn: () => void) => {
      const t = { at: now + ms, fn, removed: false, remove: () => (t.removed = true) };
      timers.push(t);
      return t;
    },
  };
  const scene = { input, events, time, sys: { isActive: () => true } };
  const advance = (ms: number): void => {
    now += ms;
    for (const t of timers.splice(0)) {
      if (t.removed) continue;
      if (t.at <= now) t.fn();
      else timers.push(t);
    }
  };
  const ptr = (x: number, y: number, o: Partial<Ptr> = {}): Ptr => Object.assign(input.activePointer, { x, y, worldX: x, worldY: y, isDown: false, wasTouch: false, ...o });
  return { scene, input, events, advance, ptr };
}

describe('the tables\' "what is this?" watcher', () => {
  let f: ReturnType<typeof fakeScene>;
  let shown: string[];
  const boxes = new InfoBoxes<string>();
  boxes.add(100, 100, 50, 50, 'A');
  boxes.add(300, 100, 50, 50, 'B');
  const make = (o: Partial<InfoWatchOptions<{ content: string }>> = {}) =>
    new InfoWatch(f.scene as never, { find: (x, y) => boxes.at(x, y), show: (b) => shown.push(b.content), ...o });

  beforeEach(() => {
    f = fakeScene();
    shown = [];
    hidden.n = 0;
  });

  it('a mouse resting on a thing shows its card; moving on it waits for the rest; moving off puts it away', () => {
    make();
    f.input.emit('pointermove', f.ptr(100, 100), []);
    f.advance(300);
    f.input.emit('pointermove', f.ptr(105, 100), []); // still moving: the rest starts again
    f.advance(300);
    expect(shown).toEqual([]);
    f.advance(60);
    expect(shown).toEqual(['A']);
    f.input.emit('pointermove', f.ptr(108, 102), []); // moving on the thing keeps its card
    expect(hidden.n).toBe(0);
    f.input.emit('pointermove', f.ptr(300, 100), []); // onto another thing: this card goes, the other's comes
    expect(hidden.n).toBe(1);
    f.advance(400);
    expect(shown).toEqual(['A', 'B']);
    f.input.emit('pointermove', f.ptr(500, 500), []);
    expect(hidden.n).toBe(2);
  });

  it('a press puts a card away; a mouse press never opens one; the mouse leaving the table puts it away', () => {
    make();
    f.input.emit('pointermove', f.ptr(100, 100), []);
    f.advance(400);
    f.input.emit('pointerdown', f.ptr(100, 100, { isDown: true }), []);
    expect(hidden.n).toBe(1);
    f.advance(1000);
    expect(shown).toEqual(['A']);
    f.input.emit('pointerup', f.ptr(100, 100), []);
    f.input.emit('pointermove', f.ptr(101, 100), []);
    f.advance(400);
    f.input.emit('gameout');
    expect(hidden.n).toBe(2);
  });

  it('a finger pressing without moving shows the card, its release is no tap; a drag asks nothing', () => {
    const released: string[] = [];
    const w = make({ afterLongPress: () => released.push('up') });
    f.input.emit('pointerdown', f.ptr(100, 100, { isDown: true, wasTouch: true }), []);
    f.advance(499);
    expect(shown).toEqual([]);
    f.advance(1);
    expect(shown).toEqual(['A']);
    expect(w.pressOpened).toBe(true);
    f.input.emit('pointerup', f.ptr(100, 100, { wasTouch: true }), []);
    f.advance(0);
    expect(released).toEqual(['up']);
    // the next touch puts it away; a finger that moves 12 px or more is a drag
    f.input.emit('pointerdown', f.ptr(300, 100, { isDown: true, wasTouch: true }), []);
    expect(hidden.n).toBe(1);
    f.input.emit('pointermove', f.ptr(320, 100, { isDown: true, wasTouch: true }), []);
    f.advance(600);
    expect(shown).toEqual(['A']);
    expect(w.pressOpened).toBe(false);
  });

  it('nothing asked where something else has the pointer, or while a long press may not ask; on a phone only presses ask', () => {
    make({ covered: () => true });
    f.input.emit('pointermove', f.ptr(100, 100), []);
    f.advance(400);
    expect(shown).toEqual([]);
    f = fakeScene();
    make({ touchable: () => false });
    f.input.emit('pointerdown', f.ptr(100, 100, { isDown: true, wasTouch: true }), []);
    f.advance(600);
    expect(shown).toEqual([]);
    f = fakeScene();
    make({ pressOnly: true });
    f.input.emit('pointermove', f.ptr(100, 100), []);
    f.advance(400);
    expect(shown).toEqual([]);
    f.input.emit('pointerdown', f.ptr(100, 100, { isDown: true }), []); // a mouse's long press counts
    f.advance(500);
    expect(shown).toEqual(['A']);
  });

  it('a redraw keeps the card of the thing the mouse still rests on, and puts away any other', () => {
    const w = make({ same: (a, b) => a.content === b.content });
    f.input.emit('pointermove', f.ptr(100, 100), []);
    f.advance(400);
    w.refresh();
    expect(hidden.n).toBe(0);
    f.ptr(500, 500);
    w.refresh();
    expect(hidden.n).toBe(1);
  });

  it('the topmost box holds the point', () => {
    const b = new InfoBoxes<string>();
    b.add(100, 100, 100, 100, 'under');
    b.add(120, 100, 40, 40, 'over');
    expect(b.at(120, 100)?.content).toBe('over');
    expect(b.at(60, 100)?.content).toBe('under');
    expect(b.at(300, 300)).toBeNull();
  });
});
