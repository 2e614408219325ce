// "While you waited" (newcomer s36 item 1): the recap of the others' moves keeps what the players
// did and the walls that fell, in the log's words, newest last; the monsters' own part goes first
// when there are too many lines, and the last line says how many more the log holds.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/services/i18n';
import { describe as logLine } from '../../../src/games/castle-panic/scene/log';
import { recapMarks, recapText, type RecapMove } from '../../../src/games/castle-panic/scene/recap-text';
import type { GameEvent } from '../../../src/core';

const name = (seat: number): string => `Player ${seat + 1}`;
const line = (ev: GameEvent): string | null => logLine(ev, {}, name);

afterEach(() => setLang('en'));

const march: RecapMove = {
  seat: 0,
  mine: true,
  events: [
    { type: 'move', why: 'move-phase' },
    { type: 'token', token: 'orc' },
    { type: 'place', kind: 'orc', arc: 2 },
    { type: 'turn', seat: 1 },
    { type: 'draw', seat: 1, cards: ['brick'] },
  ],
};
const play = (card: string, monster: number, kind: string, arc: number, hp: number): RecapMove => ({
  seat: 1,
  mine: false,
  events: [
    { type: 'discard', seat: 1, card, why: 'play' },
    { type: 'hit', seat: 1, card, monster },
    hp > 0 ? { type: 'damage', seat: 1, monster, kind, arc, amount: 1, hp, cause: 'card' } : { type: 'slay', seat: 1, monster, kind, arc, ring: 'knight', cause: 'card' },
  ],
});

describe('Castle Panic recap', () => {
  it('all its lines where they fit, but whose turn and the cards drawn', () => {
    const r = recapText([march, play('knight-red', 3, 'orc', 2, 1)], line, 5);
    expect(r?.title).toBe('While you waited');
    expect(r?.lines).toEqual(['The monsters advance', 'Monster token: Orc', 'An Orc comes out of the forest at arc 2', 'Player 2 plays Knight (red)', 'The Orc in arc 2 loses 1 hit point (1 left)']);
  });

  it("too many: the monsters' own lines go first, the players' plays stay, the count of the rest last", () => {
    const moves = [march, play('knight-red', 3, 'orc', 2, 1), play('knight-any', 4, 'goblin', 3, 0), play('hero-red', 3, 'orc', 2, 0), march];
    const r = recapText(moves, line, 5);
    expect(r?.lines).toEqual(['Player 2 plays Knight (any colour)', '✕ Player 2 slays the Goblin', 'Player 2 plays Hero (red)', '✕ Player 2 slays the Orc', '+8 more (Log)']);
    setLang('fr');
    expect(recapText(moves, line, 3)?.lines.at(-1)).toBe('+10 de plus (Journal)');
    expect(recapText([march], line, 3)?.title).toBe('Le tour des monstres');
  });

  it('marks the monsters the others hit (ringed) and slew (crossed where they stood), not the march', () => {
    const marks = recapMarks([march, play('knight-red', 3, 'orc', 2, 1), play('knight-any', 4, 'goblin', 3, 0)]);
    expect(marks).toEqual({ hit: [3], slain: [{ arc: 3, ring: 'knight' }] });
  });

  it("a monster the others slew: its line begins with the board's cross (newcomer s37: the red ✕ marks were unexplained); the person's own slays keep their words", () => {
    const r = recapText([play('knight-any', 4, 'goblin', 3, 0)], line, 5);
    expect(r?.lines).toContain('✕ Player 2 slays the Goblin');
    const mine: RecapMove = { ...play('knight-any', 4, 'goblin', 3, 0), seat: 0, mine: true };
    expect(recapText([mine], line, 5)?.lines.some((l) => l.startsWith('✕'))).toBe(false);
    setLang('fr');
    expect(recapText([play('knight-any', 4, 'goblin', 3, 0)], line, 5)?.lines.some((l) => l.startsWith('✕ '))).toBe(true);
  });
});
