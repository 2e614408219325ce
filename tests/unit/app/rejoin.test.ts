// Issue 28 item 2: an online table's dropped connection comes back by itself (OnlineHostSession):
// tries again with growing waits, says 'reconnecting' then 'ok'; gives up after a minute
// ('failed') until asked again; a seat opened in another page ('taken') is not fought for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineHostSession, REJOIN_GIVE_UP_MS, type LinkStatus } from '../../../src/app/online/host-session';
import { SEAT_OPENED_ELSEWHERE, type OnlineConnection, type OnlineListener } from '../../../src/app/online/connection';

function fakeConnection(fails: number) {
  const listeners: OnlineListener[] = [];
  const c = {
    state: null,
    lobby: null,
    seat: 0,
    code: 'ABCDEFG',
    tries: 0,
    fails,
    listen(l: OnlineListener) {
      listeners.push(l);
      return () => undefined;
    },
    rejoin() {
      c.tries++;
      return c.tries <= c.fails ? Promise.reject(new Error('no room')) : Promise.resolve();
    },
    leave: () => Promise.resolve(),
    drop(code = 1006) {
      for (const l of listeners) l.dropped?.(code);
    },
  };
  return c;
}

function watch(s: OnlineHostSession): LinkStatus[] {
  const seen: LinkStatus[] = [];
  s.onLink((x) => seen.push(x));
  return seen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('issue 28 item 2: coming back after a drop, without a reload', () => {
  it('tries again by itself, waiting longer each time, then is back', async () => {
    const c = fakeConnection(3);
    const s = new OnlineHostSession(c as unknown as OnlineConnection);
    const seen = watch(s);
    c.drop();
    expect(seen).toEqual(['reconnecting']);
    await vi.advanceTimersByTimeAsync(250);
    expect(c.tries).toBe(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(c.tries).toBe(1); // the second wait is longer
    await vi.advanceTimersByTimeAsync(1 + 1000 + 2000);
    expect(c.tries).toBe(4);
    expect(seen).toEqual(['reconnecting', 'ok']);
    expect(s.linkStatus).toBe('ok');
  });

  it('after a minute of failures says so, and tries for another minute when asked', async () => {
    const c = fakeConnection(Number.POSITIVE_INFINITY);
    const s = new OnlineHostSession(c as unknown as OnlineConnection);
    const seen = watch(s);
    c.drop();
    await vi.advanceTimersByTimeAsync(REJOIN_GIVE_UP_MS - 1000);
    expect(seen).toEqual(['reconnecting']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual(['reconnecting', 'failed']);
    const tries = c.tries;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(c.tries).toBe(tries); // no more tries until asked
    c.fails = 0;
    void s.rejoin();
    await vi.advanceTimersByTimeAsync(300);
    expect(seen).toEqual(['reconnecting', 'failed', 'reconnecting', 'ok']);
  });

  it('a seat opened in another page is left to it; a closed table stops trying', async () => {
    const c = fakeConnection(0);
    const s = new OnlineHostSession(c as unknown as OnlineConnection);
    const seen = watch(s);
    c.drop(SEAT_OPENED_ELSEWHERE);
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual(['taken']);
    expect(c.tries).toBe(0);

    const d = fakeConnection(Number.POSITIVE_INFINITY);
    const t = new OnlineHostSession(d as unknown as OnlineConnection);
    d.drop();
    await vi.advanceTimersByTimeAsync(1000);
    await t.close();
    const tries = d.tries;
    await vi.advanceTimersByTimeAsync(REJOIN_GIVE_UP_MS);
    expect(d.tries).toBe(tries);
  });
});
