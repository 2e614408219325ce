// Development and test builds only: `window.__fc` exposes what browser tests need to check the
// screen against the rules: the active scenes, named objects' bounds in design coordinates,
// the current game's record and state, and timing marks. Production builds never call this.
import Phaser from 'phaser';
import { currentSession, hostBusy, setCurrentSession } from '../services/current';
import { audioStats } from '../services/audio';
import { loadSettings, SETTINGS_KEY, updateSettings } from '../services/settings';
import { rereadSeen, resetSeen } from '../services/seen';
import { getLang, loadLang, setLang, t } from '../services/i18n';
import { botWorkerStats, restartBotWorker } from '../services/bot-worker-client';
import type { RenderStats } from './render-on-demand';
import { loadShell } from './shell-loader';
import { viewport, type Viewport } from '../ui/viewport';
import { focusState, resetKeyboardMode } from '../ui/focus';
import { Piece } from '../ui/piece';
import { Button } from '../ui/button';

/** A named object's box in design coordinates: (x, y) is its top-left corner. */
export interface ObjectInfo {
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
  /** Its alpha as drawn: its own times its containers' (0: not seen though visible). */
  alpha: number;
  text?: string; // a Text's text, or the first Text inside a named container (a button's label)
  /** Where it takes input of its own (a button): whether that input is on (a dimmed button's is off). */
  enabled?: boolean;
  /** A piece (ui/piece.ts): whether it is selected (click-then-target), its outline shown. */
  selected?: boolean;
}

/** A visible text as the player sees it: its box in design coordinates and its font in CSS px. */
export interface TextInfo {
  scene: string;
  /** Its name, or the name of the nearest named container above it (or ''). */
  name: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The rendered font size in CSS px (font size x world scale x CSS px per design px). */
  cssPx: number;
}

