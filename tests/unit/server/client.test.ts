// The browser's online client (src/app/online) against an in-process server: create, join by a
// typed code, the host's start, moves through the session adapter the scenes read, a refusal,
// and a reload (a new connection with the kept token) back to the same seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineConnection, type TokenStore } from '../../../src/app/online/connection';
import { OnlineSession } from '../../../src/app/online/online-session';
import { bootServer, sleep, type Booted } from './helpers';

let booted: Booted;
beforeAll(async () => {
  booted = await bootServer();
});
afterAll(async () => {
  await booted.test.shutdown();
});

const memoryTokens = (): TokenStore & { all: Map<string, string> } => {
  const all = new Map<string, string>();
  return { all, get: (c) => all.get(c) ?? null, set: (c, t) => void all.set(c, t) };
};

async function until(test: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the online client', () => {
  it('creates, joins by a typed code, plays through the session, and comes back to its seat after a reload', async () => {
    const url = `http://127.0.0.1:${booted.port}`;
    const hostTokens = memoryTokens();
    const guestTokens = memoryTokens();
    const host = await OnlineConnection.create({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'], name: 'Ann' }, url, hostTokens);
    expect(host.isHost).toBe(true);
    const typed = `${host.code.slice(0, 3).toLowerCase()}-${host.code.slice(3)}`;
    const guest = await OnlineConnection.join(typed, 'Bob', url, guestTokens);
    expect(guest.seat).toBe(1);
    expect(guestTokens.all.get(host.code)).toBe(guest.welcome?.token);
    const a = new OnlineSession(host);
    const b = new OnlineSession(guest);
    const refusals: string[] = [];
    b.onChange((c) => {
      if (c.kind === 'refused') refusals.push(c.refusal.code);
    });
    host.start();
    await until(() => a.actor() === 0 && b.state !== null);
    expect(b.legalMoves()).toEqual([]);
    expect(a.canUndo()).toBe(false);
    b.play({ type: 'yield' });
    await until(() => refusals.length > 0);
    expect(refusals[0]).toBe('ERR_NOT_YOUR_TURN');
    a.play(a.legalMoves()[0]);
    await until(() => b.moveCount === 1);
    // A reload: the page and its connection gone, the same browser (its tokens) joins again.
    await guest.leave();
    const again = await OnlineConnection.join(host.code, undefined, url, guestTokens);
    expect(again.seat).toBe(1);
    expect(again.state?.at).toBe(1);
    await Promise.all([host.leave(), again.leave()]);
  });
});
