// Issue 15 (defects 1 and 10, the French and Italian pass), headless: a card that needs no target
// plays from the whole board or the discard pile (scene/zone-moves.ts), and the words that carry a
// count agree with it in every language (scene/names.ts `plural`, Intl.PluralRules).
import { afterEach, describe, expect, it } from 'vitest';
import { rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { movesFor } from '../../../src/games/castle-panic/scene/zone-moves';
import { plural } from '../../../src/games/castle-panic/scene/names';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { castlePanicStrings } from '../../../src/games/castle-panic/strings';

const PASS: CastlePanicMove = { type: 'pass' };

function play(options: CastlePanicOptions, moves: CastlePanicMove[]): CastlePanicState {
  let s = rules.setup(options, 5);
  for (const m of [{ type: 'start-deal' } as CastlePanicMove, ...moves]) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const solo: CastlePanicOptions = { players: 1, mode: 'solo', stack: { hands: [['scavenge', 'missing', 'draw-2', 'archer-any', 'brick', 'mortar']] } };

describe('Castle Panic drops: a card without a target (issue 15 defect 1)', () => {
  it('R-SCAVENGE: in the play phase Scavenge dropped on the discard pile or the board offers a card of the pile to take', () => {
    const s = play(solo, [{ type: 'discard', card: 'brick' }, PASS]);
    expect(s.phase).toBe('play');
    const legal = rules.legalMoves(s);
    const takes = [{ type: 'play', card: 'scavenge', take: 'brick' }];
    expect(movesFor(legal, 'scavenge', 'discard')).toEqual(takes);
    expect(movesFor(legal, 'scavenge', 'table')).toEqual(takes);
  });

  it('R-MISSING, R-DRAW-2: Missing and Draw 2 play dropped on the board or the discard pile; a hit card does not play on the discard pile', () => {
    const s = play(solo, [PASS]);
    const legal = rules.legalMoves(s);
    expect(movesFor(legal, 'missing', 'discard')).toEqual([{ type: 'play', card: 'missing' }]);
    expect(movesFor(legal, 'draw-2', 'table')).toEqual([{ type: 'play', card: 'draw-2' }]);
    expect(movesFor(legal, 'archer-any', 'discard')).toEqual([]);
    expect(movesFor(legal, 'archer-any', 'table')).toEqual([]);
  });

  it('R-DISCARD-DRAW: in the discard phase Scavenge dropped on the discard pile is discarded, not played', () => {
    const s = play(solo, []);
    expect(s.phase).toBe('discard');
    expect(movesFor(rules.legalMoves(s), 'scavenge', 'discard')).toEqual([{ type: 'discard', card: 'scavenge' }]);
  });
});

describe('Castle Panic words with a count (issue 15, French and Italian)', () => {
  afterEach(() => setLang('en'));
  addWords(castlePanicStrings);

  it('agree with the count in English, French (0 and 1 singular) and Italian', async () => {
    await loadLang('fr');
    await loadLang('it');
    const cases: [string, number, string][] = [
      ['en', 1, '1 hidden token'],
      ['en', 0, '0 hidden tokens'],
      ['en', 3, '3 hidden tokens'],
      ['fr', 0, '0 pion caché'],
      ['fr', 1, '1 pion caché'],
      ['fr', 2, '2 pions cachés'],
      ['it', 1, '1 segnalino nascosto'],
      ['it', 0, '0 segnalini nascosti'],
    ];
    for (const [lang, n, text] of cases) {
      setLang(lang as 'en' | 'fr' | 'it');
      expect(plural('cp.overlordHand', n)).toBe(text);
    }
    setLang('fr');
    expect(plural('cp.slain', 1)).toBe('1 tué');
    expect(plural('cp.outcome.won', 1)).toBe('Le château tient, 1 tour sur 6 debout.');
    expect(plural('cp.rollButton', 1)).toBe('Lancer le dé : 1 pion');
    setLang('it');
    expect(plural('cp.slain', 1)).toBe('1 ucciso');
    expect(plural('cp.pts', 1)).toBe('1 punto');
  });

  it('no French or Italian value says "(1 restantes)": counts sit in words that hold for every number', async () => {
    await loadLang('fr');
    await loadLang('it');
    const fr = (await import('../../../src/games/castle-panic/strings.fr')).default as Record<string, string>;
    const it_ = (await import('../../../src/games/castle-panic/strings.it')).default as Record<string, string>;
    // a plural word right after a count hole, where the key has no singular beside it
    const bad = (words: Record<string, string>, plurals: RegExp): string[] =>
      Object.entries(words).filter(([k, v]) => !(`${k}.one` in words) && !k.endsWith('.one') && plurals.test(v)).map(([k]) => k);
    expect(bad(fr, /\{(n|hp)\} (restants?|restantes?|tués|pions|tours|cartes|monstres|points)\b/)).toEqual([]);
    expect(bad(it_, /\{(n|hp)\} (rimast[ei]|uccisi|segnalini|torri|mostri)\b/)).toEqual([]);
  });
});
