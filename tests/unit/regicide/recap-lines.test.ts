// "While you waited" (newcomer s36 item 1): the others' moves since the person last decided, one
// entry a move in the log's words, the person's own moves left out, at most `max` entries with
// "+N more (Log)" for the older ones; nothing when no one else moved. EN/FR/IT.
import { afterAll, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import { recapEntries } from '../../../src/games/regicide/scene/recap-lines';
import type { GameEvent } from '../../../src/core/contract';

const name = (seat: number): string => `Player ${seat + 1}`;
const move = (seat: number, mine: boolean, events: GameEvent[]) => ({ seat, mine, events });
const botPlay = (seat: number, cards: string[], amount: number) =>
  move(seat, false, [
    { type: 'play', seat, cards },
    { type: 'damage', amount, total: amount },
    { type: 'shield', amount: 0, total: 0 },
    { type: 'suffer', seat, amount: 8 },
  ]);
const botDiscard = (seat: number, cards: string[]) => move(seat, false, [{ type: 'discard', seat, cards }]);

describe('the recap of the others\' turn', () => {
  afterAll(() => setLang('en'));

  it('names each of the bots\' moves, the person\'s own left out; the attack to cover and the drawing left to the table', () => {
    const mine = move(0, true, [{ type: 'discard', seat: 0, cards: ['10D'] }]);
    expect(recapEntries([mine, botPlay(1, ['8C'], 16), botDiscard(1, ['9H'])], name)).toEqual(['Player 2 plays 8♣. 16 damage (16 in all).', 'Player 2 discards 9♥.']);
  });

  it('a royal defeated and the next one say so', () => {
    const kill = move(2, false, [
      { type: 'play', seat: 2, cards: ['10S'] },
      { type: 'damage', amount: 10, total: 20 },
      { type: 'kill', enemy: 'JC', exact: true },
      { type: 'reveal', enemy: 'JS' },
    ]);
    expect(recapEntries([kill], name)).toEqual(['Player 3 plays 10♠. 10 damage (20 in all). J♣ defeated exactly: it goes onto the tavern. The next enemy: J♠.']);
  });

  it('more moves than the room: the newest kept, "+N more (Log)" first', () => {
    const moves = [botPlay(1, ['2C'], 4), botDiscard(1, ['3H']), botPlay(2, ['4D'], 4), botDiscard(2, ['5H']), move(3, false, [{ type: 'yield', seat: 3 }])];
    const r = recapEntries(moves, name, 4);
    expect(r).toHaveLength(4);
    expect(r?.[0]).toBe('+2 more (Log)');
    expect(r?.[3]).toBe('Player 4 yields.');
  });

  it('nothing when only the person moved, or nothing is known', () => {
    expect(recapEntries([move(0, true, [{ type: 'yield', seat: 0 }])], name)).toBeNull();
    expect(recapEntries(null, name)).toBeNull();
  });

  it('in French and Italian', async () => {
    await loadLang('fr');
    setLang('fr');
    const moves = [botPlay(1, ['2C'], 4), botDiscard(1, ['3H']), botPlay(2, ['4D'], 4), botDiscard(2, ['5H']), botDiscard(3, ['6H'])];
    expect(recapEntries(moves, name, 3)?.[0]).toBe('+3 de plus (Journal)');
    expect(recapEntries([botDiscard(1, ['3H'])], name)?.[0]).toMatch(/^Player 2 défausse 3♥/);
    await loadLang('it');
    setLang('it');
    expect(recapEntries(moves, name, 3)?.[0]).toBe('+3 in più (Registro)');
  });
});

// Newcomer s37 item 2: the recap is the others' moves since the person's last move (none once the
// person has moved again), and it names the cards the diamonds' power drew, and who drew them.
describe('the recap since the person\'s last move, with the draws (s37)', () => {
  afterAll(() => setLang('en'));

  it('a bot\'s diamonds: "Player 2 draws 3 (♦ power)", each seat\'s draws named', () => {
    const diamonds = move(1, false, [
      { type: 'play', seat: 1, cards: ['5D'] },
      { type: 'damage', amount: 5, total: 5 },
      { type: 'draw', seat: 1 },
      { type: 'draw', seat: 0 },
      { type: 'draw', seat: 1 },
      { type: 'draw', seat: 1 },
      { type: 'recruit', count: 4 },
    ]);
    expect(recapEntries([diamonds], name)).toEqual(['Player 2 plays 5♦. 5 damage (5 in all). Player 1 draws 1 card, Player 2 draws 3 cards (♦ power).']);
  });

  it('nothing once the person has moved again: their own play after the bots\' turn ends the recap', () => {
    const mine = (events: GameEvent[]) => move(0, true, events);
    const moves = [mine([{ type: 'discard', seat: 0, cards: ['10D'] }]), botPlay(1, ['8C'], 16), botDiscard(1, ['9H']), mine([{ type: 'play', seat: 0, cards: ['2H'] }])];
    expect(recapEntries(moves, name)).toBeNull();
    expect(recapEntries(moves.slice(0, 3), name)).toEqual(['Player 2 plays 8♣. 16 damage (16 in all).', 'Player 2 discards 9♥.']);
  });

  it('in French and Italian', async () => {
    const diamonds = move(1, false, [{ type: 'draw', seat: 1 }, { type: 'draw', seat: 1 }, { type: 'recruit', count: 2 }]);
    await loadLang('fr');
    setLang('fr');
    expect(recapEntries([diamonds], name)).toEqual(['Player 2 pioche 2 cartes (pouvoir ♦).']);
    await loadLang('it');
    setLang('it');
    expect(recapEntries([diamonds], name)).toEqual(['Player 2 pesca 2 carte (potere ♦).']);
  });
});
