// Where the cards played against the enemy lie on a phone's table (issue 15: they were small chips
// far from the enemy): at the enemy's foot, the newest right under it, none over another while the
// rows hold them, all inside their area.
import { describe, expect, it } from 'vitest';
import { PHONE_PLAYED_AREA as A, playedSpots } from '../../../src/games/regicide/scene/played-layout';

// The enemy card on a phone: centre x 592, 112 x 160 at scale 1.7, its foot at y 358.
const ENEMY = { x0: 592 - (112 * 1.7) / 2, x1: 592 + (112 * 1.7) / 2, bottom: 222 + (160 * 1.7) / 2 };
const box = (s: { x: number; y: number }) => ({ x0: s.x - A.w / 2, x1: s.x + A.w / 2, y0: s.y - A.h / 2, y1: s.y + A.h / 2 });
const cards = (n: number): string[] => Array.from({ length: n }, (_, i) => `${(i % 9) + 2}${'CDHS'[i % 4]}`);

describe('the cards played against the enemy, on a phone', () => {
  it('a play of two lies under the enemy card, at its foot, in its own order, ringed as the latest', () => {
    const spots = playedSpots([['5C', '5D']], A);
    expect(spots.map((s) => s.code)).toEqual(['5C', '5D']);
    for (const s of spots) {
      expect(s.x).toBeGreaterThanOrEqual(ENEMY.x0);
      expect(s.x).toBeLessThanOrEqual(ENEMY.x1);
      expect(box(s).y0 - ENEMY.bottom).toBeGreaterThanOrEqual(0);
      expect(box(s).y0 - ENEMY.bottom).toBeLessThan(12);
      expect(s.latest).toBe(true);
    }
    expect(spots[0]!.x).toBeLessThan(spots[1]!.x);
  });

  it('older plays lie leftwards, only the last play is the latest', () => {
    const spots = playedSpots([['2H'], ['AC', '9S'], ['10D']], A);
    expect(spots.map((s) => [s.code, s.latest])).toEqual([['2H', false], ['AC', false], ['9S', false], ['10D', true]]);
    expect(spots[3]!.x).toBe(A.x1 - A.w / 2);
    const xs = spots.map((s) => s.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it.each([1, 4, 7])('%i cards: none over another, all inside the area', (n) => {
    const spots = playedSpots([cards(n)], A);
    expect(spots).toHaveLength(n);
    spots.forEach((s, i) => {
      const b = box(s);
      expect(b.x0).toBeGreaterThanOrEqual(A.x0);
      expect(b.x1).toBeLessThanOrEqual(A.x1);
      expect(b.y1).toBeLessThanOrEqual(A.bottom);
      for (const o of spots.slice(i + 1)) {
        const c = box(o);
        expect(b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1, `${s.code} over ${o.code}`).toBe(false);
      }
    });
  });

  // Newcomer s33 (p43): at 8 cards the oldest dropped into a second row under the newest.
  it.each([8, 11, 14])('%i cards: one row, oldest first left to right, each card\'s strip in sight wide enough to read', (n) => {
    const spots = playedSpots([cards(n - 1), ['KS']], A);
    expect(spots.map((s) => s.code)).toEqual([...cards(n - 1), 'KS']);
    expect(new Set(spots.map((s) => s.y)).size).toBe(1);
    for (let i = 1; i < n; i++) expect(spots[i]!.x - spots[i - 1]!.x).toBeGreaterThanOrEqual(40);
    for (const s of spots.slice(0, -1)) expect(s.strip).toBeGreaterThanOrEqual(40);
    expect(spots[n - 1]!.strip).toBe(A.w);
    for (const s of spots) {
      expect(box(s).x0).toBeGreaterThanOrEqual(A.x0 - 0.01);
      expect(box(s).x1).toBeLessThanOrEqual(A.x1 + 0.01);
    }
  });

  it('more than the rows hold: pressed closer, still inside the area', () => {
    for (const s of playedSpots([cards(20)], A)) {
      const b = box(s);
      expect(b.x0).toBeGreaterThanOrEqual(A.x0 - 0.01);
      expect(b.x1).toBeLessThanOrEqual(A.x1);
      expect(b.y1).toBeLessThanOrEqual(A.bottom);
    }
  });

  it('nothing played, nothing drawn', () => {
    expect(playedSpots([], A)).toEqual([]);
    expect(playedSpots([[]], A)).toEqual([]);
  });
});
