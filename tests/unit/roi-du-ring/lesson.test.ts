// The guided first game's script is legal move by move on its stacked deal (basic rules, two
// fighters), the learner's moves carry the coach's steps in order, and each lands where the
// lesson says: Blue hit for 1, the parry and the dodge leave Red at 10 hp, the push puts Blue
// against the ropes and the hit there takes 2. The fight goes on after it.
import { describe, expect, it } from 'vitest';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { LESSON_OPTIONS, LESSON_SCRIPT, LESSON_SEED, LESSON_STEPS, sameMove } from '../../../src/games/roi-du-ring/tutorial';
import { addWords, loadLang, setLang, t } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';

addWords(roiStrings);

describe('Roi du Ring lesson', () => {
  it('plays its script legally: a step, a strike, a parry, a dodge, a push into the ropes and a hit there', () => {
    let s: RoiState = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    expect(s.advanced).toEqual({ specialCards: false, surprise: false, psychic: false, fury: false });
    expect(s.fighters.map((f) => [f.x, f.y])).toEqual([
      [0, 0],
      [4, 4],
    ]);
    const steps: number[] = [];
    const hp: number[][] = [];
    for (const { move, step } of LESSON_SCRIPT) {
      expect(rules.actor(s), JSON.stringify(move)).toBe(step === undefined ? 1 : 0);
      const legal = rules.legalMoves(s);
      expect(legal.some((m) => sameMove(m, move)), JSON.stringify(move)).toBe(true);
      if (step !== undefined) steps.push(step.n);
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      hp.push(s.fighters.map((f) => f.hp));
    }
    expect(steps).toEqual(Array.from({ length: LESSON_STEPS - 2 }, (_, i) => i + 1));
    // Blue took the 9♥ (1 hp), Red parried and dodged (no hp lost), the hit against the ropes took 2.
    expect(hp[9]).toEqual([10, 9]);
    expect(s.fighters.map((f) => ({ x: f.x, y: f.y, hp: f.hp }))).toEqual([
      { x: 3, y: 1, hp: 10 },
      { x: 3, y: 0, hp: 7 },
    ]);
    expect(s.status).toBe('playing');
    expect(s.phase).toBe('play');
    expect(rules.actor(s)).toBe(0);
    expect(s.hands[0]).toEqual([]);
  });

  it('leaves Blue nothing to parry or dodge the learner\'s hits with', () => {
    let s: RoiState = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    for (const { move } of LESSON_SCRIPT) {
      if (move.type === 'take') {
        expect(rules.legalMoves(s).map((m) => m.type)).toEqual(['take']);
      }
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });

  it('the coach states no false rule at the dodge (issue 30 item 15): the J♦ in hand parries the 8♦, and the words say so in EN/FR/IT', async () => {
    let s: RoiState = rules.setup(LESSON_OPTIONS, LESSON_SEED);
    let at = -1;
    for (const [i, { move, step }] of LESSON_SCRIPT.entries()) {
      if (step?.n === 9) {
        at = i;
        break;
      }
      const r = rules.apply(s, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(at).toBeGreaterThan(0);
    expect(s.attack?.card).toBe('8D');
    // The jack of diamonds parries it (red, same line, higher); the script's dodge is a choice.
    expect(rules.legalMoves(s)).toContainEqual({ type: 'parry', card: 'JD' });
    for (const [lang, jack] of [['en', 'J♦'], ['fr', 'V♦'], ['it', 'F♦']] as const) {
      await loadLang(lang);
      setLang(lang);
      const text = t('roi.lesson.9', { card: '8♦', button: 'Dodge' });
      expect(text, lang).toContain(jack);
      expect(text, lang).not.toMatch(/no red card|plus de carte rouge|nessuna carta rossa/);
    }
    setLang('en');
  });
});
