// Castle Panic's guided first game: its script is legal move by move on its stacked deal, each
// move shows what its coach's step says (the starting monsters placed by hand then dealt, a hit
// turns the orc's token 2 -> 1, a kill, the monsters' march, the boulder breaking wall 1, the new
// goblin in the forest, the hand drawn up to 6, the wall rebuilt with brick and mortar), and the
// game goes on after it (the red knight can slay the wounded orc).
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicState } from '../../src/games/castle-panic/rules';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED, LESSON_STEPS, isLesson, sameMove } from '../../src/games/castle-panic/tutorial';
import { castlePanicStrings } from '../../src/games/castle-panic/strings';

const where = (s: CastlePanicState): string[] => s.monsters.map((m) => `${m.id}:${m.kind}@${m.arc}/${m.ring}/${m.hp}`);

describe('Castle Panic lesson', () => {
  it('plays its script legally, each move doing what the coach says', () => {
    let s: CastlePanicState = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    expect(s).toMatchObject({ solo: true, phase: 'setup', handSize: 6 });
    const after: CastlePanicState[] = [];
    for (const { move } of LESSON_SCRIPT) {
      expect(rules.actor(s)).toBe(0);
      expect(rules.legalMoves(s).some((m) => sameMove(m, move)), JSON.stringify(move)).toBe(true);
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      after.push(s);
    }
    const at = (i: number): CastlePanicState => after[i] as CastlePanicState;
    expect(where(at(1))).toEqual(['0:orc@2/archer/2', '1:goblin@1/archer/1']); // placed by hand
    expect(where(at(2))).toHaveLength(6); // the other four dealt, one per arc
    expect(new Set(at(2).monsters.map((m) => m.arc)).size).toBe(6);
    expect(at(2)).toMatchObject({ phase: 'discard', discardsLeft: 2 });
    expect(at(3).phase).toBe('play');
    expect(at(4).monsters.find((m) => m.id === 0)).toMatchObject({ hp: 1, maxHp: 2 }); // the hit: the token turns
    expect(at(5).monsters.some((m) => m.id === 1)).toBe(false); // the kill
    expect(at(5).slain).toEqual([1]);
    // Done: every monster one ring inward, the boulder (rolled 1) broke wall 1, a goblin (rolled 4) in the forest.
    expect(at(6).monsters.filter((m) => m.id <= 5).every((m) => m.ring === 'knight')).toBe(true);
    expect(at(6).walls).toEqual([false, true, true, true, true, true]);
    expect(at(6).monsters.find((m) => m.id === 6)).toMatchObject({ kind: 'goblin', arc: 4, ring: 'forest' });
    expect(at(6).monsterDiscard).toContain('boulder');
    expect(at(6)).toMatchObject({ turn: 1, phase: 'discard' });
    expect(at(6).hands[0]).toHaveLength(6); // drawn up to 6
    expect(at(6).hands[0]).toContain('knight-red');
    expect(at(8).walls).toEqual([true, true, true, true, true, true]); // rebuilt
    expect(at(8).hands[0]).not.toContain('brick');
    expect(at(8).hands[0]).not.toContain('mortar');
    // The game goes on: still the play phase, the red knight can slay the orc now in arc 2's knight ring.
    expect(s).toMatchObject({ status: 'playing', phase: 'play' });
    expect(rules.legalMoves(s).some((m) => sameMove(m, { type: 'play', card: 'knight-red', monster: 0 }))).toBe(true);
  });

  it('numbers its steps in order, between the goal and the farewell', () => {
    expect(LESSON_SCRIPT.map((x) => x.step)).toEqual(LESSON_SCRIPT.map((_, i) => i + 1));
    expect(LESSON_STEPS).toBe(LESSON_SCRIPT.length + 2);
    expect(isLesson(LESSON_OPTIONS)).toBe(true);
    expect(isLesson({ players: 1, mode: 'solo' })).toBe(false);
  });

  it('compares moves field by field', () => {
    expect(sameMove({ type: 'play', card: 'archer-red', monster: 0 }, { monster: 0, card: 'archer-red', type: 'play' } as never)).toBe(true);
    expect(sameMove({ type: 'play', card: 'archer-red', monster: 0 }, { type: 'play', card: 'archer-red', monster: 1 })).toBe(false);
    expect(sameMove({ type: 'pass' }, { type: 'start-deal' })).toBe(false);
  });

  it('has every coach step and the refusal in English, French and Italian', async () => {
    const fr = (await import('../../src/games/castle-panic/strings.fr')).default as Record<string, string>;
    const it_ = (await import('../../src/games/castle-panic/strings.it')).default as Record<string, string>;
    const en = castlePanicStrings.en as Record<string, string>;
    const keys = [...Array.from({ length: LESSON_STEPS }, (_, i) => `cp.lesson.${i}`), 'cp.why.lesson'];
    for (const table of [en, fr, it_]) for (const k of keys) expect(table[k], k).toBeTruthy();
    expect(Object.keys(en).filter((k) => k.startsWith('cp.lesson.'))).toHaveLength(LESSON_STEPS);
  });
});
