// The "what is this?" words (scene/info.ts): every castle card kind and every monster token kind
// of the data has a card with a name and its effect in English, French and Italian, none empty and
// none a missing key; the structures and piles too; the explain-once cards and the words announced
// on the board when a token is drawn, from real events of the rules.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/services/i18n';
import { CARD_KINDS, MONSTER_TOKENS } from '../../../src/games/castle-panic/rules/data';
import { rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { EXPLAINED, announce, explainKeyOf, explainText, infoText, type InfoThing } from '../../../src/games/castle-panic/scene/info';
import type { GameEvent } from '../../../src/core';

const LANGS = ['en', 'fr', 'it'] as const;
const TOKENS = [...new Set(MONSTER_TOKENS)];
const MONSTERS = ['goblin', 'orc', 'troll', 'goblin-king', 'orc-warlord', 'troll-mage', 'healer'];

/** Every text is there: not empty, no key name or unfilled hole left in it. */
function expectWords(text: string, what: string): void {
  expect(text.trim(), what).not.toBe('');
  expect(text, what).not.toMatch(/cp\.[a-z]/);
  expect(text, what).not.toMatch(/[{}]/);
}

describe('Castle Panic "what is this?" words', () => {
  afterEach(() => setLang('en'));

  it('the data has 25 card kinds and 19 token kinds, and each has a card', () => {
    expect(CARD_KINDS.length).toBe(25);
    expect(TOKENS.length).toBe(19);
  });

  for (const lang of LANGS) {
    it(`${lang}: every castle card, monster, token, structure and pile has a name and an effect`, () => {
      setLang(lang);
      const things: InfoThing[] = [
        ...CARD_KINDS.map((card): InfoThing => ({ kind: 'card', card })),
        ...TOKENS.map((token): InfoThing => ({ kind: 'token', token })),
        ...TOKENS.map((token): InfoThing => ({ kind: 'token', token, overlord: true })),
        ...MONSTERS.map((monster): InfoThing => ({ kind: 'monster', monster, hp: 1, maxHp: 3, tarred: true })),
        { kind: 'wall', arc: 2, standing: true },
        { kind: 'wall', arc: 2, standing: false },
        { kind: 'tower', arc: 5, standing: true },
        { kind: 'tower', arc: 5, standing: false },
        { kind: 'fortify', arc: 4 },
        { kind: 'deck', n: 12 },
        { kind: 'discard', n: 3, top: 'hero-red' },
        { kind: 'pile', n: 30, overlord: false },
        { kind: 'pile', n: 30, overlord: true },
      ];
      const titles = new Set<string>();
      for (const thing of things) {
        const { title, body } = infoText(thing);
        expectWords(title, `${lang} ${JSON.stringify(thing)} title`);
        expectWords(body, `${lang} ${JSON.stringify(thing)} body`);
        if (thing.kind === 'card') titles.add(title);
      }
      // each card kind has its own name (the colour is part of it)
      expect(titles.size).toBe(CARD_KINDS.length);
      for (const key of EXPLAINED) {
        const { title, body } = explainText(key);
        expectWords(title, `${lang} explain ${key}`);
        expectWords(body, `${lang} explain ${key}`);
      }
    });
  }

  it('the effects are the rulebook\'s: reach, hit points, bosses, tokens, structures', () => {
    setLang('en');
    expect(infoText({ kind: 'card', card: 'knight-green' }).title).toBe('Knight (green)');
    expect(infoText({ kind: 'card', card: 'knight-green' }).body).toContain('in the Knights ring of a green arc');
    expect(infoText({ kind: 'card', card: 'archer-any' }).body).toContain('any colour');
    expect(infoText({ kind: 'card', card: 'hero-blue' }).body).toContain('blue arc in the Archers, Knights or Swordsmen ring');
    // R-HEROIC-POWERS: with the rule on, the hero's card says it reaches its colour's castle ring too (as reaches() lets it).
    expect(infoText({ kind: 'card', card: 'hero-blue' }).body).not.toContain('castle ring');
    expect(infoText({ kind: 'card', card: 'hero-blue', heroic: true }).body).toContain('the castle ring of its colour too');
    expect(infoText({ kind: 'card', card: 'knight-green', heroic: true }).body).not.toContain('castle ring');
    expect(infoText({ kind: 'card', card: 'barbarian' }).body).toContain('in the castle too');
    expect(infoText({ kind: 'card', card: 'fortify-wall' }).body).toContain('loses 2 hit points instead of 1');
    expect(infoText({ kind: 'monster', monster: 'goblin' }).body).toMatch(/^1 hit point\./);
    expect(infoText({ kind: 'monster', monster: 'troll', hp: 1, maxHp: 3 }).body).toContain('Now: 1 of 3.');
    expect(infoText({ kind: 'monster', monster: 'orc', tarred: true }).body).toContain('Stuck in tar');
    expect(infoText({ kind: 'monster', monster: 'healer' }).body).toContain('every wounded monster on the board heals 1');
    expect(infoText({ kind: 'monster', monster: 'goblin-king' }).body).toContain('3 more monster tokens');
    expect(infoText({ kind: 'token', token: 'plague-knights' }).body).toContain('all their Knight cards');
    expect(infoText({ kind: 'token', token: 'move-green' }).body).toContain('green arcs');
    expect(infoText({ kind: 'token', token: 'draw-4' }).body).toMatch(/^4 more monster tokens/);
    expect(infoText({ kind: 'token', token: 'orc', overlord: true }).body).toContain('forest arc of your choice');
    expect(infoText({ kind: 'wall', arc: 3, standing: false }).title).toBe('Fallen wall of arc 3');
    expect(infoText({ kind: 'discard', n: 2, top: 'tar' }).body).toContain('On top: Tar.');
    setLang('fr');
    expect(infoText({ kind: 'card', card: 'knight-green' }).body).toContain("dans l'anneau des Chevaliers d'un arc vert");
    expect(infoText({ kind: 'monster', monster: 'goblin' }).body).toMatch(/^1 point de vie\./);
    setLang('it');
    expect(infoText({ kind: 'card', card: 'knight-green' }).body).toContain("nell'anello dei Cavalieri di un arco verde");
  });
});

/** The events of `moves` played from a stacked solo game (monsters dealt at random first). */
function eventsOf(options: CastlePanicOptions, seed: number, moves: CastlePanicMove[]): { events: GameEvent[]; state: CastlePanicState } {
  let s = rules.setup(options, seed);
  const events: GameEvent[] = [];
  for (const m of [{ type: 'start-deal' } as CastlePanicMove, ...moves]) {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events.push(...r.events);
  }
  return { events, state: s };
}

/** The announcements of the tokens drawn in `events`, each from its 'token' event to the next. */
function announced(events: GameEvent[]): { text: string; lit: number[] }[] {
  const out: { text: string; lit: number[] }[] = [];
  events.forEach((e, i) => {
    if (e.type !== 'token') return;
    const next = events.findIndex((x, j) => j > i && x.type === 'token');
    const a = announce(events.slice(i, next < 0 ? undefined : next));
    if (a) out.push(a);
  });
  return out;
}

const PASS: CastlePanicMove = { type: 'pass' };

describe('Castle Panic tokens announced on the board, and explained once', () => {
  afterEach(() => setLang('en'));

  it('R-HEALER, R-PLACE: the healer and a goblin drawn say where they came out; the healer lights the monsters it healed', () => {
    setLang('en');
    const hand = ['archer-any', 'archer-blue', 'brick', 'mortar', 'swordsman-any', 'tar'];
    const options: CastlePanicOptions = { players: 1, mode: 'solo', stack: { hands: [hand], pile: ['healer', 'goblin'], dice: [3, 4] } };
    const s1 = eventsOf(options, 5, [PASS]).state;
    const target = s1.monsters.find((m) => m.kind === 'orc' && m.ring === 'archer') as { id: number };
    const { events } = eventsOf(options, 5, [PASS, { type: 'play', card: 'archer-any', monster: target.id }, PASS]);
    const list = announced(events);
    expect(list.map((a) => a.text)).toEqual(['Healer at arc 3: every monster heals 1', 'Goblin comes out of the forest at arc 4']);
    // the wounded orc healed, and the healer itself, are lit
    expect(list[0]?.lit).toContain(target.id);
    expect(list[0]?.lit.length).toBe(2);
    expect(list[1]?.lit.length).toBe(1);
    expect(events.filter((e) => e.type === 'token').map((e) => explainKeyOf(e))).toEqual(['healer', null]);
  });

  it('R-BOULDER, R-PLAGUE, R-MOVE-CW: the boulder names its arc, a plague its unit, a move token lights who moved', () => {
    setLang('en');
    const options: CastlePanicOptions = { players: 1, mode: 'solo', stack: { hands: [['archer-red', 'knight-red', 'brick', 'mortar', 'tar', 'hero-red']], pile: ['boulder', 'plague-archers', 'move-cw', 'draw-3'], dice: [2] } };
    const { events } = eventsOf(options, 5, [PASS, PASS, PASS, PASS, PASS]);
    const list = announced(events);
    expect(list[0]?.text).toBe('Giant boulder rolls down arc 2');
    expect(list[1]?.text).toBe('Plague! Every Archer card is discarded');
    expect(list[2]?.text).toBe('Every monster moves one arc clockwise');
    expect(list[2]?.lit.length).toBeGreaterThan(0);
    expect(list[3]?.text).toBe('Draw 3 more monster tokens');
    const keys = events.map((e) => explainKeyOf(e)).filter((k) => k !== null);
    expect(keys).toEqual(expect.arrayContaining(['boulder', 'wall', 'plague', 'rotate', 'draw']));
    setLang('fr');
    expect(announced(events)[0]?.text).toBe("Un rocher géant dévale l'arc 2");
    setLang('it');
    expect(announced(events)[1]?.text).toBe('Peste! Tutte le carte Arciere sono scartate');
  });
});
