// The hint continues from where the table stands (issue 30 item 3): with a strike half made, a
// dodge card chosen or cards on the tray, it is asked among the moves that finish it (never a
// move that cancels it), keeps its plan once its first step is followed, and says why in one line.
import { afterEach, describe, expect, it } from 'vitest';
import { actingFighter, rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { continuations, continues, hintChoices, hintWhy, rememberHint, setHintTable, type HalfMade } from '../../../src/games/roi-du-ring/scene/hint-next';
import { requestBotMove } from '../../../src/games/roi-du-ring/scene/bot-client';
import { chooseRoiMove } from '../../../src/games/roi-du-ring/ai/easy';
import { Rng } from '../../../src/core/rng';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';
import { ALL_ADVANCED, begin, place, start } from './helpers';

addWords(roiStrings);

const none: HalfMade = { chosen: [], choice: null, dodging: null };

/** Red (0) on (1, 2) next to Blue (1) on (2, 2), Red to play with a hand that strikes, steps and discards. */
function redToStrike(): RoiState {
  return place(begin(start(2, { hands: [['9H', '6D', '2C', '3S', '4C'], ['2D', '3D', '5S', '6S', '7C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 2 } });
}

afterEach(() => setHintTable(null));

describe('Roi du Ring hint: it continues what is half made (issue 30 item 3)', () => {
  it('a card dropped on a fighter: only the moves of that card on that fighter (hit or push); a dodge card: its squares; the tray: the moves holding its cards', () => {
    const s = redToStrike();
    const legal = rules.legalMoves(s);
    expect(continuations(legal, none)).toEqual(legal);
    const on = legal.filter((m) => m.type === 'strike' && m.card === '9H' && m.target === 1);
    expect(on.map((m) => (m as { mode: string }).mode).sort()).toEqual(['hit', 'push']);
    expect(continuations(legal, { ...none, choice: { card: '9H', moves: on } })).toEqual(on);
    const tray = continuations(legal, { ...none, chosen: ['2C'] });
    expect(tray.length).toBeGreaterThan(0);
    for (const m of tray) expect('cards' in m && m.cards.includes('2C'), JSON.stringify(m)).toBe(true);
    // A move that does not finish the half-made one is not a continuation.
    expect(continues({ type: 'end', draw: 2 }, { ...none, chosen: ['2C'] })).toBe(false);
    expect(continues({ type: 'discard', cards: ['2C'] }, { ...none, chosen: ['2C'] })).toBe(true);
    expect(continues({ type: 'move', card: '3S', to: { x: 0, y: 0 } }, { ...none, choice: { card: '9H', moves: on } })).toBe(false);
  });

  it('the strong bot asked with a strike half made answers with that strike (hit or push), never another move; the same hint again once its first step is followed', async () => {
    const s = redToStrike();
    const legal = rules.legalMoves(s);
    // The half-made strike: the 9♥ dropped on Blue (diagonal), asking hit or push.
    const nine = legal.filter((m) => m.type === 'strike' && m.card === '9H' && m.target === 1);
    const half: HalfMade = { ...none, choice: { card: '9H', moves: nine } };
    setHintTable(() => ({ at: 5, half }));
    const asked = hintChoices(legal);
    expect(asked.keep).toBeNull();
    expect(asked.legal).toEqual(nine);
    const m = await requestBotMove(rules.view(s, 0), asked.legal, 0, 'strong');
    expect(nine).toContainEqual(m);
    // The hint shown before at this point, its card now dropped: kept as it was.
    rememberHint(5, nine[1]!);
    expect(hintChoices(legal).keep).toEqual(nine[1]);
    // Another point of the game (a move played since): asked again.
    setHintTable(() => ({ at: 6, half }));
    expect(hintChoices(legal).keep).toBeNull();
  });

  it('says why in one line: "Parry: saves 2 hp" against a straight blow on the ropes; the hit and the push say what they do', async () => {
    await loadLang('en');
    setLang('en');
    // Red on the left rope (0, 2), Blue beside it strikes with the 6♦: 2 hp on the ropes; Red holds the 9♦.
    let s = place(begin(start(2, { hands: [['2S', '3C', '4C', '5C', '9D'], ['6D', '2H', '3H', '4H', '5H']] })), { 0: { x: 0, y: 2 }, 1: { x: 1, y: 2 } });
    s = { ...s, current: 1 };
    const r = rules.apply(s, { type: 'strike', card: '6D', target: 0, mode: 'hit' });
    if (!r.ok) throw new Error(r.error.message);
    const d = r.state;
    expect(d.phase).toBe('defend');
    const legal = rules.legalMoves(d);
    expect(legal).toContainEqual({ type: 'parry', card: '9D' });
    expect(hintWhy(rules.view(d, 0), 0, { type: 'parry', card: '9D' }, legal)).toBe('Parry: saves 2 hp');
    expect(hintWhy(rules.view(d, 0), 0, { type: 'take' }, legal)).toBe('Take it: −2 hp, your cards kept for your turn');
    const a = redToStrike();
    expect(hintWhy(a, 0, { type: 'strike', card: '9H', target: 1, mode: 'hit' })).toBe('Hit: −1 hp to Blue');
    expect(hintWhy(a, 0, { type: 'strike', card: '9H', target: 1, mode: 'push' })).toBe('Push: Blue back a square');
    expect(hintWhy(a, 0, { type: 'move', card: '3S', to: { x: 2, y: 2 } })).toContain("Champion's square");
    expect(hintWhy({ ...a, deck: a.deck.slice(0, 2) }, 0, { type: 'end', draw: 2 })).toBe('Draw 2: the last cards end the round, everyone heals 1 hp');
  });

  it('has words for every legal move in EN, FR and IT, all rules on, 2 and 4 fighters (no placeholder left)', async () => {
    const seen = new Set<string>();
    for (const lang of ['en', 'fr', 'it'] as const) {
      await loadLang(lang);
      setLang(lang);
      for (const players of [2, 4] as const) {
        for (let game = 1; game <= 3; game++) {
          const rng = new Rng(game * 31 + players);
          let s: RoiState = rules.setup({ players, advanced: ALL_ADVANCED }, game);
          for (let ply = 0; ply < 300 && s.status === 'playing'; ply++) {
            const legal = rules.legalMoves(s);
            const seat = rules.actor(s) as number;
            const v = rules.view(s, seat);
            for (const m of legal) {
              const why = hintWhy(v, actingFighter(v), m, legal);
              seen.add(m.type);
              expect(why, `${lang} ${JSON.stringify(m)}`).not.toBe('');
              expect(why, `${lang} ${JSON.stringify(m)}`).not.toMatch(/[{}]|roi\.whyHint/);
            }
            // The easy bot's move (it strikes and defends), a random one now and then.
            const next = rules.apply(s, rng.int(4) === 0 ? (legal[rng.int(legal.length)] as RoiMove) : chooseRoiMove(v, legal, seat));
            if (!next.ok) throw new Error(next.error.message);
            s = next.state;
          }
        }
      }
    }
    setLang('en');
    expect([...seen].sort()).toEqual(expect.arrayContaining(['dodge', 'end', 'move', 'parry', 'strike', 'take', 'stop', 'discard', 'exchange']));
  });
});
