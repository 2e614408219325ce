// Le Roi du Ring, the newcomer's report of round 36 (pure logic): the position tests/e2e/roi-s36.spec.ts
// opens for the bot's turn told on the table, its recap's lines and trails.
import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import { promptButtons } from '../../../src/games/roi-du-ring/scene/prompt';
import { rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { strong } from '../../../src/games/roi-du-ring/ai';
import { othersSince, recapLines, recapPaths } from '../../../src/games/roi-du-ring/scene/recap-lines';
import { postColours } from '../../../src/games/roi-du-ring/scene/layout';
import { squareName } from '../../../src/games/roi-du-ring/scene/names';
import { hintWhy } from '../../../src/games/roi-du-ring/scene/hint-next';
import { view } from '../../../src/games/roi-du-ring/rules/view';
import { acts, begin, place, promptContext, start } from './helpers';

/** Red two steps in (2 2), the 5♥ 6♥ discarded, the turn ended drawing none: Blue (4 4) to play. */
const RED_WAITS: RoiMove[] = [
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'discard', cards: ['5H', '6H'] },
  { type: 'end', draw: 0 },
];
const redWaits = (): RoiState => acts(begin(start(2, { hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '9H', '10H', '8D']] })), ...RED_WAITS).state;

describe("the bot's turn told on the table", () => {
  it('the strong bot, in the browser test\'s position, steps twice and strikes (whatever its seed)', () => {
    for (const seed of [1, 2, 3]) {
      let s = redWaits();
      const played: RoiMove[] = [];
      while (rules.actor(s) === 1 && played.length < 6) {
        const m = strong.choose(s, rules.legalMoves(s), 1, { seed: seed + played.length });
        played.push(m);
        s = acts(s, m).state;
      }
      expect(played.map((m) => m.type)).toEqual(['move', 'move', 'strike']);
    }
  });

  it("says the others' moves since the person's last, in the log's words, and draws each fighter's path", () => {
    const s0 = redWaits();
    const blue: RoiMove[] = [
      { type: 'move', card: '2C', to: { x: 4, y: 3 } },
      { type: 'move', card: '3C', to: { x: 3, y: 3 } },
      { type: 'strike', card: '9H', target: 0, mode: 'hit' },
    ];
    let s = s0;
    const moves = blue.map((m) => {
      const r = acts(s, m);
      s = r.state;
      return { seat: 1, name: 'Blue', mine: false, bot: true, lines: [], events: r.events };
    });
    const all = [{ seat: 0, name: 'Red', mine: true, bot: false, lines: [], events: [] }, ...moves];
    expect(othersSince(all)).toHaveLength(3);
    expect(othersSince([...all, { ...all[0]! }])).toHaveLength(0);
    const lines = recapLines(othersSince(all));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Blue steps to .* with 2♣\.$/);
    expect(lines[2]).toBe('Blue strikes Red with 9♥.');
    const paths = recapPaths(s0, moves.flatMap((m) => m.events));
    expect(paths.get(1)).toEqual([{ x: 4, y: 4 }, { x: 4, y: 3 }, { x: 3, y: 3 }]);
    expect(paths.has(0)).toBe(false);
  });
});

describe('the end of the turn says when it brings tomatoes (−1 hp)', () => {
  afterEach(() => setLang('en'));
  const ends = (s: RoiState): string[] => promptButtons(s, promptContext(s)).filter((b) => b.name.startsWith('roi.btn.end.')).map((b) => b.label);

  it('with nothing played or discarded every end button says tomatoes and −1 hp, in English, French and Italian; once a card is played, none does', async () => {
    const fresh = begin(start(2, { hands: [['2S', '3S', '4S', '5H'], ['2C', '3C', '9H', '10H', '8D']] }));
    const full = begin(start(2, { hands: [['2S', '3S', '4S', '5H', '6H'], ['5D']] }));
    const stepped = acts(fresh, { type: 'move', card: '2S', to: { x: 1, y: 1 } }).state;
    const words = { en: /^End turn.*tomatoes, −1 hp$/, fr: /^Fin du tour.*tomates, −1 PV$/, it: /^Fine turno.*pomodori, −1 PV$/ } as const;
    for (const lang of ['en', 'fr', 'it'] as const) {
      await loadLang(lang);
      setLang(lang);
      expect(ends(fresh)).toHaveLength(2);
      for (const label of [...ends(fresh), ...ends(full)]) expect(label).toMatch(words[lang]);
      expect(ends(fresh)[1]).toContain('1'); // still says how many it draws
      for (const label of ends(stepped)) expect(label).not.toMatch(/tomat|pomodori|−1/);
    }
  });
});

