// Rules read again from the rulebook (shared/rules/regality-vs-religion.fr.md), where its words
// stand over an earlier decision in code (issue 13). Each case is a stacked position; each also
// checks that the search's compact game (ai/fast.ts) plays it the same way.
// Cells: 0 1 2 / 3 4 5 / 6 7 8, row 0 at the top (seat 1's side).

import { describe, expect, it } from 'vitest';
import { ERR } from '../../../src/core/contract';
import { rules, type RegalityMove } from '../../../src/games/regality/rules';
import { apply, expectFastAgrees, play, place, refused, skip, std, target } from './helpers';

const towers = (moves: RegalityMove[]): RegalityMove[] => moves.filter((m) => m.type === 'place' && m.tile === 'tower');

describe('the rulebook\'s words', () => {
  // "Une tuile avec un bouclier ne peut subir aucun effet de tuile, à moins qu'un autre effet ne
  // l'annule explicitement (comme l'effet destructeur du Pirate)."
  it('R-TOWER-SHIELD: the Tower cannot cover a shielded ally (a castle, or Death beside a sage), so Death cannot hide under it', () => {
    const neutrals = ['death', 'sage', 'tower', 'samurai', 'ninja'];
    // Seat 0: citizen 0, castle 6, Death 3 beside seat 1's sage on 4 (the sage shields 3 and 5).
    const { state } = play(std(neutrals), [place('citizen', 0), place('sage', 4), place('castle', 6), place('bishop', 8), skip, place('death', 3), place('paladin', 2)]);
    expect(state.current).toBe(0);
    expect(state.phase).toBe('place');
    expect(towers(rules.legalMoves(state))).toEqual([place('tower', 0)]);
    refused(state, place('tower', 3), ERR.NOT_LEGAL);
    refused(state, place('tower', 6), ERR.NOT_LEGAL);
    expectFastAgrees(state);
    // Without a sage beside it, Death is an ordinary ally and may be covered.
    const noSage = play(std(neutrals), [place('citizen', 0), place('samurai', 1), skip, place('death', 3), place('hierophant', 8)]).state;
    expect(towers(rules.legalMoves(noSage))).toEqual([place('tower', 0), place('tower', 3)]);
  });

  // "Réactive l'effet d'une des 4 tuiles placées orthogonalement / en diagonale."
  it('R-RETRIGGER-EACH-OTHER: the Bard may re-trigger the Performer, whose re-triggered effect re-triggers its own neighbour', () => {
    const neutrals = ['bard', 'performer', 'samurai', 'ninja', 'fairy'];
    // Seat 1's performer on 1 (nothing diagonal yet), seat 0's king on 3, seat 1's bard on 0.
    const { state } = play(std(neutrals), [place('citizen', 4), place('performer', 1), place('king', 3), skip, place('bard', 0)]);
    expect(state.pending).toEqual({ cell: 0, retrigger: false });
    expect(rules.legalMoves(state)).toEqual([target(1), target(3), skip]);
    expectFastAgrees(state);
    const bard = apply(state, target(1));
    expect(bard.events).toContainEqual({ type: 'retrigger', cell: 1, tile: 'performer', by: 0, byTile: 'bard' });
    expect(bard.state.pending).toEqual({ cell: 1, retrigger: true });
    expect(rules.legalMoves(bard.state)).toEqual([target(3)]);
    expectFastAgrees(bard.state);
    const performer = apply(bard.state, target(3));
    expect(performer.events).toContainEqual({ type: 'retrigger', cell: 3, tile: 'king', by: 1, byTile: 'performer' });
    expect(performer.state.pending).toEqual({ cell: 3, retrigger: true });
    expect(rules.legalMoves(performer.state)).toEqual([target(0), target(1), target(4)]);
    expectFastAgrees(performer.state);
    const king = apply(performer.state, target(4)).state;
    expect(king.board[4]).toMatchObject({ tile: 'citizen', faceDown: true, destroyer: 1 });
    expect(king.current).toBe(0);
    // The same the other way: the Performer re-triggers a diagonal Bard, which re-triggers the King.
    const viaBard = play(std(neutrals), [place('citizen', 8), place('bard', 4), place('king', 5), skip, place('performer', 0)]).state;
    expect(rules.legalMoves(viaBard)).toEqual([target(4), skip]);
    expect(rules.legalMoves(apply(viaBard, target(4)).state)).toEqual([target(5)]);
    expectFastAgrees(viaBard);
  });

  // "Rappelle un de vos alliés du plateau dans votre zone." The witch is one of your allies.
  it('R-WITCH-SELF: the Witch may recall itself', () => {
    const neutrals = ['witch', 'sage', 'tower', 'samurai', 'ninja'];
    const { state } = play(std(neutrals), [place('citizen', 4), place('witch', 0)]);
    expect(state.pending).toEqual({ cell: 0, retrigger: false });
    expect(rules.legalMoves(state)).toEqual([target(0), skip]);
    expectFastAgrees(state);
    const r = apply(state, target(0));
    expect(r.state.board[0]).toBeNull();
    expect(r.state.zones[1]).toContain('witch');
    expect(r.events).toContainEqual({ type: 'recall', seat: 1, tile: 'witch', cell: 0 });
    expect(r.state.current).toBe(0);
    // Beside a sage it bears the shield, and no effect (its own neither) takes it: only the sage.
    const shielded = play(std(neutrals), [place('citizen', 4), place('sage', 1), place('king', 6), skip, place('witch', 0)]).state;
    expect(rules.legalMoves(shielded)).toEqual([target(1), skip]);
    expectFastAgrees(shielded);
  });

  // "Le second joueur ... en choisit une aussi et qui défausse les deux dernières."
  it('R-DRAFT-DISCARD: in the secret draft the two tiles left at each round go to the discard, where the Hermit may take them', () => {
    let s = rules.setup({ variant: 'secret-draft', stack: { neutral: ['hermit', 'death', 'dragon', 'bard', 'fairy', 'witch', 'ninja', 'pirate'] } }, 3);
    s = apply(s, { type: 'draft', tile: 'hermit' }).state;
    expect(s.discarded).toEqual([]);
    const second = apply(s, { type: 'draft', tile: 'bard' });
    expect(second.state.discarded).toEqual(['death', 'dragon']);
    expect(second.events).toContainEqual({ type: 'discard', tiles: ['death', 'dragon'] });
    s = apply(second.state, { type: 'draft', tile: 'witch' }).state;
    const last = apply(s, { type: 'draft', tile: 'ninja' });
    s = last.state;
    expect(s.discarded).toEqual(['death', 'dragon', 'fairy', 'pirate']);
    expect(last.events).toContainEqual({ type: 'discard', tiles: ['fairy', 'pirate'] });
    expect(rules.view(s, 1).discarded).toEqual(['death', 'dragon', 'fairy', 'pirate']);
    s = play({}, [place('citizen', 4), place('hierophant', 8), skip, place('hermit', 0)], s).state;
    expect(rules.legalMoves(s)).toEqual([...['death', 'dragon', 'fairy', 'pirate'].map((tile): RegalityMove => ({ type: 'effect', tile })), skip]);
    expectFastAgrees(s);
    expect(apply(s, { type: 'effect', tile: 'dragon' }).state.zones[0]).toContain('dragon');
  });

  // "Jouez la partie en deux victoires (le premier à deux victoires)."
  it('R-MATCH-DEFAULT: the default setup is a best-of-three match; a single game stays an option', () => {
    expect(rules.defaults.match).toBe('best-of-three');
    expect(rules.setup(rules.defaults, 1).match).toMatchObject({ mode: 'best-of-three', game: 1, wins: [0, 0] });
    // A single game is asked for by name, or by options without a match (records made before).
    expect(rules.setup({ ...rules.defaults, match: 'single' }, 1).match).toBeNull();
    expect(rules.setup({ variant: 'standard' }, 1).match).toBeNull();
  });
});
