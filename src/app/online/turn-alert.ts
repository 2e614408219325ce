// "Your turn", for a player who is in another tab or app while an online game goes on: when the
// room's message makes it this seat's turn and the page is hidden, the tab's title flashes, a
// bell rings (through the audio service, so the sound settings and mute hold), a system
// notification says so where the player allowed them, and an installed app's icon gets a badge
// where the platform has badges. All of it stops when the page is seen again, or when the turn
// passes. Nothing happens while the page is in sight: the table itself says whose turn it is.
// The browser's parts come in through `TurnAlertEnv`, so the logic is tested without a page
// (tests/unit/app/turn-alert.test.ts) and in a real one (tests/e2e/online.spec.ts).

export interface TurnAlertEnv {
  /** The page: its title and whether it is hidden, told when that changes. */
  doc: {
    title: string;
    readonly hidden: boolean;
    addEventListener(type: 'visibilitychange', f: () => void): void;
    removeEventListener(type: 'visibilitychange', f: () => void): void;
  };
  /** The window's focus, and the flash's clock. */
  win: {
    addEventListener(type: 'focus', f: () => void): void;
    removeEventListener(type: 'focus', f: () => void): void;
    setInterval(f: () => void, ms: number): number;
    clearInterval(id: number): void;
  };
  /** The words, in the player's language, read when the turn comes. */
  words: () => { flash: string; body: string };
  /** Rings the turn's bell (the audio service: nothing when sound is off). */
  ring: () => void;
  /** Shows a system notification, where the player allowed them (else nothing). */
  notify?: (title: string, body: string) => void;
  /** An installed app's badge (navigator.setAppBadge), where there is one. */
  badge?: { set(): void; clear(): void };
}

/** How often the title changes while it flashes. */
export const FLASH_MS = 1000;

export class TurnAlert {
  private mine = false;
  private timer: number | null = null;
  private title: string | null = null;
  private readonly seen = (): void => {
    if (!this.env.doc.hidden) this.calm();
  };

  constructor(private readonly env: TurnAlertEnv) {
    env.doc.addEventListener('visibilitychange', this.seen);
    env.win.addEventListener('focus', this.seen);
  }

  /** Whether the title is flashing now (tests). */
  get flashing(): boolean {
    return this.timer !== null;
  }

  /** A room's message arrived: `mine` says whether this seat must act now. */
  update(mine: boolean): void {
    const came = mine && !this.mine;
    this.mine = mine;
    if (!mine) {
      this.calm();
      return;
    }
    if (!came || !this.env.doc.hidden) return;
    const { flash, body } = this.env.words();
    this.env.ring();
    this.env.notify?.(flash, body);
    this.env.badge?.set();
    this.title = this.env.doc.title;
    const original = this.title;
    let on = false;
    const tick = (): void => {
      on = !on;
      this.env.doc.title = on ? `● ${flash} · ${original}` : original;
    };
    tick();
    this.timer = this.env.win.setInterval(tick, FLASH_MS);
  }

  /** The page is seen, or the turn passed: the title comes back, the badge goes. */
  private calm(): void {
    if (this.timer === null) return;
    this.env.win.clearInterval(this.timer);
    this.timer = null;
    if (this.title !== null) this.env.doc.title = this.title;
    this.title = null;
    this.env.badge?.clear();
  }

  dispose(): void {
    this.calm();
    this.env.doc.removeEventListener('visibilitychange', this.seen);
    this.env.win.removeEventListener('focus', this.seen);
  }
}

/** Ask, once, to show system notifications (on a player's press: joining or starting a room). */
export function askForTurnNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** The page's own parts for a TurnAlert. */
export function browserTurnAlert(words: TurnAlertEnv['words'], ring: () => void): TurnAlert {
  const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  return new TurnAlert({
    doc: document,
    win: { addEventListener: (t, f) => window.addEventListener(t, f), removeEventListener: (t, f) => window.removeEventListener(t, f), setInterval: (f, ms) => window.setInterval(f, ms), clearInterval: (id) => window.clearInterval(id) },
    words,
    ring,
    notify: (title, body) => {
      if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
      try {
        new Notification(title, { body, tag: 'four-crowns-turn' });
      } catch {
        // Some platforms (Android Chrome) allow notifications only through a service worker.
      }
    },
    ...(nav.setAppBadge ? { badge: { set: () => void nav.setAppBadge?.(1).catch(() => undefined), clear: () => void nav.clearAppBadge?.().catch(() => undefined) } } : {}),
  });
}
