// A message's frame is checked on its bytes before Colyseus decodes it (src/server/wire.ts): only
// plain values, within limits of size on the wire, depth and count. A "decoder bomb" (msgpackr's
// structured-clone id/pointer extensions naming a subtree twice at each level: 304 bytes that
// expand to 2^22 leaves) is refused without being expanded, and the other rooms go on meanwhile.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Packr, pack } from '@colyseus/msgpackr';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH, MAX_MESSAGE_NODES, MSG, REFUSAL } from '../../../src/app/online/protocol';
import { plainFrame } from '../../../src/server/wire';
import { Player, bootServer, type Booted } from './helpers';

const LIMITS = { bytes: MAX_MESSAGE_BYTES, depth: MAX_MESSAGE_DEPTH, nodes: MAX_MESSAGE_NODES };
const ROOM_DATA = 13;
/** A ROOM_DATA frame as colyseus.js writes it: the code, the type (a msgpack string), the body. */
const frame = (type: string, body?: Uint8Array): Uint8Array => {
  const t = new TextEncoder().encode(type);
  return Uint8Array.from([ROOM_DATA, 0xa0 | t.length, ...t, ...(body ?? [])]);
};
const fixext4 = (type: number, id: number): number[] => [0xd6, type, (id >>> 24) & 255, (id >>> 16) & 255, (id >>> 8) & 255, id & 255];

/** `levels` levels of [subtree, pointer to the same subtree]: 2^levels leaves once expanded. */
function bomb(levels: number): number[] {
  let v: number[] = [...fixext4(0x69, 0), 0xa1, 0x78]; // "x", as id 0
  for (let k = 1; k <= levels; k++) v = [...fixext4(0x69, k), 0x92, ...v, ...fixext4(0x70, k - 1)];
  return v;
}
/** The move message { at: 0, move: <bomb> }: 310 bytes on the wire with 22 levels. */
const bombFrame = (levels: number): Uint8Array => {
  const at = [0xa2, 0x61, 0x74, 0x00];
  const move = [0xa4, 0x6d, 0x6f, 0x76, 0x65];
  return frame(MSG.move, Uint8Array.from([0x82, ...at, ...move, ...bomb(levels)]));
};

describe('plainFrame (the frame check before decoding)', () => {
  it('accepts what colyseus.js sends for a move, and a message with no body', () => {
    expect(plainFrame(frame(MSG.move, pack({ at: 12, move: { type: 'play', cards: ['5H', 'AS'], n: -3, x: 1.5, ok: true, none: null } })), LIMITS)).toBe('ok');
    expect(plainFrame(frame(MSG.start), LIMITS)).toBe('ok');
    // colyseus.js writes objects as msgpackr records (their keys once, then the values)
    const packr = new Packr();
    const move = { at: 3, move: { type: 'play', cards: ['AC'], more: [{ type: 'x', n: 70 }, { type: 'y', n: 200 }] } };
    expect(plainFrame(frame(MSG.move, packr.pack(move)), LIMITS)).toBe('ok');
    expect(plainFrame(frame(MSG.move, packr.pack(move)), LIMITS)).toBe('ok');
  });

  it('refuses every extension (id, pointer, BigInt, Set, typed arrays), binary data and 64-bit integers', () => {
    expect(plainFrame(bombFrame(22), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, pack({ at: 0, move: 2n ** 63n })), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xc7, 200, 0x42, ...new Array<number>(200).fill(7)])), LIMITS)).toBe('bad'); // a BigInt ext 8
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xc7, 0, 0x73, 0x92, 1, 2])), LIMITS)).toBe('bad'); // a Set
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xd6, 0x74, 1, 0, 1, 0])), LIMITS)).toBe('bad'); // a typed array
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xc4, 2, 1, 2])), LIMITS)).toBe('bad'); // bin 8
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xcf, 0, 0, 0, 0, 0, 0, 0, 1])), LIMITS)).toBe('bad'); // uint 64
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xc1])), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0x40])), LIMITS)).toBe('bad'); // a record never defined
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xd4, 0x72, 0x40, 0x91, 0x01, 0x02])), LIMITS)).toBe('bad'); // a record key that is no string
  });

  it('refuses a frame over the limit on the wire, trailing or missing bytes, non-string keys, too deep or too many values', () => {
    expect(plainFrame(frame(MSG.move, new Uint8Array(16_000)), LIMITS)).toBe('too-big');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0x01, 0x02])), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0x92, 0x01])), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0x81, 0x01, 0x02])), LIMITS)).toBe('bad');
    let deep: unknown = 1;
    for (let i = 0; i < MAX_MESSAGE_DEPTH + 2; i++) deep = [deep];
    expect(plainFrame(frame(MSG.move, pack(deep)), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, pack(new Array<number>(MAX_MESSAGE_NODES + 1).fill(1))), LIMITS)).toBe('bad');
    expect(plainFrame(frame(MSG.move, Uint8Array.from([0xdd, 0xff, 0xff, 0xff, 0xff])), LIMITS)).toBe('bad');
  });
});

