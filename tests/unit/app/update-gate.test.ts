// R-PWA-UPDATE: a new version is offered on the menu only; accepting reloads only there; "later"
// holds the offer until the next visit to the menu. A reload never interrupts a game.
import { describe, expect, it } from 'vitest';
import { UpdateGate } from '../../../src/app/update-gate';

function gate() {
  const log: string[] = [];
  const g = new UpdateGate({ show: () => log.push('show'), hide: () => log.push('hide'), reload: () => log.push('reload') });
  return { g, log };
}

describe('UpdateGate', () => {
  it('a version ready during a game waits for the menu', () => {
    const { g, log } = gate();
    g.setOnMenu(false); // a game is on
    g.newVersionReady();
    expect(log).toEqual([]);
    expect(g.accept()).toBe(false);
    g.setOnMenu(true);
    expect(log).toEqual(['show']);
    expect(g.accept()).toBe(true);
    expect(log).toEqual(['show', 'reload']);
  });

  it('the offer goes when a game starts, and comes back on the menu', () => {
    const { g, log } = gate();
    g.setOnMenu(true);
    g.newVersionReady();
    g.setOnMenu(false);
    expect(g.accept()).toBe(false);
    g.setOnMenu(true);
    expect(log).toEqual(['show', 'hide', 'show']);
  });

  it('"later" hides it until the next visit to the menu', () => {
    const { g, log } = gate();
    g.setOnMenu(true);
    g.newVersionReady();
    g.dismiss();
    g.setOnMenu(true); // still the same visit
    expect(log).toEqual(['show', 'hide']);
    g.setOnMenu(false);
    g.setOnMenu(true);
    expect(log).toEqual(['show', 'hide', 'show']);
  });

  it('nothing to offer without a new version', () => {
    const { g, log } = gate();
    g.setOnMenu(true);
    expect(g.accept()).toBe(false);
    expect(log).toEqual([]);
  });
});
