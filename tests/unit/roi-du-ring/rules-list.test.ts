// The rules screen's decisions as lists (issue 30 item 7): a paragraph of decisions joined by
// semicolons becomes its lead and a line per decision, never split inside brackets.
import { describe, expect, it } from 'vitest';
import { asList } from '../../../src/games/roi-du-ring/scene/rules-pages';

describe('asList', () => {
  it('puts the lead on its own line and each decision on a line, a sentence each', () => {
    expect(asList('Our decisions: a tie is drawn again; a push does nothing; healing stops at 10 hp.')).toBe(
      'Our decisions:\n• A tie is drawn again.\n• A push does nothing.\n• Healing stops at 10 hp.',
    );
  });
  it('keeps a semicolon inside brackets, and French spacing', () => {
    expect(asList('Nos choix : un coin (tout coup ; pas en plus) compte ; la fin.')).toBe('Nos choix :\n• Un coin (tout coup ; pas en plus) compte.\n• La fin.');
  });
  it('a paragraph without a lead is a list from its first word', () => {
    expect(asList('A psychic hand uses every card (no kickers), counts toward the 5 plays; fury goes up.')).toBe('• A psychic hand uses every card (no kickers), counts toward the 5 plays.\n• Fury goes up.');
  });
});
