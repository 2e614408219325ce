// Player settings, kept across reloads in localStorage. Anything unreadable falls back to the
// defaults field by field, so a damaged entry never blocks the game.
import { LANGS, type Lang } from './i18n/define';

export const ANIM_SPEEDS = [0.5, 1, 1.5, 2] as const;
// Speeds only a test build accepts: 4x (the browser tests' pages start at it, see
// tests/e2e/fixtures.ts), and 0.25x for a test that samples frames in the middle of a flight on a
// loaded machine. The settings screen never offers them; a player's build reads them as 1x.
const TEST_ANIM_SPEEDS: readonly number[] = import.meta.env.MODE === 'test' ? [4, 0.25] : [];

/**
 * How long a bot's move stays on the table, captioned, before the next one (issue 30 item 2): the
 * hold after each bot move is shown, under the animation speed too (motionMs).
 */
export const BOT_PACES = ['slow', 'normal', 'fast'] as const;
export type BotPace = (typeof BOT_PACES)[number];
const PACE_HOLD_MS: Record<BotPace, number> = { slow: 3200, normal: 2000, fast: 300 };

export interface Settings {
  lang: Lang;
  sound: boolean;
  volume: number; // 0..1
  animSpeed: number; // one of ANIM_SPEEDS: 2 plays tweens twice as fast
  reducedMotion: boolean; // travel becomes fades
  fourColour: boolean; // four-colour deck for the card games
  botPace: BotPace; // how long each bot move is held on the table, captioned
}

export const SETTINGS_KEY = 'fourCrowns.settings.v1';

export const DEFAULT_SETTINGS: Settings = {
  lang: 'en',
  sound: true,
  volume: 0.7,
  animSpeed: 1,
  reducedMotion: false,
  fourColour: false,
  botPace: 'normal',
};

export function parseSettings(raw: string | null): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (!raw) return out;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return out;
  }
  if (typeof v !== 'object' || v === null) return out;
  const o = v as Record<string, unknown>;
  if (typeof o.lang === 'string' && (LANGS as readonly string[]).includes(o.lang)) out.lang = o.lang as Lang;
  if (typeof o.sound === 'boolean') out.sound = o.sound;
  if (typeof o.volume === 'number' && o.volume >= 0 && o.volume <= 1) out.volume = o.volume;
  if (typeof o.animSpeed === 'number' && ((ANIM_SPEEDS as readonly number[]).includes(o.animSpeed) || TEST_ANIM_SPEEDS.includes(o.animSpeed))) out.animSpeed = o.animSpeed;
  if (typeof o.reducedMotion === 'boolean') out.reducedMotion = o.reducedMotion;
  if (typeof o.fourColour === 'boolean') out.fourColour = o.fourColour;
  if (typeof o.botPace === 'string' && (BOT_PACES as readonly string[]).includes(o.botPace)) out.botPace = o.botPace as BotPace;
  return out;
}

let current: Settings = { ...DEFAULT_SETTINGS };
const listeners = new Set<(s: Settings) => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSettings(): Settings {
  current = parseSettings(storage()?.getItem(SETTINGS_KEY) ?? null);
  return current;
}

export function getSettings(): Readonly<Settings> {
  return current;
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = { ...current, ...patch };
  try {
    storage()?.setItem(SETTINGS_KEY, JSON.stringify(current));
  } catch {
    // storage full or blocked: the setting still applies for this visit
  }
  for (const fn of listeners) fn(current);
  return current;
}

export function onSettingsChange(fn: (s: Settings) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A tween duration under the current animation speed. */
export function motionMs(ms: number): number {
  return Math.round(ms / current.animSpeed);
}

/** How long a bot's move is held on the table once shown, captioned, before play goes on (ms, under the animation speed). */
export function botHoldMs(): number {
  return motionMs(PACE_HOLD_MS[current.botPace]);
}

export function reducedMotion(): boolean {
  return current.reducedMotion;
}
