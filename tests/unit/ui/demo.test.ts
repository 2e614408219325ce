// The coach's "show me" finger (src/ui/demo.ts): where it is at each moment of its loop, which
// way a drag's arc bows, and what a lesson step's demo asks for in points.
import { describe, expect, it } from 'vitest';
import { arcPoint, arcSide, demoFor, demoFrame, DEMO_LOOP_MS, handMirrored, TAP_LOOP_MS, type DemoKind } from '../../../src/ui/demo';

const near = (a: { x: number; y: number }, b: { x: number; y: number }, d = 1): boolean => Math.hypot(a.x - b.x, a.y - b.y) <= d;
const from = { x: 1300, y: 800 };
const to = { x: 700, y: 480 };
const drag: DemoKind = { kind: 'drag', from, to };

describe('a drag demonstration', () => {
  it('fades in on the piece, presses it, carries it along the arc to its place, lets go, fades and pauses', () => {
    expect(demoFrame(drag, 0)).toMatchObject({ ...from, alpha: 0, press: 0, ghost: 0, ripple: null });
    const pressed = demoFrame(drag, 450);
    expect(near(pressed, from)).toBe(true);
    expect(pressed).toMatchObject({ alpha: 1, press: 1 });
    expect(pressed.ghost).toBeGreaterThan(0.5);
    const mid = demoFrame(drag, 975);
    expect(near(mid, from, 100) || near(mid, to, 100)).toBe(false); // on its way
    const dropped = demoFrame(drag, 1500);
    expect(near(dropped, to)).toBe(true);
    expect(demoFrame(drag, 1700).press).toBe(0); // let go
    expect(demoFrame(drag, 1600).ripple).toMatchObject({ ...to }); // the drop's ripple at the place
    expect(demoFrame(drag, 2400).alpha).toBe(0); // the pause before the next loop
    expect(demoFrame(drag, DEMO_LOOP_MS + 975)).toEqual(mid); // and it loops
  });

  it('travels a gentle arc bowed upward, or downward where asked', () => {
    const up = arcPoint(from, to, 0.5);
    const down = arcPoint(from, to, 0.5, -1);
    const line = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    expect(up.y).toBeLessThan(line.y);
    expect(down.y).toBeGreaterThan(line.y);
    // a quarter of the way's length at most 120 px: never a wild swing
    expect(Math.hypot(up.x - line.x, up.y - line.y)).toBeLessThanOrEqual(61);
    expect(arcPoint(from, to, 0)).toEqual(from);
    expect(near(arcPoint(from, to, 1), to, 1e-9)).toBe(true);
    // a level path bows upward too
    expect(arcPoint({ x: 0, y: 100 }, { x: 400, y: 100 }, 0.5).y).toBeLessThan(100);
  });

  it('bows away from the coach\'s card that would hide it (drawn over it), upward when nothing is in the way', () => {
    expect(arcSide(from, to, null)).toBe(1);
    // Castle Panic's first step: the orc (bottom right) to arc 2, the coach's card above the hand on the right
    expect(arcSide({ x: 1305, y: 815 }, { x: 736, y: 484 }, { x: 1250, y: 585, w: 660, h: 215 })).toBe(-1);
    expect(arcSide(from, to, { x: 200, y: 150, w: 300, h: 200 })).toBe(1);
  });
});

describe('a tap demonstration', () => {
  const tap: DemoKind = { kind: 'tap', at: { x: 500, y: 300 } };
  it('comes to the button from below right, presses it (a ripple), fades', () => {
    const start = demoFrame(tap, 100);
    expect(start.x).toBeGreaterThan(500);
    expect(start.y).toBeGreaterThan(300);
    const press = demoFrame(tap, 1100);
    expect(near(press, tap.at)).toBe(true);
    expect(press.press).toBe(1);
    expect(demoFrame(tap, 1200).ripple).toMatchObject(tap.at);
    expect(demoFrame(tap, 2000).alpha).toBe(0);
    expect(demoFrame(tap, TAP_LOOP_MS + 1100)).toEqual(press);
  });

  it('near the view\'s right edge the hand is mirrored: it comes from the left, and stays on screen', () => {
    const view = { left: -174, right: 1774 }; // a phone held sideways (844x390)
    const edge: DemoKind = { kind: 'tap', at: { x: 1690, y: 540 } };
    expect(handMirrored(tap, 1.45, view)).toBe(false);
    expect(handMirrored(edge, 1.45, view)).toBe(true);
    // every moment of the loop: the fingertip, and the hand's reach beside it, within the view
    for (let t = 0; t < TAP_LOOP_MS; t += 50) {
      const f = demoFrame(edge, t, 1, false, true);
      expect(f.x).toBeLessThanOrEqual(edge.at.x);
      expect(f.x - 60 * 1.45).toBeGreaterThanOrEqual(view.left);
    }
    expect(demoFrame(edge, 100, 1, false, true).x).toBeLessThan(edge.at.x - 60); // from the left
    expect(near(demoFrame(edge, 1100, 1, false, true), edge.at)).toBe(true);
    // a drag that ends at the edge too; not where both sides are short of room
    expect(handMirrored({ kind: 'drag', from: { x: 900, y: 500 }, to: { x: 1740, y: 500 } }, 1.45, view)).toBe(true);
    expect(handMirrored({ kind: 'drag', from: { x: -150, y: 500 }, to: { x: 1740, y: 500 } }, 1.45, view)).toBe(false);
  });

  it('a phone\'s tap then tap: on the piece first, then on its place', () => {
    const taps: DemoKind = { kind: 'taps', from, to };
    const first = demoFrame(taps, 400);
    expect(near(first, from)).toBe(true);
    expect(first.press).toBe(1);
    const second = demoFrame(taps, 1600);
    expect(near(second, to)).toBe(true);
    expect(second.press).toBe(1);
    expect(second.ghost).toBe(0); // nothing carried
  });
});

describe('what a lesson step asks to show', () => {
  const spots = [
    { x: 100, y: 700, w: 120, h: 170 },
    { x: 600, y: 300, w: 200, h: 200 },
    { x: 1300, y: 800, w: 300, h: 60 },
  ];
  it('a drag from one lit spot to another, or tap then tap', () => {
    expect(demoFor(spots, { from: 0, to: 1 })).toEqual({ kind: 'drag', from: { x: 100, y: 700 }, to: { x: 600, y: 300 } });
    expect(demoFor(spots, { from: 0, to: 1, taps: true })).toMatchObject({ kind: 'taps' });
  });
  it('a tap on a square spot at its middle, on a wide button right of its label and below its line', () => {
    expect(demoFor(spots, { tap: 1 })).toEqual({ kind: 'tap', at: { x: 600, y: 300 } });
    const at = (demoFor(spots, { tap: 2 }) as { at: { x: number; y: number } }).at;
    expect(at.x).toBeGreaterThan(1300 + 60);
    expect(at.x).toBeLessThan(1300 + 150);
    expect(at.y).toBeGreaterThan(800);
    expect(at.y).toBeLessThan(830);
  });
  it('a tap on a card low on its face, clear of its corner', () => {
    const at = (demoFor(spots, { tap: 0 }) as { at: { x: number; y: number } }).at;
    expect(at.x).toBe(100);
    expect(at.y).toBeGreaterThan(700 + 20);
    expect(at.y).toBeLessThan(700 + 85);
  });
  it('nothing when nothing is asked or a spot is missing', () => {
    expect(demoFor(spots, undefined)).toBeNull();
    expect(demoFor(spots, { from: 0, to: 5 })).toBeNull();
    expect(demoFor([], { tap: 0 })).toBeNull();
  });
});
