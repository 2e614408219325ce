// Undo in a game against the bot (issue 30 item 4): a card played face up shows it only to the bot,
// which keeps nothing between its moves, so a step or a cheer can be taken back; the person's own
// draw at the end of the turn cannot (it showed them cards they had not seen).

import { describe, expect, it } from 'vitest';
import { GameSession, type RulesEntry } from '../../../src/services/session';
import { CORNER_STRIKE_MOVES, ROPES_DEAL } from '../../e2e/roi-positions';
import { ROI_VERSION, roiSeats, rules, type RoiMove, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';

const entry: RulesEntry = { rules: rules, version: ROI_VERSION, seats: (o) => roiSeats(o as RoiOptions) };
const OPTIONS: RoiOptions = {
  players: 2,
  advanced: { specialCards: true },
  stack: { draw: ['XR', 'AC'], hands: [['2S', 'KS', '5H', '7C', '9D'], ['3S', '4H', '6C', '8D', '10S']] },
};

function session(seats: ('human' | 'bot')[]): GameSession {
  const s = GameSession.start(entry, 'roi-du-ring', OPTIONS, 7, seats);
  while ((s.state as RoiState).phase === 'exchange') expect(s.play({ type: 'exchange', cards: [] }).ok).toBe(true);
  expect(s.actor()).toBe(0);
  return s;
}

const first = (s: GameSession, type: RoiMove['type']): RoiMove => {
  const m = (rules.legalMoves(s.state as RoiState)).find((x) => x.type === type);
  if (!m) throw new Error(`no ${type} move`);
  return m;
};

describe('undo against the bot', () => {
  it('takes back a plain step and a K cheer (only the bot saw the cards), not the draw that ends the turn', () => {
    const s = session(['human', 'bot']);
    const before = JSON.stringify(s.state);
    expect(s.play(first(s, 'move')).ok).toBe(true);
    expect(s.canUndo()).toBe(true);
    expect(s.undo()).toEqual({ ok: true });
    expect(JSON.stringify(s.state)).toBe(before);
    expect(s.play(first(s, 'cheer')).ok).toBe(true);
    expect(s.canUndo()).toBe(true);
    expect(s.undo()).toEqual({ ok: true });
    expect(JSON.stringify(s.state)).toBe(before);
    expect(s.play(first(s, 'move')).ok).toBe(true); // a card down: the end of the turn draws one
    const draws = (rules.legalMoves(s.state as RoiState)).filter((x) => x.type === 'end' && x.draw > 0);
    expect(draws.length).toBeGreaterThan(0);
    expect(s.play(draws[0]!).ok).toBe(true);
    expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_HIDDEN' } });
  });

  it('a strike the bot has answered is not taken back: its answer was chosen with cards the person cannot see (a newcomer undid a strike Blue had not parried)', () => {
    const s = GameSession.start(entry, 'roi-du-ring', ROPES_DEAL, 7, ['human', 'bot']);
    for (const m of CORNER_STRIKE_MOVES.slice(0, -1)) expect(s.play(m).ok).toBe(true);
    expect(s.canUndo()).toBe(true); // plain steps: only the bot saw the cards
    expect(s.play(CORNER_STRIKE_MOVES[CORNER_STRIKE_MOVES.length - 1]!).ok).toBe(true);
    expect(s.actor()).toBe(1);
    expect(s.canUndo()).toBe(true); // not answered yet
    const answers = rules.legalMoves(s.state as RoiState);
    expect(answers.length).toBeGreaterThan(1);
    const none = answers.find((m) => !('card' in m) && !('cards' in m)); // no parry, no dodge: no card shown
    if (!none) throw new Error(`no answer without a card among ${JSON.stringify(answers)}`);
    expect(s.play(none).ok).toBe(true);
    expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_BOT' } });
    expect(s.canUndo()).toBe(false);
  });

  it('two people at one device: a step shows the card to the other person, and is not taken back', () => {
    const s = session(['human', 'human']);
    expect(s.play(first(s, 'move')).ok).toBe(true);
    expect(s.undo()).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_HIDDEN' } });
  });
});