describe('a decoder bomb against a live server', () => {
  let booted: Booted;
  beforeAll(async () => {
    booted = await bootServer();
  });
  afterAll(async () => {
    await booted.test.shutdown();
  });

  it('refuses a 310-byte nested-pointer frame (2^22 leaves) unexpanded while another room\'s move is answered', async () => {
    const f = bombFrame(22);
    expect(f.byteLength).toBeLessThan(320);
    const attacker = await Player.create(booted.url, { game: 'regicide', options: { players: 1 }, seats: ['human'] });
    attacker.send(MSG.start);
    await attacker.until(() => attacker.states.length > 0);
    const other = await Player.create(booted.url, { game: 'regicide', options: { players: 1 }, seats: ['human'] });
    other.send(MSG.start);
    await other.until(() => other.states.length > 0);
    const s = other.last as { at: number; legal: unknown[] };
    // Eight bombs back to back (within the room's burst of 16), then the other room's move. On the
    // code before the frame check, each bomb blocked the event loop for seconds (its expansion was
    // serialised to measure it): eight of them kept the other room waiting over half a minute.
    for (let i = 0; i < 8; i++) attacker.room.connection.send(f);
    const sent = Date.now();
    other.send(MSG.move, { at: s.at, move: s.legal[0] });
    await other.until(() => (other.last?.at ?? 0) > s.at, 20_000);
    const waited = Date.now() - sent;
    // A generous bound for a busy 2-core machine (the check itself takes microseconds); the
    // unchecked decoder missed it by far (about 20 s here on a quiet machine).
    expect(waited).toBeLessThan(2000);
    await attacker.until(() => attacker.refused.length >= 8, 20_000);
    expect(attacker.refused.map((r) => r.code)).toEqual(new Array(8).fill(REFUSAL.BAD_MESSAGE));
    expect(other.refused).toEqual([]);
    // The attacker's connection stays open and its room plays on.
    const a = attacker.last as { at: number; legal: unknown[] };
    attacker.send(MSG.move, { at: a.at, move: a.legal[0] });
    await attacker.until(() => (attacker.last?.at ?? 0) > a.at);
  });

  it('refuses the costliest frame the check lets through as not legal, and plays a legal move sent with its fields in another order', async () => {
    const p = await Player.create(booted.url, { game: 'regicide', options: { players: 1 }, seats: ['human'] });
    p.send(MSG.start);
    await p.until(() => p.states.length > 0);
    const s = p.last as { at: number; legal: Record<string, unknown>[] };
    // As the bench's attacker (bench/online.ts): arrays nested as deep as allowed around as many
    // short strings as the limits leave, at the room's move count on the player's own turn.
    let move: unknown = Array.from({ length: 480 }, (_, i) => `k${i % 100}`);
    for (let d = 0; d < MAX_MESSAGE_DEPTH - 3; d++) move = [move];
    const f = frame(MSG.move, pack({ at: s.at, move }));
    expect(plainFrame(f, LIMITS)).toBe('ok');
    expect(f.byteLength).toBeGreaterThan(1800);
    p.room.connection.send(f);
    await p.until(() => p.refused.length > 0);
    expect(p.refused.map((r) => r.code)).toEqual([REFUSAL.NOT_LEGAL]);
    const legal = s.legal.find((m) => Object.keys(m).length > 1) as Record<string, unknown>;
    p.send(MSG.move, { at: s.at, move: Object.fromEntries(Object.entries(legal).reverse()) });
    await p.until(() => (p.last?.at ?? 0) > s.at);
    expect(p.refused).toHaveLength(1);
  });
});