/** A visible object that takes pointer input now: its hit area's box in design coordinates. */
export interface TargetInfo {
  scene: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FcHook {
  ready: boolean;
  scene: string;
  scenes: string[];
  objects(): Record<string, ObjectInfo>;
  state(): unknown;
  record(): unknown;
  audio(): ReturnType<typeof audioStats>;
  /** The one bot worker's counters: moves asked of it, answered by it, left to the page. */
  bots(): ReturnType<typeof botWorkerStats>;
  firstMenuFrameAt: number | null;
  fps: number;
  /** How many game steps ran and how many of them redrew the canvas (render on demand). */
  renders(): RenderStats;
  /** True while the in-game host shows a change or waits on a bot: input waits too. */
  busy(): boolean;
  /** False while a press could miss: an object made (or no longer) interactive waits for the game's next step, or one that takes input waits for its first frame. */
  inputReady(): boolean;
  /** The visible part of the design plane and the size of a design px in CSS px (src/ui/viewport.ts). */
  layout(): Viewport;
  /** Every visible, non-empty text of the active scenes. */
  texts(): TextInfo[];
  /** Every visible object that takes pointer input now, with its hit area. */
  targets(): TargetInfo[];
  /** The keyboard focus in each active scene that has one (src/ui/focus.ts). */
  focus(): Record<string, ReturnType<typeof focusState>>;
  /** Start a scene by key (e.g. the widget gallery), stopping the other shell scenes; a shell scene (app/shell.ts) once it is fetched. */
  start(key: string, data?: object): Promise<void>;
  /** Online: close the table's socket under the page, as a network drop would (false if no online table). */
  dropOnline(): boolean;
  /** Set the animation speed from now on (a test slows down only the moment it samples). */
  setAnimSpeed(speed: number): void;
  /**
   * A page kept for the next test (tests/e2e/fixtures.ts, `reuse`): with `settings` (the stored
   * settings' JSON), every scene stopped, no game open, the bots' worker started afresh, the storage holding only those settings (their
   * language fetched and set), nothing seen, the record of played games erased, no address after the
   * page's own, the game's loop running. Without `settings`: the
   * page parked between tests (scenes stopped, the loop asleep).
   */
  reuse(settings?: string): Promise<boolean>;
  /** The storage was written under the running page (a reused page's test setting its own): settings, language and seen cards read again. */
  storageChanged(): Promise<void>;
}

declare global {
  interface Window {
    __fc?: FcHook;
  }
}

let firstMenuFrameAt: number | null = null;

/** Called by the menu when it renders its first frame (a no-op outside test builds). */
export function markFirstMenuFrame(): void {
  if (!(import.meta.env.MODE === 'test' || import.meta.env.DEV)) return;
  firstMenuFrameAt ??= performance.now();
  if (window.__fc) {
    window.__fc.firstMenuFrameAt = firstMenuFrameAt;
    window.__fc.ready = true;
  }
}

type Walkable = Phaser.GameObjects.GameObject & {
  visible?: boolean;
  list?: Phaser.GameObjects.GameObject[];
  getBounds?: () => Phaser.Geom.Rectangle;
  x?: number;
  y?: number;
};

function textOf(obj: Phaser.GameObjects.GameObject): string | undefined {
  if (obj instanceof Phaser.GameObjects.Text) return obj.text;
  if (obj instanceof Phaser.GameObjects.Container) {
    for (const child of obj.list) {
      const t = textOf(child);
      if (t !== undefined) return t;
    }
  }
  return undefined;
}

/** A container with a size set (buttons, panels, pieces) is measured by that size, scaled by its world transform. */
function boxOf(obj: Walkable, visible: boolean, alpha: number): ObjectInfo {
  if (obj instanceof Phaser.GameObjects.Container && obj.width > 0 && obj.height > 0) {
    const m = obj.getWorldTransformMatrix();
    const w = obj.width * Math.abs(m.scaleX);
    const h = obj.height * Math.abs(m.scaleY);
    return { x: m.tx - w / 2, y: m.ty - h / 2, width: w, height: h, visible, alpha };
  }
  if (typeof obj.getBounds === 'function') {
    const b = obj.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height, visible, alpha };
  }
  return { x: obj.x ?? 0, y: obj.y ?? 0, width: 0, height: 0, visible, alpha };
}

function collect(obj: Walkable, parentVisible: boolean, out: Record<string, ObjectInfo>, parentAlpha = 1): void {
  const visible = parentVisible && obj.visible !== false && obj.active;
  const own = (obj as { alpha?: unknown }).alpha;
  const alpha = parentAlpha * (typeof own === 'number' ? own : 1);
  if (obj.name) {
    const info = boxOf(obj, visible, alpha);
    const text = textOf(obj);
    if (text !== undefined) info.text = text;
    const input = (obj as { input?: { enabled: boolean } | null }).input;
    // a greyed button that still says why when pressed (Button#setEnabled's refusal) counts as off
    if (input) info.enabled = input.enabled && !(obj instanceof Button && !obj.isEnabled());
    if (obj instanceof Piece) info.selected = obj.isSelected();
    out[obj.name] = info;
  }
  if (obj instanceof Phaser.GameObjects.Container) for (const child of obj.list) collect(child, visible, out, alpha);
}

type Matrix = Phaser.GameObjects.Components.TransformMatrix;

function worldMatrix(obj: Phaser.GameObjects.GameObject): Matrix | null {
  const o = obj as unknown as { getWorldTransformMatrix?: () => Matrix };
  return typeof o.getWorldTransformMatrix === 'function' ? o.getWorldTransformMatrix() : null;
}

