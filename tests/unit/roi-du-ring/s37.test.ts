// Le Roi du Ring, the newcomer's report of round 37 (pure logic): every refusal says why (a card's
// line, its reach, a red card on an empty square, a card too low to stop a blow...), in EN/FR/IT;
// the recap says only what the others did (not the person's own fighter's draw or steal inside them);
// the strong bot never throws a king or a joker to intimidate.
import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import '../../../src/games/roi-du-ring/strings';
import type { RoiMove, RoiState } from '../../../src/games/roi-du-ring/rules';
import { whyNotThere } from '../../../src/games/roi-du-ring/scene/why-not';
import { acts, begin, place, start } from './helpers';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { strong } from '../../../src/games/roi-du-ring/ai';
import { recapLines } from '../../../src/games/roi-du-ring/scene/recap-lines';
import type { LastTurnMove } from '../../../src/services/catalog';

const HANDS = { hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '4C', '5C', '6C']] };
/** Red in its corner (0 0) with 2♠ 3♠ 4♠ 5♥ 6♥, Blue in its (4 4): Red to play. */
const redStarts = (): RoiState => begin(start(2, HANDS));
/** Red three steps in (3 3), the 5♥ dropped on Blue in the corner (a hit): Blue, with five clubs, to defend. */
const STRIKE: RoiMove[] = [
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'move', card: '4S', to: { x: 3, y: 3 } },
  { type: 'strike', card: '5H', target: 1, mode: 'hit' },
];

describe('a refused card says why (newcomer s37 item 5)', () => {
  afterEach(() => setLang('en'));

  it('a step out of the card\'s reach, a red card on an empty square, a black card on a foe', () => {
    const s = redStarts();
    expect(s.phase).toBe('play');
    expect(s.current).toBe(0);
    expect(whyNotThere(s, '2S', { x: 2, y: 0 })).toBe('2♠ steps one square diagonally: that square is out of its reach.');
    expect(whyNotThere(s, '2S', { x: 3, y: 3 })).toBe('2♠ steps one square diagonally: that square is out of its reach.');
    expect(whyNotThere(s, '5H', { x: 1, y: 1 })).toBe('5♥ is red: it strikes a foe right next to you, it never steps (black cards step).');
    expect(whyNotThere(s, '5H', null)).toBe('5♥ is red: it strikes a foe right next to you, it never steps (black cards step).');
    expect(whyNotThere(s, '5H', { x: 4, y: 4 })).toBe('5♥ cannot reach Blue: a blow strikes a fighter right next to you.');
    const near = acts(s, ...STRIKE.slice(0, 3)).state;
    expect(whyNotThere(near, '6H', { x: 3, y: 3 })).toBe('6♥ goes on a square or a foe, not on your own fighter.');
  });

  it('a defender\'s card too low, or of the wrong kind, to stop the blow', () => {
    const s = acts(redStarts(), ...STRIKE).state;
    expect(s.phase).toBe('defend');
    expect(s.attack?.on).toBe(1);
    // clubs are straight, the 5♥ diagonal: a club worth more than 5 dodges it, the others are too low
    expect(whyNotThere(s, '2C', { x: 4, y: 4 })).toBe('2♣ is too low: to stop 5♥ a card must be worth more than 5.');
    expect(whyNotThere(s, '6C', { x: 3, y: 3 })).toBe('6♣ dodges: drop it on a lit free square one step straight (up, down, left or right) from you.');
  });

  it('in French and Italian too', async () => {
    const s = redStarts();
    await loadLang('fr');
    setLang('fr');
    expect(whyNotThere(s, '2S', { x: 2, y: 0 })).toBe('2♠ avance d\'une case en diagonale : cette case est hors de sa portée.');
    await loadLang('it');
    setLang('it');
    expect(whyNotThere(s, '5H', { x: 1, y: 1 })).toBe('5♥ è rossa: colpisce un avversario proprio accanto, non sposta mai (le nere spostano).');
  });
});

describe("the recap: the others' moves only (newcomer s37 item 6)", () => {
  it("leaves out the person's own fighter's acts inside the others' moves, keeps what was done to it", () => {
    // Blue's end of turn ends the round: both draw; before it Blue struck Red, who took the hit (Red's move, not here),
    // and Red's eye-poke, answered by Blue, took a card from Blue
    const blue: LastTurnMove = {
      seat: 1,
      name: 'Blue',
      mine: false,
      bot: true,
      lines: [],
      events: [
        { type: 'steal', seat: 0, from: 1, card: '7C' },
        { type: 'move', seat: 1, card: '3C', to: { x: 3, y: 4 } },
        { type: 'hp', seat: 0, amount: -2, hp: 8 },
        { type: 'draw', seat: 1, count: 2 },
        { type: 'draw', seat: 0, count: 1 },
      ],
    };
    const lines = recapLines([blue], undefined, (f) => f === 0);
    expect(lines.some((l) => l.startsWith('Blue steps to'))).toBe(true);
    expect(lines).toContain('Blue draws 2 cards.');
    expect(lines.some((l) => l.startsWith('Red loses 2 hp'))).toBe(true);
    expect(lines.filter((l) => /^Red (draws|steals)/.test(l))).toEqual([]);
  });
});

describe('the strong bot keeps its kings and jokers (newcomer s37 item 3)', () => {
  it('never spends a king or a joker on an intimidation: K♦ 8♥ 10♥ and two jokers, or a hand of K♦ 9♥ J♥', () => {
    const base = begin(start(2, HANDS));
    const cases: { hand: string[]; played: number; acted: boolean; red: { x: number; y: number }; blue: { x: number; y: number } }[] = [
      // a step played, Blue far in its corner: it threw K♦ 8♥ 10♥ (the cheapest three) at every seed
      { hand: ['KD', '8H', '10H', 'XR', 'XB'], played: 1, acted: true, red: { x: 1, y: 1 }, blue: { x: 4, y: 4 } },
      // a turn's start, two squares from Blue: it threw its whole hand at two seeds of four
      { hand: ['KD', '9H', 'JH'], played: 0, acted: false, red: { x: 2, y: 1 }, blue: { x: 3, y: 3 } },
    ];
    for (const c of cases) {
      const s: RoiState = { ...place(base, { 0: c.red, 1: c.blue }), hands: [c.hand, ['2C', '3C', '4C']], played: c.played, acted: c.acted };
      for (const seed of [1, 2, 3, 4]) {
        const m = strong.choose(s, rules.legalMoves(s), 0, { seed });
        expect(m.type === 'intimidate' && m.cards.some((x) => x.startsWith('K') || x.startsWith('X')), `${c.hand.join(' ')} seed ${seed}: ${JSON.stringify(m)}`).toBe(false);
      }
    }
  });
});
