// The first frame drawn after the preloader (the menu's, as a rule; a room link's lobby or a
// shared link's table otherwise). What that frame does not need waits for it (issue 32): the
// service worker's registration and its precache, howler, the tables' code, the fonts of other
// screens. `afterFirstFrame(fn, delayMs)` runs fn once the frame is drawn (and delayMs more).
let drawn = false;
const waiting: (() => void)[] = [];

/** Called once the first frame after the preloader is on screen (main.ts). */
export function firstFrameDrawn(): void {
  if (drawn) return;
  drawn = true;
  performance.mark('fc:first-frame');
  for (const fn of waiting.splice(0)) fn();
}

export function isFirstFrameDrawn(): boolean {
  return drawn;
}

/** Run `fn` once the first frame is drawn, `delayMs` later (at once if it is drawn and delayMs is 0). */
export function afterFirstFrame(fn: () => void, delayMs = 0): void {
  const run = (): void => {
    if (delayMs > 0) setTimeout(fn, delayMs);
    else fn();
  };
  if (drawn) run();
  else waiting.push(run);
}
