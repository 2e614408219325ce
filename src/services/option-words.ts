// A game's options in the setup screen's words, read back from the options a room was made with
// (the lobby tells a friend who joins by a link what is being played: "Mode: Co-op · Difficulty:
// Normal"). The rules' options are what the setup built from its choices, and the building may
// lose the choices' shape (a difficulty becomes a set of variants, a mode is folded into a
// player count): so the choices are found by building every combination of them, as the setup
// would, and keeping the first that gives the same options. A handful of options with a few
// choices each: some hundreds of builds at most, once per lobby message.
import type { OptionSpec, OptionValue } from './catalog';

/** Options above this many combinations are not searched (none of our games comes near). */
const MAX_COMBINATIONS = 20_000;

/** A JSON text of `v` with object keys sorted, so two equal options compare equal as text. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/**
 * The setup's values that build `options` (`build` is the game's buildOptions), searching every
 * combination of the choices of `specs` but those in `skip` (left at their defaults); null when
 * none does (a room from an older version, options no setup offers).
 */
export function valuesFor(specs: readonly OptionSpec[], build: (values: Record<string, OptionValue>) => unknown, options: unknown, skip: readonly string[] = []): Record<string, OptionValue> | null {
  const searched = specs.filter((s) => !skip.includes(s.key) && s.choices.length > 0);
  const total = searched.reduce((n, s) => n * s.choices.length, 1);
  if (total > MAX_COMBINATIONS) return null;
  const want = canonical(options);
  const values: Record<string, OptionValue> = Object.fromEntries(specs.map((s) => [s.key, s.default]));
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (const s of searched) {
      values[s.key] = s.choices[rest % s.choices.length]!.value;
      rest = Math.floor(rest / s.choices.length);
    }
    if (canonical(build({ ...values })) === want) return { ...values };
  }
  return null;
}

/**
 * "Label: choice" (as `pair` writes them: French puts a space before the colon) for each option
 * the setup screen would show with these values (its `visible` rule), but those in `skip`; `tr`
 * translates a label.
 */
export function optionWords(
  specs: readonly OptionSpec[],
  values: Record<string, OptionValue>,
  tr: (key: OptionSpec['label']) => string,
  pair: (label: string, choice: string) => string,
  skip: readonly string[] = [],
): string[] {
  const out: string[] = [];
  for (const s of specs) {
    if (skip.includes(s.key) || (s.visible && !s.visible(values))) continue;
    const c = s.choices.find((x) => x.value === values[s.key]);
    if (!c) continue;
    out.push(pair(tr(s.label), c.label ? tr(c.label) : (c.text ?? String(c.value))));
  }
  return out;
}
