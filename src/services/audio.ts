// The one audio service: short, soft sound effects played through howler.
//
// - Nothing sounds before the first user gesture (pointerdown or keydown anywhere). Calls made
//   before then are dropped, not queued, and no AudioContext is created until then either (so the
//   browser never complains about an audio context started without a gesture).
// - Volume and on/off follow the player's settings, live.
// - The same effect is not restarted more than once per MIN_GAP_MS: a burst of identical events
//   (ten cards dealt in one frame) gives one sound, not noise.
// - A victory or defeat jingle silences whatever else is still ringing.
// - The files (350 KB) are not all fetched at the first gesture, which is often the press that
//   opens a game, whose code then shared a phone's link with them (issue 32): each effect is
//   fetched the first time it plays, and the rest one at a time a few seconds later.
//
// Presentation code only: nothing under src/core or src/games/*/rules|ai may import this file or
// howler (the lint config enforces it).
import type * as HowlerNs from 'howler';
import type { Howl } from 'howler';
import { getSettings, onSettingsChange, type Settings } from './settings';
import cardUrl from '../../assets/sfx/card.wav?url';
import tileUrl from '../../assets/sfx/tile.wav?url';
import marchUrl from '../../assets/sfx/march.wav?url';
import rumbleUrl from '../../assets/sfx/rumble.wav?url';
import toppleUrl from '../../assets/sfx/topple.wav?url';
import flipUrl from '../../assets/sfx/flip.wav?url';
import hitUrl from '../../assets/sfx/hit.wav?url';
import crumbleUrl from '../../assets/sfx/crumble.wav?url';
import diceUrl from '../../assets/sfx/dice.wav?url';
import victoryUrl from '../../assets/sfx/victory.wav?url';
import defeatUrl from '../../assets/sfx/defeat.wav?url';
import buttonUrl from '../../assets/sfx/button.wav?url';
import bellUrl from '../../assets/sfx/bell.wav?url';
import swishUrl from '../../assets/sfx/swish.wav?url';
import splatUrl from '../../assets/sfx/splat.wav?url';
import healUrl from '../../assets/sfx/heal.wav?url';
import crackUrl from '../../assets/sfx/crack.wav?url';
import exactUrl from '../../assets/sfx/exact.wav?url';

export const SFX_NAMES = ['card', 'tile', 'flip', 'hit', 'crumble', 'dice', 'victory', 'defeat', 'button', 'heal', 'crack', 'exact', 'bell', 'swish', 'splat', 'march', 'rumble', 'topple'] as const;
export type SfxName = (typeof SFX_NAMES)[number];

const URLS: Record<SfxName, string> = {
  card: cardUrl,
  tile: tileUrl,
  flip: flipUrl,
  hit: hitUrl,
  crumble: crumbleUrl,
  dice: diceUrl,
  victory: victoryUrl,
  defeat: defeatUrl,
  button: buttonUrl,
  bell: bellUrl,
  swish: swishUrl,
  splat: splatUrl,
  heal: healUrl,
  crack: crackUrl,
  exact: exactUrl,
  march: marchUrl,
  rumble: rumbleUrl,
  topple: toppleUrl,
};

/** Per-effect level on top of the master volume (the files are already soft). */
const GAIN: Record<SfxName, number> = {
  card: 0.9,
  tile: 0.9,
  flip: 0.85,
  hit: 0.9,
  crumble: 0.9,
  dice: 0.9,
  victory: 1,
  defeat: 1,
  button: 0.8,
  bell: 0.8,
  swish: 0.8,
  splat: 0.85,
  heal: 0.85,
  crack: 0.9,
  exact: 0.85,
  march: 0.85,
  rumble: 0.8,
  topple: 0.9,
};

const JINGLES: readonly SfxName[] = ['victory', 'defeat'];

/** The shortest time between two starts of the same effect. */
export const MIN_GAP_MS = 60;

let initialised = false;
let stopWatchingSettings: (() => void) | null = null;
let unlocked = false;
let howls: Partial<Record<SfxName, Howl>> = {};
const lastStart = new Map<SfxName, number>();
let played = 0;
/** How many times each effect has played since the page loaded (for tests). */
let byName: Partial<Record<SfxName, number>> = {};
let lastName: SfxName | null = null;

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

// howler is fetched just after start-up, not before the menu's first frame (it is needed only
// after the first gesture): the page's first load is that much smaller.
type HowlerModule = typeof HowlerNs;
let howler: HowlerModule | null = null;
let howlerLoading: Promise<HowlerModule> | null = null;
function loadHowler(): Promise<HowlerModule> {
  howlerLoading ??= import('howler').then((m) => (howler = m));
  return howlerLoading;
}

function applySettings(s: Readonly<Settings>): void {
  if (!unlocked || !howler) return; // Howler is not touched before the first gesture
  howler.Howler.volume(Math.min(1, Math.max(0, s.volume)));
  howler.Howler.mute(!s.sound);
}

