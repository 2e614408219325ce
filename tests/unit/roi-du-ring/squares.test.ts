// The log names the squares (a newcomer's report: "the log lacks squares"): the ring has no
// labels, so a step, a dodge and a push say where the fighter ends in the rules' words (a corner,
// the ropes of a side, the Champion's square, the square beside it), in English, French and
// Italian. And a push that would move nothing (R-PUSH-BLOCKED) says so on its button.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/services/i18n';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { describe as logLine } from '../../../src/games/roi-du-ring/scene/log';
import { seatLabel, squareName } from '../../../src/games/roi-du-ring/scene/names';
import { promptButtons } from '../../../src/games/roi-du-ring/scene/prompt';
import { begin, place, promptContext, start } from './helpers';

describe('Le Roi du Ring: squares in the log', () => {
  afterEach(() => setLang('en'));

  it('names every square of the ring once, in the rules\' words', () => {
    const all = new Set<string>();
    for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) all.add(squareName(x, y));
    expect(all.size).toBe(25);
    expect(squareName(0, 0)).toBe('the top-left corner');
    expect(squareName(2, 2)).toBe("the Champion's square");
    expect(squareName(3, 0)).toBe('the top ropes next to the top-right corner');
    expect(squareName(1, 1)).toBe("the square up-left of the Champion's square");
  });

  const cases = {
    en: ['Red steps to the top-left corner with 6♠.', "Blue dodges with Q♠, to the square down-right of the Champion's square.", 'Blue is pushed back to the top ropes next to the top-right corner.', 'Blue has no room behind and stays on the bottom-right corner.'],
    fr: ['Rouge va sur le coin en haut à gauche avec 6♠.', 'Bleu esquive avec D♠, vers la case en bas à droite de la Place du Champion.', 'Bleu recule sur les cordes du haut près du coin en haut à droite.', "Bleu n'a pas la place de reculer et reste sur le coin en bas à droite."],
    it: ["Rosso si sposta con 6♠ (l'angolo in alto a sinistra).", 'Blu schiva con D♠ (la casella in basso a destra del Posto del Campione).', "Blu arretra (le corde in alto vicino all'angolo in alto a destra).", "Blu non ha spazio dietro e resta fermo (l'angolo in basso a destra)."],
  } as const;
  for (const lang of ['en', 'fr', 'it'] as const)
    it(`a step, a dodge and a push name the square the fighter ends on (${lang})`, () => {
      setLang(lang);
      const lines = [
        logLine({ type: 'move', seat: 0, card: '6S', from: { x: 1, y: 1 }, to: { x: 0, y: 0 } }, null, seatLabel),
        logLine({ type: 'dodge', seat: 1, by: 0, card: 'QS', from: { x: 2, y: 2 }, to: { x: 3, y: 3 } }, null, seatLabel),
        logLine({ type: 'push', by: 0, seat: 1, from: { x: 3, y: 1 }, to: { x: 3, y: 0 }, blocked: false }, null, seatLabel),
        logLine({ type: 'push', by: 0, seat: 1, from: { x: 4, y: 4 }, to: { x: 4, y: 4 }, blocked: true }, null, seatLabel),
      ];
      expect(lines).toEqual(cases[lang]);
    });
});

describe('Le Roi du Ring: a push that moves nothing says so', () => {
  it('R-PUSH-BLOCKED Blue in the corner, Red diagonally next to it: the push button says nothing moves', () => {
    const s = place(begin(start(2, { hands: [['5H'], ['2C']] })), { 0: { x: 3, y: 3 } });
    const moves = rules.legalMoves(s).filter((m) => m.type === 'strike');
    const push = promptButtons(s, promptContext(s, { choice: { card: '5H', target: 1, moves } })).find((b) => b.name === 'roi.btn.push');
    expect(push?.label).toBe('Push: no room, nothing moves');
  });

  it('with room behind Blue the button is a plain Push', () => {
    const s = place(begin(start(2, { hands: [['5H'], ['2C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 2 } });
    const moves = rules.legalMoves(s).filter((m) => m.type === 'strike');
    const push = promptButtons(s, promptContext(s, { choice: { card: '5H', target: 1, moves } })).find((b) => b.name === 'roi.btn.push');
    expect(push?.label).toBe('Push');
  });
});
