// The names of the people at an online table (issue 28 item 1), for the words that name a seat:
// the turn line, the log, toasts, the end screen, the seats beside the board. The game host sets
// them from the room's lobby while an online game is shown and clears them when it leaves; a seat
// with no name (a bot, a local game) keeps its game's own words ("Player 2", "Red"). Plain text:
// names were checked by the server (cleanName) and are drawn as text, never as HTML.

let names: readonly (string | null)[] = [];

/** The names by seat (null where a seat has none); [] for none at all. */
export function setPlayerNames(next: readonly (string | null)[]): void {
  names = next.slice();
}

/** The person's name at `seat`, if the table has one. */
export function playerName(seat: number): string | null {
  return names[seat] ?? null;
}

/** `fallback` (the game's own name for the seat) unless a person's name is known for it. */
export function named(seat: number, fallback: string): string {
  return names[seat] ?? fallback;
}
