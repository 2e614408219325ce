// The lobby's line of a room's options in the setup's words (src/services/option-words.ts): the
// choices are found again from the built options, even where the building folds them (a
// difficulty made into variants, a mode dropped for one player), and a hidden option is not said.
import { describe, expect, it } from 'vitest';
import type { OptionSpec, OptionValue } from '../../../src/services/catalog';
import { optionWords, valuesFor } from '../../../src/services/option-words';

const SPECS = [
  { key: 'players', label: 'players', choices: [1, 2, 3].map((n) => ({ value: n, text: String(n) })), default: 1 },
  {
    key: 'mode',
    label: 'mode',
    choices: [
      { value: 'coop', label: 'coop' },
      { value: 'master', label: 'master' },
    ],
    default: 'coop',
    visible: (v: Record<string, OptionValue>) => v.players !== 1,
  },
  {
    key: 'difficulty',
    label: 'difficulty',
    choices: [
      { value: 'easier', label: 'easier' },
      { value: 'normal', label: 'normal' },
      { value: 'harder', label: 'harder' },
    ],
    default: 'normal',
  },
  { key: 'botLevel', label: 'botLevel', choices: [{ value: 'easy', label: 'easy' }, { value: 'strong', label: 'strong' }], default: 'strong' },
] as unknown as OptionSpec[];

/** Like Castle Panic's: one player is solo whatever the mode; the difficulty becomes variants (none at normal). */
function build(v: Record<string, OptionValue>): unknown {
  const players = Number(v.players);
  const variants = v.difficulty === 'easier' ? { walls: true } : v.difficulty === 'harder' ? { boss: true, tar: false } : null;
  const base = { players, mode: players === 1 ? 'solo' : v.mode };
  return variants ? { ...base, variants } : base;
}

const tr = (k: string): string => k.toUpperCase();
const pair = (label: string, choice: string): string => `${label}: ${choice}`;

describe('a room\'s options in the setup\'s words', () => {
  it('finds the choices again from the built options, keys in any order', () => {
    const values = valuesFor(SPECS, build, { variants: { tar: false, boss: true }, mode: 'master', players: 3 }, ['botLevel']);
    expect(values).toMatchObject({ players: 3, mode: 'master', difficulty: 'harder' });
    expect(optionWords(SPECS, values!, tr, pair, ['botLevel'])).toEqual(['PLAYERS: 3', 'MODE: MASTER', 'DIFFICULTY: HARDER']);
  });

  it('does not say an option the setup hides for these values (no mode for one player)', () => {
    const values = valuesFor(SPECS, build, { players: 1, mode: 'solo' }, ['botLevel']);
    expect(optionWords(SPECS, values!, tr, pair, ['botLevel'])).toEqual(['PLAYERS: 1', 'DIFFICULTY: NORMAL']);
  });

  it('gives null for options no combination builds (an older room, a forged one)', () => {
    expect(valuesFor(SPECS, build, { players: 9, mode: 'coop' }, ['botLevel'])).toBeNull();
    expect(valuesFor(SPECS, build, { players: 2, mode: 'coop', extra: 1 }, ['botLevel'])).toBeNull();
    expect(valuesFor(SPECS, build, 'nonsense', ['botLevel'])).toBeNull();
  });

  it('leaves a skipped option at its default while searching', () => {
    const seen: OptionValue[] = [];
    valuesFor(SPECS, (v) => (seen.push(v.botLevel!), build(v)), { players: 2, mode: 'coop' }, ['botLevel']);
    expect(new Set(seen)).toEqual(new Set(['strong']));
  });
});