/** The world box of a local rectangle (relative to the object's top-left corner). */
function worldBox(obj: Phaser.GameObjects.GameObject, m: Matrix, lx: number, ly: number, lw: number, lh: number): { x: number; y: number; width: number; height: number } {
  const o = obj as unknown as { displayOriginX?: number; displayOriginY?: number };
  const ox = o.displayOriginX ?? 0;
  const oy = o.displayOriginY ?? 0;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [cx, cy] of [[lx, ly], [lx + lw, ly], [lx, ly + lh], [lx + lw, ly + lh]] as const) {
    const p = m.transformPoint(cx - ox, cy - oy);
    xs.push(p.x);
    ys.push(p.y);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

function hitBox(obj: Phaser.GameObjects.GameObject): { x: number; y: number; width: number; height: number } | null {
  const input = (obj as { input?: Phaser.Types.Input.InteractiveObject | null }).input;
  if (!input?.enabled) return null;
  const m = worldMatrix(obj);
  if (!m) return null;
  const area = input.hitArea as unknown;
  if (area instanceof Phaser.Geom.Rectangle) return worldBox(obj, m, area.x, area.y, area.width, area.height);
  if (area instanceof Phaser.Geom.Circle) return worldBox(obj, m, area.x - area.radius, area.y - area.radius, area.radius * 2, area.radius * 2);
  if (area instanceof Phaser.Geom.Ellipse) return worldBox(obj, m, area.x - area.width / 2, area.y - area.height / 2, area.width, area.height);
  if (area instanceof Phaser.Geom.Polygon) {
    const r = Phaser.Geom.Polygon.GetAABB(area);
    return worldBox(obj, m, r.x, r.y, r.width, r.height);
  }
  return null;
}

function walkVisible(scene: Phaser.Scene, visit: (obj: Phaser.GameObjects.GameObject, owner: string) => void): void {
  if (!scene.sys.isVisible()) return;
  const walk = (list: readonly Phaser.GameObjects.GameObject[], owner: string): void => {
    for (const obj of list) {
      const o = obj as Walkable & { alpha?: number };
      if (o.visible === false || !obj.active || o.alpha === 0) continue;
      const name = obj.name || owner;
      visit(obj, name);
      if (obj instanceof Phaser.GameObjects.Container) walk(obj.list, name);
    }
  };
  walk(scene.children.list, '');
}

/** Settings, language and seen cards read again from the storage (the language's words fetched, as the settings screen does). */
async function storageChanged(): Promise<void> {
  rereadSeen();
  const { lang } = loadSettings();
  if (lang === getLang()) return;
  await loadLang(lang);
  setLang(lang);
  const turn = document.getElementById('turn-text');
  if (turn) turn.textContent = t('shell.turnPhone');
  document.documentElement.lang = lang;
}

export function installTestHooks(game: Phaser.Game, renderStats: () => RenderStats): void {
  const activeScenes = () => game.scene.getScenes(true);
  (window as unknown as { __fcGame: Phaser.Game }).__fcGame = game;
  window.__fc = {
    ready: false,
    get scene() {
      const keys = activeScenes().map((s) => s.scene.key);
      // The host counts once its table is there (a game's scene is fetched the first time it opens).
      if (keys.includes('GameHost')) return (game.scene.getScene('GameHost') as { tableReady?: boolean } | null)?.tableReady === false ? 'GameHost:loading' : 'GameHost';
      return keys[keys.length - 1] ?? '';
    },
    get scenes() {
      return activeScenes().map((s) => s.scene.key);
    },
    objects() {
      const out: Record<string, ObjectInfo> = {};
      for (const scene of activeScenes()) {
        const sceneVisible = scene.sys.isVisible();
        for (const obj of scene.children.list) collect(obj, sceneVisible, out);
      }
      return out;
    },
    state() {
      return currentSession()?.session.state ?? null;
    },
    record() {
      return currentSession()?.session.record ?? null;
    },
    audio() {
      return audioStats();
    },
    bots() {
      return botWorkerStats();
    },
    dropOnline() {
      const host = game.scene.getScene('GameHost') as unknown as { online?: { connection: { dropForTest(): void } } | null } | null;
      if (!host?.online) return false;
      host.online.connection.dropForTest();
      return true;
    },
    renders() {
      return renderStats();
    },
    setAnimSpeed(speed: number) {
      updateSettings({ animSpeed: speed });
    },
    async reuse(settings?: string) {
      // as a link opened in the tab does (main.ts): the manager's own stop, at once
      for (const scene of game.scene.getScenes(true)) game.scene.stop(scene.scene.key);
      setCurrentSession(null, null);
      restartBotWorker();
      if (settings === undefined) {
        game.loop.sleep();
        return true;
      }
      (document.activeElement as HTMLElement | null)?.blur(); // the keys go where a fresh page's would
      resetKeyboardMode();
      localStorage.clear();
      localStorage.setItem(SETTINGS_KEY, settings);
      await (await import('./history-store')).eraseHistory(); // the record of played games
      resetSeen();
      await storageChanged();
      history.replaceState(null, '', '/');
      game.loop.wake();
      return true;
    },
    storageChanged,
    inputReady() {
      // Phaser adds an object made interactive to its input list at the game's next step (and takes
      // one away likewise): until then a press on it falls through to whatever is below. And of the
      // objects under the pointer it gives the press to the one drawn last in the camera's last
      // frame: one not drawn yet counts as the lowest, so a button on a panel just opened lost its
      // press to the panel's backdrop until the next frame (100 ms apart in a test build).
      const manager = game.input as unknown as { inputCandidate(o: Phaser.GameObjects.GameObject, cam: Phaser.Cameras.Scene2D.Camera): boolean };
      return activeScenes().every((scene) => {
        const input = scene.input as unknown as { _pendingInsertion?: unknown[]; _pendingRemoval?: unknown[]; _list?: Phaser.GameObjects.GameObject[] } | undefined;
        if (!input) return true;
        if ((input._pendingInsertion?.length ?? 0) > 0 || (input._pendingRemoval?.length ?? 0) > 0) return false;
        if (!scene.sys.isVisible()) return true;
        const cam = scene.cameras.main;
        const drawnObjects = new Set(cam.renderList);
        // (one that is never drawn, an empty text, does not count once no frame is due)
        return (input._list ?? []).every((o) => drawnObjects.has(o) || !manager.inputCandidate(o, cam)) || !renderStats().waiting;
      });
    },
    busy() {
      return hostBusy();
    },
    firstMenuFrameAt,
    layout() {
      return viewport();
    },
    texts() {
      const css = viewport().css;
      const out: TextInfo[] = [];
      for (const scene of activeScenes()) {
        walkVisible(scene, (obj, name) => {
          if (!(obj instanceof Phaser.GameObjects.Text) || obj.text.trim() === '') return;
          const m = obj.getWorldTransformMatrix();
          const size = parseFloat(String(obj.style.fontSize)) || 0;
          const b = worldBox(obj, m, 0, 0, obj.width, obj.height);
          out.push({ scene: scene.scene.key, name, text: obj.text, ...b, cssPx: size * Math.abs(m.scaleY) * css });
        });
      }
      return out;
    },
    targets() {
      const out: TargetInfo[] = [];
      for (const scene of activeScenes()) {
        walkVisible(scene, (obj, name) => {
          const b = hitBox(obj);
          if (b) out.push({ scene: scene.scene.key, name, ...b });
        });
      }
      return out;
    },
    focus() {
      const out: Record<string, ReturnType<typeof focusState>> = {};
      for (const scene of activeScenes()) {
        const f = focusState(scene);
        if (f) out[scene.scene.key] = f;
      }
      return out;
    },
    async start(key: string, data?: object) {
      // A scene of the shell (app/shell.ts) waits for it to be fetched and installed, with every game's part.
      if (key !== 'Menu') await loadShell(game, 'all');
      // The manager's own stop runs at once (a scene's `scene.stop()` waits for the next step: on
      // a loaded machine the menu went on taking keys beneath the scene started here for a while).
      for (const scene of activeScenes()) if (scene.scene.key !== key) game.scene.stop(scene.scene.key);
      game.scene.start(key, data);
    },
    get fps() {
      return game.loop.actualFps;
    },
  };
}
