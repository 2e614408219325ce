// The game being played now, for the in-game bar, the saves and the test hooks.
import type { GameSession } from './session';

let session: GameSession | null = null;
let gameId: string | null = null;

export function setCurrentSession(id: string | null, s: GameSession | null): void {
  gameId = id;
  session = s;
}

export function currentSession(): { id: string; session: GameSession } | null {
  return session && gameId ? { id: gameId, session } : null;
}

let busyProbe: () => boolean = () => false;

/** The host says here whether it is showing a change or waiting on a bot (for the test hooks). */
export function setBusyProbe(fn: () => boolean): void {
  busyProbe = fn;
}

export function hostBusy(): boolean {
  return busyProbe();
}
