const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stable key for a move: its JSON with the keys sorted, so field order does not matter. */
export function moveKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}
