import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../src/services/session';
import type { SaveFile } from '../../../src/services/saves';
import { decodeLink, encodeLink, exportFile, fromBase64Url, importFile, toBase64Url } from '../../../src/app/share';
import { fixtureEntry, fixtureLookup, type FixtureState } from './fixture-game';

const NOW = new Date('2025-06-07T08:09:10Z');

function playedSave(practice = false): SaveFile {
  const s = GameSession.start(fixtureEntry, 'fixture', { players: 2, maxMoves: 12 }, 1234, ['human', 'bot'], practice);
  for (let i = 0; i < 8; i++) {
    const hand = (s.state as FixtureState).hands[s.actor() ?? 0] ?? [];
    const move = i % 3 === 0 ? { type: 'draw' } : hand.length > 0 && i % 3 === 1 ? { type: 'play', card: hand[0] } : { type: 'pass' };
    const r = s.play(move);
    if (!r.ok) throw new Error(r.error.message);
  }
  return s.toSave(NOW);
}

async function deflateRaw(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const linkOf = async (payload: unknown) => `#g=${toBase64Url(await deflateRaw(JSON.stringify(payload)))}`;

describe('base64url', () => {
  it('round-trips every length', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n) & 255);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });
  it('refuses characters and lengths that cannot be base64url', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abc=')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe('links', () => {
  it('round-trips a game, which then replays to the same state', async () => {
    const save = playedSave(true);
    const hash = await encodeLink(save);
    expect(hash).toMatch(/^#g=[A-Za-z0-9_-]+$/);
    const r = await decodeLink(hash, fixtureLookup, NOW);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.save).toEqual(save);
    const a = GameSession.fromSave(save, fixtureLookup);
    const b = GameSession.fromSave(r.save, fixtureLookup);
    expect(a.ok && b.ok && b.session.state).toEqual(a.ok && a.session.state);
  });

  it('accepts a whole URL too', async () => {
    const save = playedSave();
    const r = await decodeLink(`https://example.org/four-crowns/?x=1${await encodeLink(save)}`, fixtureLookup, NOW);
    expect(r).toMatchObject({ ok: true, save: { record: save.record, practice: false } });
  });

  it('is short for a typical game', async () => {
    const save = playedSave();
    const hash = await encodeLink(save);
    expect(hash.length).toBeLessThan(200);
    // a long game of repeated moves compresses well
    const long = { ...save, record: { ...save.record, moves: Array.from({ length: 300 }, () => ({ type: 'pass' })) } };
    expect((await encodeLink(long)).length).toBeLessThan(200);
  });

  it('gives a clear error on garbage, never an exception', async () => {
    const save = playedSave();
    const good = await encodeLink(save);
    const cases: [string, string][] = [
      ['', 'ERR_LINK_CORRUPT'],
      ['#', 'ERR_LINK_CORRUPT'],
      ['#x=1', 'ERR_LINK_CORRUPT'],
      ['#g=', 'ERR_LINK_CORRUPT'],
      ['#g=%%%%', 'ERR_LINK_CORRUPT'],
      ['#g=a', 'ERR_LINK_CORRUPT'],
      ['#g=AAAAAAAAAAAA', 'ERR_LINK_CORRUPT'],
      ['#g=' + toBase64Url(new TextEncoder().encode('plain text, not deflated')), 'ERR_LINK_CORRUPT'],
      [good.slice(0, Math.floor(good.length / 2)), 'ERR_LINK_CORRUPT'],
      [await linkOf('a JSON string, not an object'), 'ERR_LINK_CORRUPT'],
    ];
    // bad JSON inside a good deflate
    cases.push([`#g=${toBase64Url(await deflateRaw('{not json'))}`, 'ERR_LINK_CORRUPT']);
    cases.push([await linkOf([1, 2, 3]), 'ERR_LINK_CORRUPT']);
    cases.push([await linkOf({ f: 9, r: save.record, k: 'hb' }), 'ERR_LINK_VERSION']);
    cases.push([await linkOf({ f: 1, r: save.record, k: 'hx' }), 'ERR_LINK_CORRUPT']);
    cases.push([await linkOf({ f: 1, r: save.record, k: 'hbh' }), 'ERR_SAVE_CORRUPT']);
    cases.push([await linkOf({ f: 1, r: 'nope', k: 'hb' }), 'ERR_RECORD_SHAPE']);
    cases.push([await linkOf({ f: 1, r: { ...save.record, version: 1 }, k: 'hb' }), 'ERR_RECORD_VERSION']);
    cases.push([await linkOf({ f: 1, r: { ...save.record, game: 'go' }, k: 'hb' }), 'ERR_RECORD_GAME']);
    cases.push([
      await linkOf({ f: 1, r: { ...save.record, moves: [...save.record.moves, { type: 'play', card: 'Q' }] }, k: 'hb' }),
      'ERR_RECORD_MOVE',
    ]);
    for (const [hash, code] of cases) {
      const r = await decodeLink(hash, fixtureLookup);
      expect(r, hash).toMatchObject({ ok: false, error: { code } });
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('refuses a link that inflates to something huge', async () => {
    const bomb = await deflateRaw(' '.repeat(4 << 20));
    const r = await decodeLink(`#g=${toBase64Url(bomb)}`, fixtureLookup);
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_LINK_CORRUPT' } });
  });
});

describe('files', () => {
  it('round-trips a save', () => {
    const save = playedSave();
    const file = exportFile(save);
    expect(file.filename).toBe('four-crowns-fixture-2025-06-07.json');
    expect(file.text).toContain('\n  "format": "four-crowns-save"');
    expect(importFile(file.text, fixtureLookup)).toEqual({ ok: true, save });
    expect(importFile('\uFEFF' + file.text, fixtureLookup)).toEqual({ ok: true, save });
  });

  it('gives the right code for bad files', () => {
    const save = playedSave();
    const cases: [string, string][] = [
      ['', 'ERR_SAVE_CORRUPT'],
      ['{"format": "four-crowns-save", ', 'ERR_SAVE_CORRUPT'],
      ['<html></html>', 'ERR_SAVE_CORRUPT'],
      ['{"some": "thing else"}', 'ERR_SAVE_FOREIGN'],
      [JSON.stringify({ ...save, formatVersion: 7 }), 'ERR_SAVE_VERSION'],
      [JSON.stringify({ ...save, record: { ...save.record, version: 4 } }), 'ERR_RECORD_VERSION'],
      [JSON.stringify({ ...save, record: { ...save.record, moves: [{ type: 'draw' }, 'x'] } }), 'ERR_RECORD_MOVE'],
      [JSON.stringify({ ...save, seats: ['human'] }), 'ERR_SAVE_CORRUPT'],
    ];
    for (const [text, code] of cases) {
      expect(importFile(text, fixtureLookup), text).toMatchObject({ ok: false, error: { code } });
    }
  });
});
