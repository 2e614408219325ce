// `stack` support: explicit contents for shuffled piles and hands (CONTRACT.md). A stack must
// draw from the real components: every stacked item must exist, no more often than it exists.
// What a stack leaves out goes, in a fixed order, to the bottom of the draw pile.

export class StackError extends Error {
  readonly code = 'ERR_BAD_STACK';
}

/** Count of each component, for checking stacks against the real set. */
export function countOf(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of items) m.set(it, (m.get(it) ?? 0) + 1);
  return m;
}

/**
 * Take every stacked group out of `components` (a multiset). Throws StackError naming the
 * first item that is unknown or used more often than the set holds. Returns what remains,
 * in the order of `components`.
 */
export function takeStacked(components: readonly string[], groups: readonly (readonly string[])[], what: string): string[] {
  const left = countOf(components);
  for (const group of groups) {
    if (!Array.isArray(group)) throw new StackError(`stack.${what}: expected a list of ids`);
    for (const it of group) {
      if (typeof it !== 'string') throw new StackError(`stack.${what}: ${JSON.stringify(it)} is not an id`);
      const n = left.get(it) ?? 0;
      if (n === 0) {
        const known = components.includes(it);
        throw new StackError(
          known
            ? `stack.${what}: "${it}" is used more times than the game has it`
            : `stack.${what}: "${it}" is not a component of this game`,
        );
      }
      left.set(it, n - 1);
    }
  }
  const rest: string[] = [];
  for (const it of components) {
    const n = left.get(it) ?? 0;
    if (n > 0) {
      rest.push(it);
      left.set(it, n - 1);
    }
  }
  return rest;
}

/** Check a scripted list of die rolls. */
export function checkDice(dice: unknown, sides: number): number[] {
  if (dice === undefined) return [];
  if (!Array.isArray(dice)) throw new StackError('stack.dice: expected a list of rolls');
  for (const d of dice) {
    if (!Number.isInteger(d) || (d as number) < 1 || (d as number) > sides) {
      throw new StackError(`stack.dice: ${JSON.stringify(d)} is not a roll of a d${sides}`);
    }
  }
  return dice as number[];
}
