import { describe, expect, it } from 'vitest';
import { GameSession, type SessionChange } from '../../../src/services/session';
import { fixtureEntry, fixtureLookup, type FixtureState } from './fixture-game';

const start = (seats: ('human' | 'bot')[] = ['human', 'human'], practice = false) =>
  GameSession.start(fixtureEntry, 'fixture', { players: seats.length, maxMoves: 12 }, 42, seats, practice);

describe('GameSession', () => {
  it('starts a game and plays legal moves through the rules', () => {
    const s = start();
    expect(s.actor()).toBe(0);
    expect(s.legalMoves()).toContainEqual({ type: 'pass' });
    const changes: SessionChange[] = [];
    s.onChange((_s, c) => changes.push(c));
    const r = s.play({ type: 'pass' });
    expect(r.ok).toBe(true);
    expect(s.actor()).toBe(1);
    expect(s.record.moves).toEqual([{ type: 'pass' }]);
    expect(s.states).toHaveLength(2);
    expect(changes).toEqual([{ kind: 'play', move: { type: 'pass' }, events: [{ type: 'pass' }] }]);
  });

  it('an illegal move changes nothing and fires nothing', () => {
    const s = start();
    let fired = 0;
    s.onChange(() => fired++);
    const before = JSON.stringify(s.state);
    const r = s.play({ type: 'play', card: 'nope' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NOT_LEGAL' } });
    expect(s.moveCount).toBe(0);
    expect(JSON.stringify(s.state)).toBe(before);
    expect(fired).toBe(0);
  });

  it('rewind (the "what happened?" replay) takes moves off silently; playing them again gives the same states and events', () => {
    const s = start(['human', 'bot']);
    for (const m of [{ type: 'draw' }, { type: 'pass' }, { type: 'shuffle' }, { type: 'draw' }]) expect(s.play(m).ok).toBe(true);
    const states = s.states.slice();
    const events = s.events();
    let fired = 0;
    s.onChange(() => fired++);
    const taken = s.rewind(1);
    expect(fired).toBe(0); // nothing undone for good: the save is not rewritten
    expect(taken).toEqual([{ type: 'pass' }, { type: 'shuffle' }, { type: 'draw' }]);
    expect(s.moveCount).toBe(1);
    expect(s.state).toEqual(states[1]);
    for (const m of taken) expect(s.play(m).ok).toBe(true);
    expect(s.states).toEqual(states);
    expect(s.events()).toEqual(events);
    expect(() => s.rewind(5)).toThrow();
    expect(() => s.rewind(-1)).toThrow();
    expect(s.moveCount).toBe(4);
  });

  it('refuses the wrong number of seats at start', () => {
    expect(() => GameSession.start(fixtureEntry, 'fixture', { players: 2 }, 1, ['human'], false)).toThrow();
  });

  it('the record does not alias the moves given to play', () => {
    const s = start();
    const move = { type: 'pass' };
    s.play(move);
    move.type = 'draw';
    expect(s.record.moves).toEqual([{ type: 'pass' }]);
  });

  it('round-trips through a save by replay, to the same state', () => {
    const s = start(['human', 'bot'], true);
    s.play({ type: 'draw' });
    s.play({ type: 'pass' });
    s.play({ type: 'shuffle' });
    const loaded = GameSession.fromSave(s.toSave(), fixtureLookup);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.session.state).toEqual(s.state);
    expect(loaded.session.states).toEqual(s.states);
    expect(loaded.session.seats).toEqual(['human', 'bot']);
    expect(loaded.session.practice).toBe(true);
  });

  it('events() lists the events of every move, after play, load and undo', () => {
    const s = start(['human', 'human'], true);
    s.play({ type: 'draw' });
    s.play({ type: 'pass' });
    s.play({ type: 'shuffle' });
    expect(s.events()).toEqual([{ type: 'draw' }, { type: 'pass' }, { type: 'shuffle' }]);
    const loaded = GameSession.fromSave(s.toSave(), fixtureLookup);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.session.events()).toEqual(s.events());
    loaded.session.undo();
    expect(loaded.session.events()).toEqual([{ type: 'draw' }, { type: 'pass' }]);
    loaded.session.play({ type: 'pass' });
    expect(loaded.session.events()).toEqual([{ type: 'draw' }, { type: 'pass' }, { type: 'pass' }]);
  });

  it("moveEvents(i) gives one move's events (the host's lastTurn: what the others did), after a load too; none past the record", () => {
    const s = start(['human', 'bot'], true);
    for (const m of [{ type: 'draw' }, { type: 'pass' }, { type: 'shuffle' }]) expect(s.play(m).ok).toBe(true);
    expect(s.moveEvents(1)).toEqual([{ type: 'pass' }]);
    const loaded = GameSession.fromSave(s.toSave(), fixtureLookup);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect([0, 1, 2].map((i) => loaded.session.moveEvents(i))).toEqual([[{ type: 'draw' }], [{ type: 'pass' }], [{ type: 'shuffle' }]]);
    expect(loaded.session.moveEvents(3)).toEqual([]);
    expect(loaded.session.moveEvents(-1)).toEqual([]);
  });

  it('fromSave refuses a record with an illegal move and gives no session', () => {
    const save = start().toSave();
    save.record.moves = [{ type: 'pass' }, { type: 'play', card: 'Z' }];
    const loaded = GameSession.fromSave(save, fixtureLookup);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'ERR_RECORD_MOVE', at: 1 } });
  });

  it('fromSave refuses an unknown game, a wrong version and a wrong seat count', () => {
    const good = start().toSave();
    expect(GameSession.fromSave({ ...good, record: { ...good.record, game: 'chess' } }, fixtureLookup)).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECORD_GAME' },
    });
    expect(GameSession.fromSave({ ...good, record: { ...good.record, version: 1 } }, fixtureLookup)).toMatchObject({
      ok: false,
      error: { code: 'ERR_RECORD_VERSION' },
    });
    expect(GameSession.fromSave({ ...good, seats: ['human', 'bot', 'bot'] }, fixtureLookup)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SAVE_CORRUPT' },
    });
  });

  describe('undo', () => {
    it('has nothing to undo at the start', () => {
      const s = start();
      expect(s.canUndo()).toBe(false);
      expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_EMPTY' } });
    });

    it('takes back a move that revealed nothing', () => {
      const s = start();
      const first = s.state;
      s.play({ type: 'pass' });
      let undone = 0;
      s.onChange((_s, c) => {
        if (c.kind === 'undo') undone = c.undone;
      });
      expect(s.canUndo()).toBe(true);
      expect(s.undo()).toEqual({ ok: true });
      expect(s.state).toBe(first);
      expect(s.moveCount).toBe(0);
      expect(undone).toBe(1);
    });

    it('refuses to take back a draw (seen), a shuffle (chance), or a card played face up to another person (seen)', () => {
      for (const [move, code] of [
        [{ type: 'draw' }, 'ERR_UNDO_HIDDEN'],
        [{ type: 'shuffle' }, 'ERR_UNDO_CHANCE'],
      ] as const) {
        const s = start();
        s.play(move);
        expect(s.canUndo()).toBe(false);
        expect(s.undo()).toMatchObject({ ok: false, error: { code } });
        expect(s.moveCount).toBe(1);
      }
      const s = start();
      const card = (s.state as FixtureState).hands[0]?.[0] as string;
      s.play({ type: 'play', card });
      expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_HIDDEN' } });
    });

    it('takes back a card played face up where only a bot saw it (a bot keeps nothing between its moves)', () => {
      const s = start(['human', 'bot']);
      const before = JSON.stringify(s.state);
      const card = (s.state as FixtureState).hands[0]?.[0] as string;
      s.play({ type: 'play', card });
      expect(s.canUndo()).toBe(true);
      expect(s.undo()).toEqual({ ok: true });
      expect(JSON.stringify(s.state)).toBe(before);
      // the person's own draw still cannot be taken back
      s.play({ type: 'draw' });
      expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_HIDDEN' } });
    });

    it('allows it in practice mode, back to the exact earlier state', () => {
      const s = start(['human', 'human'], true);
      s.play({ type: 'pass' });
      const mid = JSON.stringify(s.state);
      s.play({ type: 'draw' });
      expect(s.canUndo()).toBe(true);
      expect(s.undo()).toEqual({ ok: true });
      expect(JSON.stringify(s.state)).toBe(mid);
      expect(s.record.moves).toEqual([{ type: 'pass' }]);
    });

    it('only steps back to the last revealing move, not past it', () => {
      const s = start();
      s.play({ type: 'draw' });
      s.play({ type: 'pass' });
      expect(s.undo()).toEqual({ ok: true });
      expect(s.moveCount).toBe(1);
      expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_HIDDEN' } });
    });

    it('skips back over bot moves to the human decision (in practice mode: a bot\'s answer chosen with its hidden hand stops it otherwise)', () => {
      const plain = start(['human', 'bot']);
      plain.play({ type: 'pass' }); // human
      expect(plain.canUndo()).toBe(true);
      plain.play({ type: 'pass' }); // bot, choosing with a hand the person cannot see
      expect(plain.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_BOT' } });
      const s = start(['human', 'bot'], true);
      s.play({ type: 'pass' }); // human
      s.play({ type: 'pass' }); // bot
      s.play({ type: 'pass' }); // human
      s.play({ type: 'pass' }); // bot
      expect(s.undo()).toEqual({ ok: true });
      expect(s.moveCount).toBe(2);
      expect(s.actor()).toBe(0);
      expect(s.humanToAct()).toBe(true);
    });

    it('refuses when a bot move to be skipped used chance, unless practice; a bot\'s draw that only the bot saw is refused as the bot\'s choice', () => {
      for (const practice of [false, true]) {
        const s = start(['human', 'bot'], practice);
        s.play({ type: 'pass' }); // human
        s.play({ type: 'shuffle' }); // bot shuffles
        const r = s.undo();
        if (practice) {
          expect(r).toEqual({ ok: true });
          expect(s.moveCount).toBe(0);
        } else {
          expect(r).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_CHANCE' } });
          expect(s.moveCount).toBe(2);
        }
      }
      const s = start(['human', 'bot']);
      s.play({ type: 'pass' }); // human
      s.play({ type: 'draw' }); // the bot draws: the person's view shows only one more hidden card
      // ... but the bot chose to draw, with a hand the person cannot see: that choice stops it
      expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_BOT' } });
      expect(s.moveCount).toBe(2);
    });


    it('with a bot in seat 0 and no human decision before, undoes just the last move', () => {
      const s = start(['bot', 'human']);
      s.play({ type: 'pass' }); // bot
      s.play({ type: 'pass' }); // human
      expect(s.undo()).toEqual({ ok: true });
      expect(s.moveCount).toBe(1);
      expect(s.actor()).toBe(1);
    });

    it('can take back the last move of a finished game', () => {
      const s = GameSession.start(fixtureEntry, 'fixture', { maxMoves: 2 }, 1, ['human', 'human'], false);
      s.play({ type: 'pass' });
      s.play({ type: 'pass' });
      expect(s.outcome()).not.toBeNull();
      expect(s.legalMoves()).toEqual([]);
      expect(s.undo()).toEqual({ ok: true });
      expect(s.outcome()).toBeNull();
    });
  });

  it('view hides the other hand', () => {
    const s = start();
    const v = s.view(0) as FixtureState;
    expect(v.hands[1]).toEqual(['?', '?']);
    expect(v.hands[0]).toEqual((s.state as FixtureState).hands[0]);
  });

  it('a listener that throws does not break play', () => {
    const s = start();
    s.onChange(() => {
      throw new Error('boom');
    });
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(s.play({ type: 'pass' }).ok).toBe(true);
    } finally {
      console.error = spy;
    }
    expect(s.moveCount).toBe(1);
  });
});
