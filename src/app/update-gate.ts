// When a new version of the game has been downloaded (a service worker waiting), the player is
// offered a reload only where nothing is lost: on the menu, never in the middle of a game. Pure
// bookkeeping, so the rule is tested without a browser; src/app/pwa.ts wires it to the page.

export interface UpdateGateHooks {
  show(): void; // offer the reload
  hide(): void; // take the offer away
  reload(): void; // activate the new version and reload the page
}

export class UpdateGate {
  private waiting = false; // a new version is ready
  private onMenu = false; // the menu shows: nothing would be lost by a reload
  private later = false; // "later" was chosen on this visit to the menu
  private shown = false;

  constructor(private readonly hooks: UpdateGateHooks) {}

  /** A new version is ready and waits. */
  newVersionReady(): void {
    this.waiting = true;
    this.sync();
  }

  /** The menu is showing (true) or has given way to a game or another screen (false). */
  setOnMenu(onMenu: boolean): void {
    if (onMenu && !this.onMenu) this.later = false; // each visit to the menu offers again
    this.onMenu = onMenu;
    this.sync();
  }

  /** The player asked for the reload: done only on the menu, with a new version waiting. */
  accept(): boolean {
    if (!this.waiting || !this.onMenu) return false;
    this.hooks.reload();
    return true;
  }

  /** The player chose "later": the offer goes until the next visit to the menu. */
  dismiss(): void {
    this.later = true;
    this.sync();
  }

  private sync(): void {
    const want = this.waiting && this.onMenu && !this.later;
    if (want && !this.shown) this.hooks.show();
    if (!want && this.shown) this.hooks.hide();
    this.shown = want;
  }
}