/** Resolves once the effects are made (after the first gesture). */
let made: Promise<void> | null = null;

/**
 * Run `fn` when the page is next idle (soon at the latest): after the work a press starts (issue
 * 32: making the effects starts the AudioContext, 30 ms on a desktop and 130 ms on a phone-class
 * processor, and the first gesture is most often the press that opens a game).
 */
function whenIdle(fn: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 200);
}

function unlock(): void {
  if (unlocked) return;
  unlocked = true;
  window.removeEventListener('pointerdown', unlock, true);
  window.removeEventListener('keydown', unlock, true);
  // The effects are made when the page is idle after this gesture, not inside it: by then the page
  // has had its gesture, which is what browsers ask before an AudioContext may sound (Chromium and
  // Firefox: the page's activation; where the moment itself counts, howler resumes the context at
  // the next press). Howler is loaded by now as a rule (initAudio starts it), else it comes first.
  made = new Promise<void>((done) => {
    whenIdle(() => {
      const make = (m: HowlerModule): void => {
        makeHowls(m);
        done();
      };
      if (howler) make(howler);
      else void loadHowler().then(make, (err: unknown) => console.error('[audio] could not load howler:', err));
    });
  });
}

/** How long after the first gesture the effects not played yet start to be fetched, one at a time. */
export const LOAD_REST_AFTER_MS = 3000;
/** The order they are fetched in: the short, common ones first, the long jingles last. */
const LOAD_ORDER: readonly SfxName[] = ['button', 'card', 'tile', 'flip', 'hit', 'swish', 'crack', 'splat', 'dice', 'heal', 'crumble', 'exact', 'march', 'bell', 'topple', 'rumble', 'victory', 'defeat'];

/** Fetch the effects still unloaded, one after another (a failed one is skipped). */
function loadRest(): void {
  const next = LOAD_ORDER.find((name) => howls[name]?.state() === 'unloaded');
  const howl = next ? howls[next] : undefined;
  if (!howl) return;
  const go = (): void => {
    howl.off('load', go);
    howl.off('loaderror', go);
    loadRest();
  };
  howl.once('load', go);
  howl.once('loaderror', go);
  howl.load();
}

function makeHowls({ Howl }: HowlerModule): void {
  for (const name of SFX_NAMES) {
    howls[name] = new Howl({
      src: [URLS[name]],
      format: ['wav'],
      preload: false, // on first play (howler fetches it then, and plays it once loaded), or loadRest
      volume: GAIN[name],
      onloaderror: (_id, err) => {
        // The game goes on without it; the error shows up in the browser tests' console check.
        console.error(`[audio] could not load ${name}:`, err);
      },
    });
  }
  applySettings(getSettings());
  setTimeout(loadRest, LOAD_REST_AFTER_MS);
}

/** Called once by the boot code, after the first frame. Waits for the first gesture, then loads the effects. */
export function initAudio(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  // main.ts calls this once the first frame is drawn; howler (8 KB) comes a moment later still.
  setTimeout(() => void loadHowler().catch(() => undefined), 500);
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  stopWatchingSettings = onSettingsChange(applySettings);
}

/** Plays one effect, unless sound is off, no gesture has happened yet, or it just played. */
export function playSfx(name: SfxName, retried = false): void {
  if (!unlocked) return;
  const settings = getSettings();
  if (!settings.sound || settings.volume <= 0) return;
  const howl = howls[name];
  if (!howl) {
    // The effects are not made yet (they are, when the page is idle after the first gesture, and
    // howler has come): this one plays then, once.
    if (!retried && made) void made.then(() => playSfx(name, true));
    return;
  }
  const t = now();
  const last = lastStart.get(name);
  if (last !== undefined && t - last < MIN_GAP_MS) return;
  lastStart.set(name, t);
  if (JINGLES.includes(name)) {
    for (const other of SFX_NAMES) if (other !== name) howls[other]?.stop();
  }
  howl.play();
  played++;
  lastName = name;
  byName[name] = (byName[name] ?? 0) + 1;
}

/** Test hook: how many effects started, the last one, and whether audio is unlocked. */
export function audioStats(): { played: number; lastName: string | null; unlocked: boolean; loaded: number; total: number; byName: Partial<Record<SfxName, number>> } {
  const loaded = Object.values(howls).filter((h) => h.state() === 'loaded').length;
  return { played, lastName, unlocked, loaded, total: SFX_NAMES.length, byName: { ...byName } };
}

/** For unit tests: back to the state before initAudio(). */
export function resetAudioForTests(): void {
  if (typeof window !== 'undefined') {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  }
  stopWatchingSettings?.();
  stopWatchingSettings = null;
  for (const h of Object.values(howls)) h.unload();
  howls = {};
  initialised = false;
  unlocked = false;
  made = null;
  lastStart.clear();
  played = 0;
  lastName = null;
  byName = {};
}
