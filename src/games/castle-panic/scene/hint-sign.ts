// The hint's sign while it is worked out (newcomer s37: "Hint shows nothing for a second"): the
// entry's hint (entry.ts) says when it starts and ends, and the table, where one is drawn, shows
// at once in the phase panel's line, where the hint's reason will stand, that it is looking.
// No Phaser here: the entry imports it.

let listener: ((working: boolean) => void) | null = null;

/** The table's listener (null when it goes). */
export function onHintWork(l: ((working: boolean) => void) | null): void {
  listener = l;
}

/** `answer`, the table told it is being worked out until it settles. */
export function hintWork<T>(answer: () => Promise<T>): Promise<T> {
  listener?.(true);
  let p: Promise<T>;
  try {
    p = answer();
  } catch (e) {
    listener?.(false);
    throw e;
  }
  return p.finally(() => listener?.(false));
}
