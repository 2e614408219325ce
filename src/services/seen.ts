// What the player has already been shown once (an explain-once card, a finished tutorial), kept
// across visits in localStorage. Keys are free-form ('regality.explain.tower'); an unreadable
// entry counts as nothing seen. Settings can wipe it all (resetSeen) to see every card again.
export const SEEN_KEY = 'fourCrowns.seen.v1';

let seen: Set<string> | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function load(): Set<string> {
  if (seen) return seen;
  seen = new Set();
  try {
    const v: unknown = JSON.parse(storage()?.getItem(SEEN_KEY) ?? '[]');
    if (Array.isArray(v)) for (const k of v) if (typeof k === 'string') seen.add(k);
  } catch {
    // damaged: start from nothing seen
  }
  return seen;
}

function save(): void {
  try {
    storage()?.setItem(SEEN_KEY, JSON.stringify([...load()]));
  } catch {
    // storage full or blocked: remembered for this visit only
  }
}

export function hasSeen(key: string): boolean {
  return load().has(key);
}

/** Mark `key` seen; true if it was not seen before (the caller shows its card now). */
export function markSeen(key: string): boolean {
  const s = load();
  if (s.has(key)) return false;
  s.add(key);
  save();
  return true;
}

/** Read the store again at the next question (a test build's page reused with other storage). */
export function rereadSeen(): void {
  seen = null;
}

/** Forget everything seen: every card shows again. */
export function resetSeen(): void {
  seen = new Set();
  save();
}
