// The bridge from the catalog to saves and sessions: which rules (and version) a record names.
import { findPlayable } from '../services/catalog';
import type { RulesEntry } from '../services/session';

export function rulesLookup(game: string): RulesEntry | undefined {
  const p = findPlayable(game);
  return p ? { rules: p.rules, version: p.version, seats: (o: unknown) => p.seats(o) } : undefined;
}
