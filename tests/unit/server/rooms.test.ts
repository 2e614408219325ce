// The online rooms (src/server) on an in-process server on 127.0.0.1, driven by scripted clients
// over real WebSockets: creating and joining by code, the lobby, starting, refusals (each with a
// code, changing nothing), the rate limit, coming back to a seat with its token, full games of
// every title (people and bots), and every message each client received checked against the
// other seats' hidden cards.

import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchMaker } from '@colyseus/core';
import { Rng, SPECTATOR, replay, type GameRecord } from '../../../src/core';
import { MAX_SPECTATORS, MSG, REACTIONS, REFUSAL, isRoomCode, type CreateOptions } from '../../../src/app/online/protocol';
import { configureRooms, type GameRoom } from '../../../src/server/game-room';
import { findServerGame } from '../../../src/server/games';
import { leakedNames, strings } from '../../harness/leaks';
import { HARNESS_SPECS } from '../../harness/registry';
import { Player, bootServer, sleep, type Booted } from './helpers';

let booted: Booted;
beforeAll(async () => {
  booted = await bootServer();
});
afterAll(async () => {
  await booted.test.shutdown();
});

const roomOf = (code: string): GameRoom => matchMaker.getLocalRoomById(code) as unknown as GameRoom;

/** Create a room and fill its people's seats; returns the players by seat (null for bots). */
async function table(o: CreateOptions): Promise<Player[]> {
  const host = await Player.create(booted.url, o);
  const code = host.lobby?.code as string;
  const players: Player[] = [host];
  for (let i = 1; i < o.seats.filter((k) => k === 'human').length; i++) players.push(await Player.join(booted.url, code, { name: `P${i}` }));
  return players;
}

async function start(players: Player[]): Promise<void> {
  players[0]?.send(MSG.start);
  await Promise.all(players.map((p) => p.until(() => p.states.length > 0)));
}

/** Play to the end with seeded random legal moves (bots play their own seats); bounded. */
async function playOut(players: Player[], seed: number, maxMoves = 3000): Promise<void> {
  const rng = new Rng(seed);
  for (let i = 0; i < maxMoves; i++) {
    let mover: Player | undefined;
    const settled = (): boolean => {
      const ats = players.map((p) => p.last?.at ?? -1);
      if (!ats.every((a) => a === ats[0])) return false;
      const last = players[0]?.last;
      if (!last) return false;
      if (last.outcome) return true;
      mover = players.find((p) => p.seat === last.actor && (p.last?.legal.length ?? 0) > 0);
      return mover !== undefined;
    };
    await players[0]?.until(settled, 20_000);
    if (players[0]?.last?.outcome) return;
    const m = mover as Player;
    const s = m.last as { at: number; legal: unknown[] };
    m.send(MSG.move, { at: s.at, move: s.legal[rng.int(s.legal.length)] });
    await m.until(() => (m.last?.at ?? 0) > s.at || m.refused.length > 0, 20_000);
    expect(m.refused).toEqual([]);
  }
  throw new Error('the game did not end');
}

