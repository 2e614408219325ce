// Match play: best of three with fresh neutrals and the loser choosing who starts, and the points
// option (allies summed over a chosen number of games).

import { describe, expect, it } from 'vitest';
import { ERR } from '../../../src/core/contract';
import { Rng } from '../../../src/core/rng';
import { chooseMove } from '../../../src/games/regality/ai';
import { rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../../src/games/regality/rules';
import { apply, play, place, refused } from './helpers';

const NEUTRALS = ['sage', 'death', 'dragon', 'bard', 'fairy', 'samurai', 'ninja', 'witch', 'hermit', 'pirate', 'shaman', 'sorceress', 'tower'];
const match = (mode: RegalityOptions['match'], first = 1, games?: number): RegalityOptions => ({
  variant: 'standard', first, match: mode, ...(games ? { games } : {}), stack: { neutral: NEUTRALS },
});

/** Seat 1 places first and wins 5-4 (sides' own tiles only, effects declined). */
const RELIGION_WINS = [
  place('citizen', 0), place('castle', 1), place('temple', 2), place('king', 3), place('hierophant', 4),
  place('queen', 5), place('cardinal', 6), place('general', 7), place('paladin', 8),
];
/** Seat 0 places first and wins 5-4. */
const REGALITY_WINS = [
  place('citizen', 0), place('temple', 1), place('castle', 2), place('hierophant', 3), place('king', 4),
  place('cardinal', 5), place('queen', 6), place('paladin', 7), place('general', 8),
];
const choose = (seat: number): RegalityMove => ({ type: 'choose-first', seat });

describe('match play', () => {
  it('R-MATCH-CHOOSE: after a game of a match its loser chooses who starts the next; nothing else may be played', () => {
    const { state, events } = play(match('best-of-three'), RELIGION_WINS);
    expect(state.status).toBe('playing');
    expect(state.phase).toBe('between');
    expect(state.current).toBe(0);
    expect(state.result).toMatchObject({ winners: [1], scores: [4, 5], reason: 'majority' });
    expect(state.match).toMatchObject({ game: 1, wins: [0, 1], points: [4, 5], winners: null });
    expect(events).toContainEqual({ type: 'match-next', game: 2, chooser: 0, wins: [0, 1], points: [4, 5] });
    expect(rules.outcome(state)).toBeNull();
    expect(rules.actor(state)).toBe(0);
    expect(rules.legalMoves(state)).toEqual([choose(0), choose(1)]);
    refused(state, place('king', 0), ERR.WRONG_PHASE);
    refused(state, { type: 'skip' }, ERR.WRONG_PHASE);
    refused(state, { type: 'choose-first', seat: 2 }, ERR.BAD_MOVE);
    refused(state, { type: 'choose-first', seat: 0, extra: 1 }, ERR.BAD_MOVE);
    // The loser may let the winner start.
    const other = apply(state, choose(1)).state;
    expect(other.first).toBe(1);
    expect(other.current).toBe(1);
    expect(other.zones[1]).toContain('citizen');
    expect(other.zones[0]).not.toContain('citizen');
  });

  it('R-MATCH-CHOOSE: a choose-first move outside a match, or during a game, is refused', () => {
    const single = play({ variant: 'standard', stack: { neutral: NEUTRALS } }, []).state;
    refused(single, choose(0), ERR.WRONG_PHASE);
    const inGame = play(match('best-of-three'), [place('citizen', 4)]).state;
    refused(inGame, choose(0), ERR.WRONG_PHASE);
  });

  it('R-MATCH-NEUTRALS: the next game starts afresh with five new neutrals from the pile; the used ones leave', () => {
    const before = play(match('best-of-three'), RELIGION_WINS).state;
    const { state, events } = apply(before, choose(0));
    expect(events).toContainEqual({ type: 'next-game', game: 2, first: 0, by: 0 });
    expect(state.match?.game).toBe(2);
    expect(state.neutral).toEqual(['samurai', 'ninja', 'witch', 'hermit', 'pirate']);
    for (const used of NEUTRALS.slice(0, 5)) {
      expect(state.neutral).not.toContain(used);
      expect(state.pile).not.toContain(used);
    }
    expect(state.board).toEqual(Array(9).fill(null));
    expect(state.discarded).toEqual([]);
    expect(state.zones[0]).toEqual(['king', 'queen', 'princess', 'minister', 'general', 'wizard', 'castle', 'citizen']);
    expect(state.zones[1]).toEqual(['hierophant', 'cardinal', 'saint', 'bishop', 'paladin', 'monk', 'temple']);
    expect(state).toMatchObject({ first: 0, current: 0, phase: 'place', placed: 0, status: 'playing', result: null, pending: null });
    // The first tile of the new game is the citizen again.
    refused(state, place('king', 4), ERR.NOT_LEGAL);
    // The previous state is untouched (apply is immutable).
    expect(before.phase).toBe('between');
    expect(before.board.every((c) => c !== null)).toBe(true);
  });

  it('R-MATCH-BEST-OF-THREE: the first to two wins takes the match; the end names it and the score', () => {
    let s = play(match('best-of-three'), RELIGION_WINS).state;
    s = apply(s, choose(0)).state;
    s = play(match('best-of-three'), REGALITY_WINS, s).state;
    expect(s.phase).toBe('between');
    expect(s.current).toBe(1); // Religion lost game 2
    expect(s.match).toMatchObject({ game: 2, wins: [1, 1], points: [9, 9] });
    s = apply(s, choose(1)).state;
    expect(s.neutral).toEqual(['shaman', 'sorceress', 'tower', ...s.neutral.slice(3)]);
    const end = play(match('best-of-three'), RELIGION_WINS, s);
    expect(end.state.status).toBe('over');
    expect(end.state.match).toMatchObject({ game: 3, wins: [1, 2], winners: [1] });
    expect(end.state.match?.results.map((r) => r.winners)).toEqual([[1], [0], [1]]);
    expect(rules.outcome(end.state)).toEqual({ winners: [1], scores: [1, 2], label: 'match-best-of-three' });
    expect(rules.legalMoves(end.state)).toEqual([]);
    expect(end.events).toContainEqual({ type: 'match-over', winners: [1], wins: [1, 2], points: [13, 14], mode: 'best-of-three' });
  });

  it('R-MATCH-BEST-OF-THREE: two straight wins end the match after two games', () => {
    let s = play(match('best-of-three', 1), RELIGION_WINS).state;
    s = apply(s, choose(1)).state;
    s = play(match('best-of-three'), RELIGION_WINS, s).state;
    expect(s.status).toBe('over');
    expect(rules.outcome(s)).toEqual({ winners: [1], scores: [0, 2], label: 'match-best-of-three' });
  });

  it('R-MATCH-POINTS: allies are summed over the chosen number of games; equal points draw the match', () => {
    let s = play(match('points', 1, 2), RELIGION_WINS).state;
    expect(s.match).toMatchObject({ mode: 'points', games: 2, points: [4, 5] });
    s = apply(s, choose(0)).state;
    s = play(match('points'), REGALITY_WINS, s).state;
    expect(s.status).toBe('over');
    expect(rules.outcome(s)).toEqual({ winners: [], scores: [9, 9], label: 'match-points' });
    // One game only: the points of that game decide.
    const one = play(match('points', 1, 1), RELIGION_WINS).state;
    expect(rules.outcome(one)).toEqual({ winners: [1], scores: [4, 5], label: 'match-points' });
  });

  it('R-MATCH-POINTS: a game lost to Death scores 0 for its loser', () => {
    const death = play({ ...match('points', 1, 2), stack: { neutral: ['death', 'sage', 'dragon', 'bard', 'fairy'] } }, [
      place('citizen', 0), place('castle', 1), place('death', 2), place('king', 3), place('temple', 4),
      place('queen', 5), place('hierophant', 6), place('general', 7), place('paladin', 8),
    ]).state;
    expect(death.result).toMatchObject({ winners: [0], reason: 'death' });
    expect(death.match).toMatchObject({ points: [4, 0], wins: [1, 0] });
    expect(death.phase).toBe('between');
    expect(death.current).toBe(1);
  });

  it('R-MATCH-OPTIONS: a bad match option is refused by setup with a clear error', () => {
    expect(() => rules.setup({ match: 'best-of-five' as never }, 1)).toThrow(/match is one of/);
    expect(() => rules.setup({ match: 'points', games: 0 }, 1)).toThrow(/games must be/);
    expect(() => rules.setup({ match: 'points', games: 2.5 }, 1)).toThrow(/games must be/);
    expect(rules.setup({}, 1).match).toBeNull();
  });

  it('R-MATCH-NEUTRALS: a pile too short for the next game is refilled with the used neutrals (secret draft, game 3)', () => {
    // Random play (seeded) through a best-of-three of secret drafts, which use 8 of the 16 neutrals a game.
    for (let seed = 1; seed <= 30; seed++) {
      let s: RegalityState = rules.setup({ variant: 'secret-draft', match: 'best-of-three' }, seed);
      const rng = new Rng(seed);
      const seen: string[][] = [];
      for (let n = 0; n < 2000 && s.status === 'playing'; n++) {
        if (s.phase === 'draft' && s.draftStep === 0) seen[(s.match?.game ?? 1) - 1] ??= [...s.draftPool, ...s.pile.slice(0, 4)];
        const moves = rules.legalMoves(s);
        s = apply(s, moves[rng.int(moves.length)] as RegalityMove).state;
      }
      if (seen.length < 3) continue;
      const [g1 = [], g2 = [], g3 = []] = seen;
      expect(new Set([...g1, ...g2]).size).toBe(16); // two games use every neutral once
      expect(new Set(g3).size).toBe(8);
      expect(g3).not.toContain('citizen');
      return;
    }
    throw new Error('no seed reached a third game');
  });

  it('the bot, having lost a game of a match, chooses to start the next itself', () => {
    const s = play(match('best-of-three'), RELIGION_WINS).state;
    for (const level of ['easy', 'medium', 'perfect'] as const) {
      expect(chooseMove(rules.view(s, 0), 0, { level, maxNodes: 1000 }).move).toEqual(choose(0));
    }
  });
});
