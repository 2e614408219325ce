// Development and test builds only: `window.__fc` exposes what browser tests need to check the
// screen against the rules: the active scenes, named objects' bounds in design coordinates,
// the current game's record and state, and timing marks. Production builds never call this.
import Phaser from 'phaser';
import { currentSession } from './current';
import { audioStats } from './audio';

export interface ObjectInfo {
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
}

export interface FcHook {
  ready: boolean;
  scene: string;
  scenes: string[];
  objects(): Record<string, ObjectInfo>;
  state(): unknown;
  record(): unknown;
  audio(): ReturnType<typeof audioStats>;
  firstMenuFrameAt: number | null;
  fps: number;
}

declare global {
  interface Window {
    __fc?: FcHook;
  }
}

let firstMenuFrameAt: number | null = null;

/** Called by the menu when it renders its first frame (a no-op outside test builds). */
export function markFirstMenuFrame(): void {
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

function collect(obj: Walkable, parentVisible: boolean, out: Record<string, ObjectInfo>): void {
  const visible = parentVisible && obj.visible !== false && obj.active;
  if (obj.name) {
    if (typeof obj.getBounds === 'function') {
      const b = obj.getBounds();
      out[obj.name] = { x: b.centerX, y: b.centerY, width: b.width, height: b.height, visible };
    } else {
      out[obj.name] = { x: obj.x ?? 0, y: obj.y ?? 0, width: 0, height: 0, visible };
    }
  }
  if (obj instanceof Phaser.GameObjects.Container) for (const child of obj.list) collect(child as Walkable, visible, out);
}

export function installTestHooks(game: Phaser.Game): void {
  const activeScenes = () => game.scene.getScenes(true);
  window.__fc = {
    ready: false,
    get scene() {
      const keys = activeScenes().map((s) => s.scene.key);
      return keys.includes('GameHost') ? 'GameHost' : (keys[keys.length - 1] ?? '');
    },
    get scenes() {
      return activeScenes().map((s) => s.scene.key);
    },
    objects() {
      const out: Record<string, ObjectInfo> = {};
      for (const scene of activeScenes()) {
        const sceneVisible = scene.sys.isVisible();
        for (const obj of scene.children.list) collect(obj as Walkable, sceneVisible, out);
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
    firstMenuFrameAt,
    get fps() {
      return game.loop.actualFps;
    },
  } as FcHook;
}
