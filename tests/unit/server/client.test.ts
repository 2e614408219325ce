// The browser's online client (src/app/online) against an in-process server: create, join by a
// typed code, the host's start, moves through the session adapter the scenes read, a refusal,
// and a reload (a new connection with the kept token) back to the same seat. A finished game's
// record as a file, the same as a local game's export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineConnection, type TokenStore } from '../../../src/app/online/connection';
import { OnlineHostSession } from '../../../src/app/online/host-session';
import { OnlineSession } from '../../../src/app/online/online-session';
import { onlineSave } from '../../../src/app/online/record-file';
import { exportFile, importFile } from '../../../src/app/share';
import { findServerGame } from '../../../src/server/games';
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

  it("exports a finished game as the same file as a local game's, which imports and replays; nothing before the end", async () => {
    const url = `http://127.0.0.1:${booted.port}`;
    const c = await OnlineConnection.create({ game: 'regicide', options: { players: 2 }, seats: ['human', 'bot'], levels: [null, 'easy'] }, url, memoryTokens());
    const session = new OnlineHostSession(c);
    // Show every message waiting, as the host does.
    const shown = (): void => {
      while (session.take() !== null) {
        // the next one
      }
    };
    c.start();
    for (let i = 0; i < 2000; i++) {
      await until(() => {
        shown();
        return session.outcome() !== null || (session.actor() === 0 && session.legalMoves().length > 0);
      }, 10_000);
      if (i === 0) expect(onlineSave(session), 'no file while the game is played (the seed stays on the server)').toBeNull();
      if (session.outcome()) break;
      const at = session.moveCount;
      session.play(session.legalMoves()[0]);
      await until(() => {
        shown();
        return session.moveCount > at;
      }, 10_000);
    }
    expect(session.outcome()).not.toBeNull();
    const save = onlineSave(session, new Date('2026-11-25T12:00:00Z'));
    expect(save).toMatchObject({ format: 'four-crowns-save', seats: ['human', 'bot'], practice: false, savedAt: '2026-11-25T12:00:00.000Z' });
    const { filename, text } = exportFile(save!);
    expect(filename).toBe('four-crowns-regicide-2026-11-25.json');
    const back = importFile(text, (id) => {
      const g = findServerGame(id);
      return g ? { rules: g.rules, version: g.version, seats: (o: unknown) => g.seats(o) } : undefined;
    });
    expect(back.ok, back.ok ? '' : back.error.message).toBe(true);
    if (back.ok) {
      expect(back.save.record).toEqual(session.finalRecord);
      expect(back.save.record.moves.length).toBe(session.moveCount);
    }
    await session.close();
  }, 60_000);
});