/** Every message each player received, against the real states replayed from the final record. */
function checkNoLeak(players: Player[]): void {
  const last = players[0]?.last;
  const record = last?.record as GameRecord;
  expect(record, 'the record comes with the end of the game').toBeTruthy();
  const g = findServerGame(record.game);
  const spec = HARNESS_SPECS.find((s) => s.rules.id === record.game);
  if (!g || !spec) throw new Error('no game');
  const r = replay(record, () => ({ rules: g.rules, version: g.version }));
  if (!r.ok) throw new Error(r.error.message);
  const seats = g.seats(record.options);
  const tokens = players.map((p) => p.welcome?.token as string).filter((t) => t !== ''); // a spectator has none
  for (const p of players) {
    let checked = 0;
    let live = 0;
    for (const [type, message] of p.log) {
      // No one is ever sent another seat's token.
      const seen = strings(message);
      for (const t of tokens) if (t !== p.welcome?.token) expect(seen.has(t)).toBe(false);
      if (type !== MSG.state) continue;
      const m = message as { at: number; view: unknown; record: unknown };
      const after = r.states[m.at];
      const before = r.states[Math.max(0, m.at - 1)];
      expect(isDeepStrictEqual(m.view, g.rules.view(after, p.seat)), `the view of seat ${p.seat} at move ${m.at}`).toBe(true);
      const { record: _end, ...rest } = m;
      expect(leakedNames(spec, before, after, p.seat, rest, seats), `seat ${p.seat} at move ${m.at}`).toEqual([]);
      // The check itself is awake: the real state in place of the view would leak.
      if (leakedNames(spec, before, after, p.seat, after, seats).length > 0) live++;
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(0);
  }
}

describe('online rooms', () => {
  it('creates a room with a short code, fills the lobby, and only the host starts once every seat is taken', async () => {
    const host = await Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'], name: 'Ann' });
    const code = host.lobby?.code as string;
    expect(isRoomCode(code)).toBe(true);
    expect(host.seat).toBe(0);
    expect(host.welcome?.token.length).toBeGreaterThanOrEqual(20);
    host.send(MSG.start);
    await host.until(() => host.refused.length > 0);
    expect(host.refused[0]?.code).toBe(REFUSAL.SEATS_EMPTY);
    const guest = await Player.join(booted.url, code, { name: 'Bob' });
    expect(guest.seat).toBe(1);
    await host.until(() => host.lobby?.seats[1]?.taken === true);
    expect(host.lobby?.seats.map((s) => s.name)).toEqual(['Ann', 'Bob']);
    guest.send(MSG.start);
    await guest.until(() => guest.refused.length > 0);
    expect(guest.refused[0]?.code).toBe(REFUSAL.NOT_HOST);
    await start([host, guest]);
    expect(host.last?.actor).toBe(0);
    expect(host.last?.legal.length).toBeGreaterThan(0);
    expect(guest.last?.legal).toEqual([]);
    expect(host.last?.record).toBeNull();
    // A third browser finds no seat.
    await expect(Player.join(booted.url, code)).rejects.toThrow(/seat/);
    await Promise.all([host.room.leave(), guest.room.leave()]);
  });

  it('issue 28 item 1: names are checked (1 to 20 letters, no markup or control characters), a bad one refused and nothing taken; a seat coming back may rename itself', async () => {
    const base: CreateOptions = { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] };
    for (const bad of ['', '   ', 'x'.repeat(21), '<b>Ann</b>', 'Ann\u202Eevil', 'Ann\u0000', 42, '😀']) {
      await expect(Player.create(booted.url, { ...base, name: bad as string })).rejects.toThrow(/name/);
    }
    const host = await Player.create(booted.url, { ...base, name: '  Zoë   Ō\'Brien ' });
    const code = host.lobby?.code as string;
    expect(host.lobby?.seats[0]?.name).toBe("Zoë Ō'Brien");
    await expect(Player.join(booted.url, code, { name: '<script>' })).rejects.toThrow(/name/);
    // The refused join took no seat: the next one gets seat 1.
    expect(roomOf(code).snapshot().tokens[1]).toBeNull();
    const guest = await Player.join(booted.url, code, { name: 'Bob' });
    expect(guest.seat).toBe(1);
    await host.until(() => host.lobby?.seats[1]?.name === 'Bob');
    const token = guest.welcome?.token as string;
    await guest.room.leave();
    const back = await Player.join(booted.url, code, { token, name: 'Robert' });
    expect(back.seat).toBe(1);
    await host.until(() => host.lobby?.seats[1]?.name === 'Robert');
    await Promise.all([host.room.leave(), back.room.leave()]);
  });

  it('issue 28 item 4: a reaction (an index into the fixed set) reaches every seat with its sender; one a second per seat; anything else refused; the game unchanged', async () => {
    // A gap no slow machine outlasts: the second reaction within it is dropped for sure.
    configureRooms({ reactionGapMs: 60_000 });
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    configureRooms({ reactionGapMs: 0 });
    if (!a || !b) throw new Error('no table');
    const code = a.lobby?.code as string;
    const reactions = (p: Player): unknown[] => p.log.filter(([type]) => type === MSG.reaction).map(([, m]) => m);
    a.send(MSG.react, 2);
    await b.until(() => reactions(b).length === 1);
    expect(reactions(b)).toEqual([{ seat: 0, reaction: 2 }]);
    await a.until(() => reactions(a).length === 1); // the sender sees its own
    // A second one within the second is dropped; B's own is not held up by A's.
    a.send(MSG.react, 0);
    b.send(MSG.react, REACTIONS.length - 1);
    await a.until(() => reactions(a).length === 2);
    await sleep(200);
    expect(reactions(a)).toEqual([{ seat: 0, reaction: 2 }, { seat: 1, reaction: REACTIONS.length - 1 }]);
    const before = JSON.stringify(roomOf(code).snapshot());
    for (const bad of [-1, REACTIONS.length, 1.5, '0', 'thumbs', null, { reaction: 1 }, [1]]) a.send(MSG.react, bad);
    await a.until(() => a.refused.length === 8);
    expect(a.refused.every((r) => r.code === REFUSAL.BAD_MESSAGE)).toBe(true);
    expect(JSON.stringify(roomOf(code).snapshot())).toBe(before);
    await Promise.all([a.room.leave(), b.room.leave()]);
    // With no gap (a room made so), every reaction goes through.
    const [c, d] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!c || !d) throw new Error('no table');
    c.send(MSG.react, 4);
    c.send(MSG.react, 5);
    await d.until(() => reactions(d).length === 2);
    expect(reactions(d)).toEqual([{ seat: 0, reaction: 4 }, { seat: 0, reaction: 5 }]);
    await Promise.all([c.room.leave(), d.room.leave()]);
  });

  it('issue 28 item 3: play again: refused before the end; once every person present asks, the same seats get a fresh deal in the same room, the room keeping the score', async () => {
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b) throw new Error('no table');
    const code = a.lobby?.code as string;
    await start([a, b]);
    a.send(MSG.rematch);
    await a.until(() => a.refused.length > 0);
    expect(a.refused[0]?.code).toBe(REFUSAL.NOT_OVER);
    a.refused.length = 0;
    await playOut([a, b], 11);
    const first = roomOf(code).snapshot();
    const outcome = a.last?.outcome;
    const end = a.last?.view as { current: number; status: string };
    await a.until(() => a.lobby?.games === 1);
    expect(a.lobby?.wins).toEqual([0, 1].map((i) => (outcome?.winners.includes(i) ? 1 : 0)));
    a.send(MSG.rematch);
    await b.until(() => b.lobby?.rematch[0] === true);
    expect(b.lobby?.rematch).toEqual([true, false]);
    expect(roomOf(code).snapshot().moves).toEqual(first.moves); // nothing starts until B asks too
    const states = [a.states.length, b.states.length];
    b.send(MSG.rematch);
    await a.until(() => a.states.length > states[0]! && a.last?.at === 0);
    await b.until(() => b.states.length > states[1]! && b.last?.at === 0);
    const second = roomOf(code).snapshot();
    expect(second.seed).not.toEqual(first.seed); // a fresh deal
    expect(second.tokens).toEqual(first.tokens); // the same seats
    // R-FIRST-PLAYER: the last king's slayer starts after a win; after a defeat, the next seat.
    const starts = end.status === 'won' ? end.current : 1;
    expect(second.options).toEqual({ players: 2, first: starts });
    expect(a.lobby?.options).toEqual({ players: 2, first: starts });
    expect((a.last?.view as { current: number }).current).toBe(starts);
    expect(a.last?.outcome).toBeNull();
    expect(a.last?.record).toBeNull();
    expect(a.lobby?.rematch).toEqual([false, false]);
    expect(a.lobby?.games).toBe(1);
    await playOut([a, b], 12);
    await a.until(() => a.lobby?.games === 2);

    // B leaves after the end: the seat is freed. A asks again: back to the lobby, for a friend.
    await b.room.leave();
    await a.until(() => a.lobby?.seats[1]?.taken === false);
    a.send(MSG.rematch);
    await a.until(() => a.lobby?.started === false);
    const c = await Player.join(booted.url, code, { name: 'Cleo' });
    expect(c.seat).toBe(1);
    await a.until(() => a.lobby?.seats[1]?.name === 'Cleo');
    await start([a, c]);
    expect(a.last?.at).toBe(0);
    expect(c.last?.legal).toBeDefined();
    expect(a.lobby?.games).toBe(2);
    await Promise.all([a.room.leave(), c.room.leave()]);
  });

  it('issue 28 item 6: a spectator watches by the code: counted in the lobby, sent the public view only (even when a seat leaves), refused every seat\'s message, leaves without disturbing the game', async () => {
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b) throw new Error('no table');
    const code = a.lobby?.code as string;
    // Refused: a watch that is not `true`, or one with a seat's token.
    await expect(Player.join(booted.url, code, { watch: 'yes' as unknown as true })).rejects.toThrow();
    await expect(Player.join(booted.url, code, { watch: true, token: a.welcome?.token as string })).rejects.toThrow();
    const w = await Player.join(booted.url, code, { watch: true });
    expect(w.seat).toBe(SPECTATOR);
    expect(w.welcome?.token).toBe('');
    await a.until(() => a.lobby?.spectators === 1);
    expect(w.lobby?.spectators).toBe(1);
    expect(w.states).toEqual([]); // nothing to see before the start
    await start([a, b]);
    await w.until(() => w.states.length > 0);
    const hidden = (m: { view: unknown } | undefined): boolean => (m?.view as { hands: string[][] }).hands.every((h) => h.every((c) => c === '?'));
    expect(hidden(w.last)).toBe(true);
    expect(w.last?.legal).toEqual([]);
    // Every message a seat sends is refused to a spectator, with its reason; nothing changes.
    const before = JSON.stringify(roomOf(code).snapshot());
    w.send(MSG.move, { at: 0, move: a.last?.legal[0] });
    w.send(MSG.start);
    w.send(MSG.react, 0);
    w.send(MSG.rematch);
    w.send(MSG.handover, { seat: 1, level: 'easy' });
    await w.until(() => w.refused.length === 5);
    expect(w.refused.every((r) => r.code === REFUSAL.WATCHING)).toBe(true);
    expect(JSON.stringify(roomOf(code).snapshot())).toBe(before);
    // It sees the seats' reactions and moves.
    a.send(MSG.react, 1);
    await w.until(() => w.log.some(([type]) => type === MSG.reaction));
    a.send(MSG.move, { at: 0, move: a.last?.legal[0] });
    await w.until(() => w.last?.at === 1);
    expect(w.last?.events.length).toBeGreaterThan(0);
    // A seat leaves mid-game: still nothing private; a second spectator coming now is sent the view at once.
    await b.room.leave(false);
    await a.until(() => a.lobby?.seats[1]?.connected === false);
    const w2 = await Player.join(booted.url, code, { watch: true });
    await w2.until(() => w2.states.length > 0);
    expect(w2.last?.at).toBe(1);
    expect(hidden(w2.last)).toBe(true);
    await a.until(() => a.lobby?.spectators === 2);
    // Leaving: counted out; the seats and the game as they were.
    await w.room.leave();
    await w2.room.leave();
    await a.until(() => a.lobby?.spectators === 0);
    expect(a.lobby?.seats[0]?.connected).toBe(true);
    expect(a.last?.at).toBe(1);
    await a.room.leave();
  });

  it('issue 28 item 6: a room takes MAX_SPECTATORS watching at once; one more is refused, and a place freed is taken again', async () => {
    const [a] = await table({ game: 'regicide', options: { players: 1 }, seats: ['human'] });
    if (!a) throw new Error('no table');
    const code = a.lobby?.code as string;
    const watching: Player[] = [];
    for (let i = 0; i < MAX_SPECTATORS; i++) watching.push(await Player.join(booted.url, code, { watch: true }));
    await a.until(() => a.lobby?.spectators === MAX_SPECTATORS);
    await expect(Player.join(booted.url, code, { watch: true })).rejects.toThrow();
    await watching.pop()?.room.leave();
    await a.until(() => a.lobby?.spectators === MAX_SPECTATORS - 1);
    watching.push(await Player.join(booted.url, code, { watch: true }));
    await Promise.all([a, ...watching].map((p) => p.room.leave()));
  });

  it('issue 28 item 8: the host lets a bot play for a person away long enough, at a level of the game; the person takes the seat back by coming back', async () => {
    configureRooms({ handoverAfterMs: 60_000 });
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    configureRooms({ handoverAfterMs: 0 });
    const [c, d] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b || !c || !d) throw new Error('no table');
    await start([a, b]);
    await start([c, d]);
    // Away for less than the room's wait: refused.
    await b.room.leave(false);
    await a.until(() => a.lobby?.seats[1]?.connected === false);
    expect(a.lobby?.seats[1]?.awayMs).toBeGreaterThanOrEqual(0);
    expect(a.lobby?.handoverAfterMs).toBe(60_000);
    a.send(MSG.handover, { seat: 1, level: 'easy' });
    await a.until(() => a.refused.length === 1);
    expect(a.refused[0]?.code).toBe(REFUSAL.NOT_AWAY);
    await a.room.leave();

    // The other room hands over at once. Refused first: a connected seat, the host's own, a level the game has not, a guest asking, a bad shape.
    const code = c.lobby?.code as string;
    const refusals: [Player, unknown, string][] = [
      [c, { seat: 1, level: 'easy' }, REFUSAL.NOT_AWAY],
      [c, { seat: 0, level: 'easy' }, REFUSAL.BAD_MESSAGE],
      [c, { seat: 1, level: 'godlike' }, REFUSAL.BAD_MESSAGE],
      [d, { seat: 0, level: 'easy' }, REFUSAL.NOT_HOST],
      [c, { seat: '1', level: 'easy' }, REFUSAL.BAD_MESSAGE],
    ];
    for (const [p, m, want] of refusals) {
      const n = p.refused.length;
      p.send(MSG.handover, m);
      await p.until(() => p.refused.length > n);
      expect(p.refused[n]?.code, JSON.stringify(m)).toBe(want);
    }
    c.refused.length = 0;
    const token = d.welcome?.token as string;
    await d.room.leave(false);
    await c.until(() => c.lobby?.seats[1]?.connected === false);
    c.send(MSG.handover, { seat: 1, level: 'strong' });
    await c.until(() => c.lobby?.seats[1]?.standIn === 'strong');
    // C plays; then seat 1's turns are the bot's, until the game is back to C (or over).
    const sawBotMove = (): boolean => c.states.some((st, i) => st.actor === 1 && c.states.slice(i + 1).some((n) => n.at > st.at));
    for (let i = 0; i < 30 && !sawBotMove() && !c.last?.outcome; i++) {
      await c.until(() => sawBotMove() || !!c.last?.outcome || (c.last?.actor === 0 && (c.last.legal.length ?? 0) > 0));
      if (sawBotMove() || c.last?.outcome) break;
      const st = c.last as { at: number; legal: unknown[] };
      c.send(MSG.move, { at: st.at, move: st.legal[0] });
      await c.until(() => (c.last?.at ?? 0) > st.at);
    }
    expect(sawBotMove()).toBe(true);
    expect(roomOf(code).snapshot().standIn?.[1]).toBe('strong');
    // D comes back: the seat is D's again, no bot plays it.
    const back = await Player.join(booted.url, code, { token });
    await c.until(() => c.lobby?.seats[1]?.standIn === null && c.lobby?.seats[1]?.connected === true);
    expect(back.seat).toBe(1);
    expect(c.refused).toEqual([]);
    await Promise.all([c.room.leave(), back.room.leave()]);
  });

  it('refuses moves out of turn, for another seat, malformed, oversized or illegal, with a code, and changes nothing', async () => {
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b) throw new Error('no table');
    await start([a, b]);
    const code = a.lobby?.code as string;
    const before = JSON.stringify(roomOf(code).snapshot());
    const legal = a.last?.legal[0];
    const cases: [Player, string, unknown, string][] = [
      [b, MSG.move, { at: 0, move: legal }, REFUSAL.NOT_YOUR_TURN],
      [a, MSG.move, { at: 0, seat: 1, move: legal }, REFUSAL.NOT_YOUR_SEAT],
      [a, MSG.move, 'play', REFUSAL.BAD_MESSAGE],
      [a, MSG.move, { move: legal }, REFUSAL.BAD_MESSAGE],
      [a, MSG.move, { at: 0, move: { type: 'play', cards: ['ZZ'] } }, REFUSAL.NOT_LEGAL],
      [a, MSG.move, { at: 0, move: { type: 'play', cards: b.last?.view ? ['KS'] : [] } }, REFUSAL.NOT_LEGAL],
      [a, MSG.move, { at: 5, move: legal }, REFUSAL.STALE],
      [a, MSG.move, { at: 0, move: { type: 'play', cards: ['x'.repeat(5000)] } }, REFUSAL.TOO_BIG],
      [a, 'cheat', { give: 'me' }, REFUSAL.BAD_MESSAGE],
    ];
    for (const [p, type, message, expected] of cases) {
      const n = p.refused.length;
      p.send(type, message);
      await p.until(() => p.refused.length > n);
      expect(p.refused[n]?.code, JSON.stringify(message).slice(0, 80)).toBe(expected);
      expect(p.refused[n]?.message.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(roomOf(code).snapshot())).toBe(before);
    expect(a.last?.at).toBe(0);
    // A move of the other seat's hand: refused as not legal (it is not among this seat's moves).
    a.send(MSG.move, { at: 0, move: legal });
    await a.until(() => a.last?.at === 1);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('closes the connection of a browser that sends a frame over the transport limit (16 KiB); its seat waits', async () => {
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b) throw new Error('no table');
    await start([a, b]);
    let closed = 0;
    b.room.onLeave((code) => {
      closed = code;
    });
    b.send(MSG.move, { at: 0, move: { type: 'play', cards: ['x'.repeat(20_000)] } });
    await b.until(() => closed !== 0);
    expect(closed).toBe(1009);
    await a.until(() => a.lobby?.seats[1]?.connected === false);
    expect(a.last?.at).toBe(0);
    await a.room.leave();
  });

  it('refuses a flood of messages past the rate limit, and plays on afterwards', async () => {
    configureRooms({ perSecond: 5, burst: 10 });
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    configureRooms({ perSecond: 10_000, burst: 10_000 });
    if (!a || !b) throw new Error('no table');
    await start([a, b]);
    for (let i = 0; i < 40; i++) b.send(MSG.move, { at: 0, move: { type: 'yield' } });
    await b.until(() => b.refused.length >= 40);
    const codes = new Set(b.refused.map((r) => r.code));
    expect(codes.has(REFUSAL.RATE)).toBe(true);
    expect(b.refused.filter((r) => r.code === REFUSAL.RATE).length).toBeGreaterThanOrEqual(25);
    expect(a.last?.at).toBe(0);
    await sleep(400); // the bucket refills
    const legal = a.last?.legal[0];
    a.send(MSG.move, { at: 0, move: legal });
    await a.until(() => a.last?.at === 1);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('keeps a dropped seat: the others see it away, the token brings the player back to it, nobody else takes it', async () => {
    const [a, b] = await table({ game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    if (!a || !b) throw new Error('no table');
    await start([a, b]);
    const code = a.lobby?.code as string;
    const token = b.welcome?.token as string;
    await b.room.leave(false);
    await a.until(() => a.lobby?.seats[1]?.connected === false);
    expect(a.lobby?.seats[1]?.taken).toBe(true);
    await expect(Player.join(booted.url, code)).rejects.toThrow(/seat/);
    await expect(Player.join(booted.url, code, { token: 'not-a-token' })).rejects.toThrow(/token/);
    const again = await Player.join(booted.url, code, { token });
    expect(again.seat).toBe(1);
    expect(again.welcome?.token).toBe(token);
    await again.until(() => again.states.length > 0);
    expect(again.last?.at).toBe(0);
    await a.until(() => a.lobby?.seats[1]?.connected === true);
    // The same seat opened twice: the newer page keeps it.
    const twice = await Player.join(booted.url, code, { token });
    await twice.until(() => twice.states.length > 0);
    expect(twice.seat).toBe(1);
    await Promise.all([a.room.leave(), twice.room.leave()]);
  });

  it('closes a room once nobody has been there for a while', async () => {
    configureRooms({ emptyCloseMs: 150 });
    const host = await Player.create(booted.url, { game: 'regality', options: {}, seats: ['human', 'bot'] });
    configureRooms({ emptyCloseMs: 60_000 });
    const code = host.lobby?.code as string;
    expect(roomOf(code)).toBeTruthy();
    await host.room.leave();
    for (let i = 0; i < 40 && roomOf(code); i++) await sleep(50);
    expect(roomOf(code)).toBeFalsy();
  });

  it('refuses a room for an unknown game, wrong seats or bad options', async () => {
    await expect(Player.create(booted.url, { game: 'chess', options: {}, seats: ['human'] })).rejects.toThrow(/chess/);
    await expect(Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['human'] })).rejects.toThrow(/seats/);
    await expect(Player.create(booted.url, { game: 'regicide', options: { players: 2 }, seats: ['bot', 'bot'] })).rejects.toThrow(/person/);
    await expect(Player.create(booted.url, { game: 'regicide', options: { players: 9 }, seats: ['human'] })).rejects.toThrow();
  });

  const games: [string, CreateOptions, number][] = [
    ['Regicide, two players', { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] }, 11],
    ['Regicide, three players and a strong bot', { game: 'regicide', options: { players: 3 }, seats: ['human', 'bot', 'human'], levels: [null, 'strong', null] }, 12],
    ['Castle Panic, a defender against the Overlord', { game: 'castle-panic', options: { players: 1, mode: 'overlord' }, seats: ['human', 'human'] }, 13],
    ['Castle Panic, co-op with a bot', { game: 'castle-panic', options: { players: 2, mode: 'coop' }, seats: ['human', 'bot'] }, 14],
    ['Le Roi du Ring, three fighters, one a bot', { game: 'roi-du-ring', options: { players: 3, advanced: { specialCards: true, surprise: true, psychic: true, fury: true } }, seats: ['human', 'human', 'bot'], levels: [null, null, 'easy'] }, 15],
    ['Le Roi du Ring, two fighters', { game: 'roi-du-ring', options: { players: 2 }, seats: ['human', 'human'] }, 16],
    ['Regality, secret draft', { game: 'regality', options: { variant: 'secret-draft' }, seats: ['human', 'human'] }, 17],
    ['Regality, against the easy bot', { game: 'regality', options: { variant: 'secret-random' }, seats: ['bot', 'human'], levels: ['easy', null] }, 18],
  ];
  it.each(games)('plays a whole game: %s; no message leaks a hidden card, to a seat or to a spectator', async (_name, o, seed) => {
    const players = await table(o);
    // Issue 28 item 6: someone watching from the lobby on, sent the public view (SPECTATOR) only.
    const watcher = await Player.join(booted.url, players[0]?.lobby?.code as string, { watch: true });
    expect(watcher.seat).toBe(SPECTATOR);
    await start(players);
    await playOut(players, seed);
    await watcher.until(() => watcher.last?.at === players[0]?.last?.at);
    const end = players[0]?.last;
    expect(end?.outcome).not.toBeNull();
    // The record replays to the same end, like a local game's.
    const g = findServerGame(o.game);
    const r = replay(end?.record, () => (g ? { rules: g.rules, version: g.version } : undefined));
    expect(r.ok && g?.rules.outcome(r.state)).toEqual(end?.outcome);
    checkNoLeak([...players, watcher]);
    expect(watcher.last?.outcome).toEqual(end?.outcome);
    await Promise.all([...players, watcher].map((p) => p.room.leave()));
  }, 60_000);
});
