import { describe, expect, it } from 'vitest';
import { autosave, checkSave, LAST_GAME_KEY, parseSave, SaveStore, saveKey, type SaveFile } from '../../../src/services/saves';
import { GameSession } from '../../../src/services/session';
import { fixtureEntry, fixtureLookup, MemoryStorage } from './fixture-game';

function newGame(practice = false): GameSession {
  return GameSession.start(fixtureEntry, 'fixture', { players: 2, maxMoves: 12 }, 7, ['human', 'bot'], practice);
}

function goodSave(): SaveFile {
  const s = newGame();
  s.play({ type: 'draw' });
  s.play({ type: 'pass' });
  return s.toSave(new Date('2025-03-04T05:06:07Z'));
}

/** A store holding `text` as the last game's save. */
function storeWith(text: string) {
  const storage = new MemoryStorage();
  storage.setItem(saveKey('fixture'), text);
  storage.setItem(LAST_GAME_KEY, 'fixture');
  return { storage, store: new SaveStore(storage), before: storage.snapshot() };
}

describe('the bots\' level in a save', () => {
  it('goes with the game: kept by the save, read back by Continue, and absent where none was chosen', () => {
    const s = GameSession.start(fixtureEntry, 'fixture', { players: 2, maxMoves: 12 }, 7, ['human', 'bot'], false, 'easy');
    s.play({ type: 'draw' });
    const save = s.toSave(new Date('2025-03-04T05:06:07Z'));
    expect(save.botLevel).toBe('easy');
    const parsed = parseSave(JSON.parse(JSON.stringify(save)), fixtureLookup);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.save.botLevel).toBe('easy');
    const back = GameSession.fromSave(parsed.save, fixtureLookup);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.session.botLevel).toBe('easy');
    // none chosen (a lesson, a link), and an older save without the field
    expect(goodSave()).not.toHaveProperty('botLevel');
    const old = GameSession.fromSave(goodSave(), fixtureLookup);
    if (!old.ok) throw new Error(old.error.message);
    expect(old.session.botLevel).toBeNull();
  });

  it('a save whose level is not a level\'s word is refused as damaged, and changes nothing', () => {
    for (const bad of [42, '', 'Strong', '<img src=x>', 'x'.repeat(40), null]) {
      const r = parseSave({ ...goodSave(), botLevel: bad }, fixtureLookup);
      expect(r.ok ? 'ok' : r.error.code).toBe('ERR_SAVE_CORRUPT');
    }
  });
});

describe('parseSave', () => {
  it('accepts a good save and returns a plain copy', () => {
    const save = goodSave();
    const r = parseSave(JSON.parse(JSON.stringify({ ...save, extra: 1 })), fixtureLookup);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.save).toEqual(save);
    expect(r.save).not.toHaveProperty('extra');
  });

  it('gives stable codes for what is wrong', () => {
    const save = goodSave();
    const cases: [unknown, string][] = [
      [null, 'ERR_SAVE_FOREIGN'],
      [[1, 2], 'ERR_SAVE_FOREIGN'],
      [{ hello: 'world' }, 'ERR_SAVE_FOREIGN'],
      [save.record, 'ERR_SAVE_FOREIGN'],
      [{ ...save, format: 'other-save' }, 'ERR_SAVE_FOREIGN'],
      [{ ...save, formatVersion: 2 }, 'ERR_SAVE_VERSION'],
      [{ ...save, record: 'x' }, 'ERR_RECORD_SHAPE'],
      [{ ...save, record: { ...save.record, moves: undefined } }, 'ERR_RECORD_SHAPE'],
      [{ ...save, record: { ...save.record, game: 'chess' } }, 'ERR_RECORD_GAME'],
      [{ ...save, record: { ...save.record, version: 2 } }, 'ERR_RECORD_VERSION'],
      [{ ...save, seats: ['human'] }, 'ERR_SAVE_CORRUPT'],
      [{ ...save, seats: ['human', 'robot'] }, 'ERR_SAVE_CORRUPT'],
      [{ ...save, seats: 'hb' }, 'ERR_SAVE_CORRUPT'],
      [{ ...save, practice: 'no' }, 'ERR_SAVE_CORRUPT'],
      [{ ...save, savedAt: undefined }, 'ERR_SAVE_CORRUPT'],
    ];
    for (const [raw, code] of cases) {
      const r = parseSave(raw, fixtureLookup);
      expect(r, JSON.stringify(raw)).toMatchObject({ ok: false, error: { code } });
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    }
  });

  it('does not replay; checkSave does', () => {
    const save = goodSave();
    save.record.moves.push({ type: 'play', card: 'nothing' });
    expect(parseSave(save, fixtureLookup).ok).toBe(true);
    expect(checkSave(save, fixtureLookup)).toMatchObject({ ok: false, error: { code: 'ERR_RECORD_MOVE', at: 2 } });
  });

  it('reports a setup the rules refuse', () => {
    const save = goodSave();
    save.record.options = { players: 5 };
    save.seats = ['human', 'bot', 'bot', 'bot', 'bot'];
    expect(checkSave(save, fixtureLookup)).toMatchObject({ ok: false, error: { code: 'ERR_RECORD_SETUP' } });
  });
});