describe("the round and the turn said in each language's words", () => {
  it("French says the rulebook's 'round' (Fin du round, Le nouveau round démarre...) and Italian 'ripresa' wherever English says round; neither says English 'turn' or 'round' otherwise", async () => {
    const fr = (await import('../../../src/games/roi-du-ring/strings.fr')).default as Record<string, string>;
    const it_ = (await import('../../../src/games/roi-du-ring/strings.it')).default as Record<string, string>;
    const en = Object.fromEntries(Object.keys(fr).map((k) => [k, '']));
    const { t } = await import('../../../src/services/i18n');
    setLang('en');
    for (const k of Object.keys(en)) en[k] = t(k as never);
    const wrong: string[] = [];
    for (const [k, v] of Object.entries(en)) {
      if (/\bround/i.test(v)) {
        if (!/\brounds?\b/i.test(fr[k] ?? '')) wrong.push(`fr ${k}: ${fr[k]}`);
        if (!/ripres[ae]/i.test(it_[k] ?? '')) wrong.push(`it ${k}: ${it_[k]}`);
      }
      if (/\b(turn|your)\b/i.test(fr[k] ?? '')) wrong.push(`fr ${k} in English: ${fr[k]}`);
      if (/\b(turn|your|round)\b/i.test(it_[k] ?? '')) wrong.push(`it ${k} in English: ${it_[k]}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the corner posts', () => {
  it("a fighter's colour only on the corners fighters start from: two in a game of two, two in a game of three (the third starts mid-side), four in a game of four", () => {
    const [red, blue, green, yellow] = [0xc0392b, 0x2f6fbf, 0x3f8f3a, 0xe0b52c];
    // clockwise from the top left
    expect(postColours(2)).toEqual([red, null, blue, null]);
    expect(postColours(3)).toEqual([red, blue, null, null]);
    expect(postColours(4).every((c) => c !== null)).toBe(true);
    expect(new Set(postColours(4)).size).toBe(4);
    expect(postColours(4)).toContain(green);
    expect(postColours(4)).toContain(yellow);
  });
});

describe('the squares along the ropes named as the board reads', () => {
  afterEach(() => setLang('en'));
  const WORDS = {
    en: { side: { top: 'the top ropes', bottom: 'the bottom ropes', left: 'the left ropes', right: 'the right ropes' }, corner: { tl: 'next to the top-left corner', tr: 'next to the top-right corner', bl: 'next to the bottom-left corner', br: 'next to the bottom-right corner' }, middle: 'the middle of' },
    fr: { side: { top: 'cordes du haut', bottom: 'cordes du bas', left: 'cordes de gauche', right: 'cordes de droite' }, corner: { tl: 'près du coin en haut à gauche', tr: 'près du coin en haut à droite', bl: 'près du coin en bas à gauche', br: 'près du coin en bas à droite' }, middle: 'le milieu des' },
    it: { side: { top: 'corde in alto', bottom: 'corde in basso', left: 'corde a sinistra', right: 'corde a destra' }, corner: { tl: "vicino all'angolo in alto a sinistra", tr: "vicino all'angolo in alto a destra", bl: "vicino all'angolo in basso a sinistra", br: "vicino all'angolo in basso a destra" }, middle: 'il centro delle' },
  } as const;

  it('every edge square names its own side (bottom ropes for the bottom row...) and, off the middle, the corner it is next to; never another side', async () => {
    const wrong: string[] = [];
    for (const lang of ['en', 'fr', 'it'] as const) {
      await loadLang(lang);
      setLang(lang);
      const w = WORDS[lang];
      for (let y = 0; y < 5; y++)
        for (let x = 0; x < 5; x++) {
          const sides = [x === 0 && 'left', x === 4 && 'right', y === 0 && 'top', y === 4 && 'bottom'].filter((v): v is 'left' | 'right' | 'top' | 'bottom' => !!v);
          if (sides.length !== 1) continue; // a corner, or off the ropes
          const side = sides[0]!;
          const name = squareName(x, y);
          const middle = side === 'left' || side === 'right' ? y === 2 : x === 2;
          const corner: string = `${side === 'top' || (side !== 'bottom' && y < 2) ? 't' : 'b'}${side === 'left' || (side !== 'right' && x < 2) ? 'l' : 'r'}`;
          const corners: Record<string, string> = w.corner;
          const ok = name.includes(w.side[side]) && (middle ? name.startsWith(w.middle) : name.includes(corners[corner] ?? '?'));
          const others = (Object.keys(w.side) as (keyof typeof w.side)[]).filter((k) => k !== side && name.includes(w.side[k]));
          if (!ok || others.length) wrong.push(`${lang} (${x}, ${y}): ${name}`);
        }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a push with no room behind the target', () => {
  const pushOf = (s: RoiState) => {
    const moves = rules.legalMoves(s).filter((m) => m.type === 'strike' && m.target === 1);
    const buttons = promptButtons(s, promptContext(s, { choice: { card: '5H', target: 1, moves } }));
    return { push: buttons.find((b) => b.name === 'roi.btn.push'), hit: buttons.find((b) => b.name === 'roi.btn.hit') };
  };
  it('against the ropes (Blue on the right ropes, pushed out diagonally) or in a corner: legal (R-PUSH-BLOCKED), but not lit, and it says nothing moves; with room: the lit Push', () => {
    for (const at of [
      { 0: { x: 3, y: 1 }, 1: { x: 4, y: 2 } },
      { 0: { x: 3, y: 3 }, 1: { x: 4, y: 4 } },
    ]) {
      const { push, hit } = pushOf(place(begin(start(2, { hands: [['5H'], ['2C']] })), at));
      expect(push?.label).toBe('Push: no room, nothing moves');
      expect(push?.variant).toBe('secondary');
      expect(hit?.variant ?? 'primary').toBe('primary');
    }
    const { push } = pushOf(place(begin(start(2, { hands: [['5H'], ['2C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 2 } }));
    expect(push?.label).toBe('Push');
    expect(push?.variant ?? 'primary').toBe('primary');
  });
});

describe("the first hint's intimidation says why it is worth three cards", () => {
  afterEach(() => setLang('en'));
  it("at a game's start with 2♠ 3♠ 4♠ 5♥ 6♥ the strong bot intimidates with its three lowest; the why line says what Blue loses and why it matters (EN, FR, IT)", async () => {
    const s = begin(start(2, { hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '9H', '10H', '8D']] }));
    const m = strong.choose(s, rules.legalMoves(s), 0, { seed: 1 });
    expect(m).toEqual({ type: 'intimidate', cards: ['2S', '3S', '4S'], target: 1 });
    const seen = view(s, 0);
    expect(hintWhy(seen, 0, m)).toBe('Intimidate: Blue drops 2 of 5 cards, fewer to strike and parry with');
    await loadLang('fr');
    setLang('fr');
    expect(hintWhy(seen, 0, m)).toBe('Intimidation : Bleu défausse 2 cartes sur 5, moins pour frapper et parer');
    await loadLang('it');
    setLang('it');
    expect(hintWhy(seen, 0, m)).toBe('Intimidazione: Blu scarta 2 carte su 5, meno per colpire e parare');
  });
});