describe('SaveStore', () => {
  it('has no Continue when empty', () => {
    const store = new SaveStore(new MemoryStorage());
    expect(store.hasContinue()).toBe(false);
    expect(store.readLast(fixtureLookup)).toBeNull();
  });

  it('autosaves after every move and continues exactly', () => {
    const storage = new MemoryStorage();
    const store = new SaveStore(storage);
    const session = newGame();
    const stop = autosave(session, store);
    const moves = [{ type: 'pass' }, { type: 'draw' }, { type: 'pass' }, { type: 'shuffle' }];
    moves.forEach((move, i) => {
      expect(session.play(move).ok).toBe(true);
      expect(store.hasContinue()).toBe(true);
      expect(storage.getItem(LAST_GAME_KEY)).toBe('fixture');
      const saved = JSON.parse(storage.getItem(saveKey('fixture')) as string) as SaveFile;
      expect(saved.record.moves).toEqual(moves.slice(0, i + 1));
    });
    const last = store.readLast(fixtureLookup);
    if (!last?.ok) throw new Error('no save');
    const resumed = GameSession.fromSave(last.save, fixtureLookup);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.session.state).toEqual(session.state);
    expect(resumed.session.record).toEqual(session.record);
    expect(resumed.session.seats).toEqual(session.seats);

    // undo is saved too (the human passes and takes it back, before the bot answers)
    session.play({ type: 'pass' });
    expect(session.undo()).toEqual({ ok: true });
    const afterUndo = store.readLast(fixtureLookup);
    expect(afterUndo?.ok && afterUndo.save.record.moves).toHaveLength(4);

    stop();
    session.play({ type: 'pass' });
    const afterStop = store.readLast(fixtureLookup);
    expect(afterStop?.ok && afterStop.save.record.moves).toHaveLength(4);
  });

  it('bad entries give the right error and leave the store untouched', () => {
    const save = goodSave();
    const cases: [string, string][] = [
      ['{not json', 'ERR_SAVE_CORRUPT'],
      ['', 'ERR_SAVE_CORRUPT'],
      [JSON.stringify({ name: 'some other app' }), 'ERR_SAVE_FOREIGN'],
      [JSON.stringify({ ...save, record: { ...save.record, version: 99 } }), 'ERR_RECORD_VERSION'],
      [JSON.stringify({ ...save, record: { ...save.record, moves: [{ type: 'fly' }] } }), 'ERR_RECORD_MOVE'],
      [JSON.stringify({ ...save, seats: ['human', 'bot', 'human'] }), 'ERR_SAVE_CORRUPT'],
      [JSON.stringify({ ...save, record: { ...save.record, game: 'other' } }), 'ERR_RECORD_GAME'],
    ];
    for (const [text, code] of cases) {
      const { storage, store, before } = storeWith(text);
      expect(store.hasContinue()).toBe(true);
      expect(store.readLast(fixtureLookup), text).toMatchObject({ ok: false, error: { code } });
      expect(storage.snapshot()).toEqual(before);
    }
  });

  it('refuses a save filed under another game', () => {
    const storage = new MemoryStorage();
    storage.setItem(saveKey('elsewhere'), JSON.stringify(goodSave()));
    storage.setItem(LAST_GAME_KEY, 'elsewhere');
    expect(new SaveStore(storage).readLast(fixtureLookup)).toMatchObject({ ok: false, error: { code: 'ERR_SAVE_CORRUPT' } });
  });

  it('write returns false, not an exception, when storage is full; the old save stays', () => {
    const storage = new MemoryStorage();
    const store = new SaveStore(storage);
    const save = goodSave();
    expect(store.write(save)).toBe(true);
    const before = storage.snapshot();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const session = newGame();
    let failed = 0;
    autosave(session, store, () => failed++);
    expect(store.write(session.toSave())).toBe(false);
    expect(session.play({ type: 'pass' }).ok).toBe(true);
    expect(failed).toBe(1);
    expect(storage.snapshot()).toEqual(before);
    expect(store.readLast(fixtureLookup)).toMatchObject({ ok: true, save });
  });

  it('a storage that throws on every call reads as empty', () => {
    const store = new SaveStore({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(store.hasContinue()).toBe(false);
    expect(store.readLast(fixtureLookup)).toBeNull();
    expect(store.write(goodSave())).toBe(false);
    expect(() => store.clear('fixture')).not.toThrow();
  });

  it('clearLast discards a damaged last save, and only it', () => {
    const { storage, store } = storeWith('{damaged');
    storage.setItem(saveKey('other'), 'kept');
    expect(store.readLast(fixtureLookup)).toMatchObject({ ok: false, error: { code: 'ERR_SAVE_CORRUPT' } });
    store.clearLast();
    expect(store.hasContinue()).toBe(false);
    expect(store.readLast(fixtureLookup)).toBeNull();
    expect(storage.snapshot()).toEqual({ [saveKey('other')]: 'kept' });
  });

  it('clear forgets the save and Continue', () => {
    const storage = new MemoryStorage();
    const store = new SaveStore(storage);
    store.write(goodSave());
    storage.setItem(saveKey('other'), 'x');
    store.clear('other');
    expect(store.hasContinue()).toBe(true);
    store.clear('fixture');
    expect(store.hasContinue()).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });
});
