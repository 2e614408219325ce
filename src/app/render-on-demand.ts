// Render on demand: the game logic steps every frame, but the canvas is redrawn only when
// something on it may have changed. A board that sits still costs nothing to show, which
// saves batteries and keeps software WebGL (no GPU) smooth; the menu's drifting motes are CSS
// animations over the canvas for the same reason (app/menu-ambience.ts).
//
// A frame is drawn when any of these holds: a tween that ends is setting values (not waiting out
// a delay: a toast's stay is still) or a camera effect is running in an active scene; it is one of
// the first INPUT_FRAMES steps after a press, a pointer's move or a key (what that changed is drawn
// whether the signature sees it or not; before, every step for 400 ms after each, which in
// software WebGL cost some 0.8 s of a core a click); the window was resized or refocused in the
// last moments; the set of active scenes changed; the display lists' signature (positions, scales,
// angles, alpha, visibility, texts, frames, tints, graphics commands) changed; or three seconds
// have passed since the last frame (a safety net). While the only motion is an endless one (a lit target's pulse, the coach's ring),
// the frames come AMBIENT_GAP_MS apart from the end of the last one: such a slow pulse looks the
// same at 20 frames a second, and where WebGL runs in software a frame of the table takes some
// 50 ms of a core, which at full rate kept a core busy for as long as a target stayed lit.
import Phaser from 'phaser';

/** Steps drawn after each press, pointer move, wheel or key. */
const INPUT_FRAMES = 2;
/** How long after the window is resized or refocused every step is drawn (the canvas is resized, and cleared, on a later step). */
const RESIZE_GRACE_MS = 400;
const MAX_IDLE_MS = 3000;
/** The least time from the end of a frame to the next one while only endless tweens run. */
const AMBIENT_GAP_MS = 50;

export interface RenderStats {
  steps: number;
  renders: number;
  /** A frame is due but waits out the least gap between frames (test builds): the canvas is a step behind. */
  waiting: boolean;
  /**
   * A running scene has a tween that ends and sets a value now, or a camera effect: what it moves
   * is not where it comes to rest. A tween waiting (its delay, its hold, a toast's stay) and an
   * endless pulse do not count. Worked out when asked.
   */
  moving: boolean;
}

type Hashable = Phaser.GameObjects.GameObject & {
  x?: number;
  y?: number;
  scaleX?: number;
  scaleY?: number;
  rotation?: number;
  alpha?: number;
  visible?: boolean;
  depth?: number;
  width?: number;
  height?: number;
  tint?: number;
  fillColor?: number;
  fillAlpha?: number;
  frame?: Phaser.Textures.Frame;
  commandBuffer?: unknown[];
};

function mix(h: number, v: number): number {
  return (Math.imul(h, 31) + (v | 0)) | 0;
}

function num(v: number | undefined): number {
  return v === undefined || Number.isNaN(v) ? 7 : Math.round(v * 64);
}

function mixString(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return mix(h, s.length);
}

function hashObject(o: Hashable, h: number): number {
  h = mix(h, num(o.x));
  h = mix(h, num(o.y));
  h = mix(h, num(o.scaleX));
  h = mix(h, num(o.scaleY));
  h = mix(h, num(o.rotation));
  h = mix(h, num(o.alpha));
  h = mix(h, o.visible === false ? 1 : 2);
  h = mix(h, num(o.depth));
  h = mix(h, num(o.width));
  h = mix(h, num(o.height));
  if (o.tint !== undefined) h = mix(h, o.tint);
  if (o.fillColor !== undefined) h = mix(h, mix(o.fillColor, num(o.fillAlpha)));
  if (o.frame) h = mixString(mix(h, num(o.frame.cutWidth)), o.frame.name);
  if (o instanceof Phaser.GameObjects.Text) h = mixString(mixString(h, o.text), typeof o.style.color === 'string' ? o.style.color : '');
  if (o.commandBuffer) {
    const buf = o.commandBuffer;
    h = mix(h, buf.length);
    for (let i = 0; i < buf.length; i++) {
      const c = buf[i];
      if (typeof c === 'number') h = mix(h, num(c));
    }
  }
  if (o instanceof Phaser.GameObjects.Container) {
    h = mix(h, o.list.length);
    for (const child of o.list) h = hashObject(child, h);
  }
  return h;
}

/** What of a Phaser tween (or tween chain) says whether it changes anything at this step. */
interface TweenState {
  isPaused(): boolean;
  isStartDelayed(): boolean;
  isLoopDelayed(): boolean;
  isCompleteDelayed(): boolean;
  data?: readonly unknown[] | null;
  /** A chain's tween playing now. */
  currentTween?: TweenState | null;
}

interface TweenDataState {
  isDelayed?(): boolean;
  isHolding?(): boolean;
  isRepeating?(): boolean;
  isComplete?(): boolean;
}

/**
 * Whether a tween sets a value at this step: not while it waits (its delay before it starts or
 * repeats, its hold, a toast's stay on screen) or is paused. The step a tween ends in sets its last
 * value, which the display lists' signature then shows; what a tween drives that the signature
 * does not see (a counter's callback) it draws through objects the signature does.
 */
function changing(tw: TweenState): boolean {
  if (tw.isPaused() || tw.isStartDelayed() || tw.isLoopDelayed() || tw.isCompleteDelayed()) return false;
  if (tw.currentTween !== undefined) return tw.currentTween === null || changing(tw.currentTween);
  const data = (tw.data ?? []) as readonly TweenDataState[];
  if (data.length === 0) return true;
  return data.some((d) => !(d.isDelayed?.() === true || d.isHolding?.() === true || d.isRepeating?.() === true || d.isComplete?.() === true));
}

/**
 * What moves in a scene: a tween that ends and sets a value now, or a camera effect ('moving');
 * only endless tweens ('ambient'); or nothing ('none': the signature says whether to draw).
 */
function sceneMotion(scene: Phaser.Scene): 'moving' | 'ambient' | 'none' {
  for (const cam of scene.cameras.cameras) {
    if (cam.shakeEffect.isRunning || cam.fadeEffect.isRunning || cam.flashEffect.isRunning || cam.panEffect.isRunning || cam.zoomEffect.isRunning) return 'moving';
  }
  let ambient = false;
  for (const tw of scene.tweens.getTweens()) {
    if (!changing(tw)) continue;
    if (!tw.isInfinite) return 'moving';
    ambient = true;
  }
  return ambient ? 'ambient' : 'none';
}

/**
 * `minGapMs`: the least time from the end of a frame to the start of the next, whatever moves
 * (the test build's 100 ms: see main.ts). What was due in the gap is drawn at its end.
 */
export function installRenderOnDemand(game: Phaser.Game, minGapMs = 0): () => RenderStats {
  const stats: Omit<RenderStats, 'moving'> = { steps: 0, renders: 0, waiting: false };
  let inputFrames = 0;
  let lastResize = -Infinity;
  let lastRender = -Infinity;
  /** When the last frame's drawing ended (it can take tens of ms in software WebGL). */
  let lastRenderEnd = -Infinity;
  let lastSignature = 0;
  const touched = (): void => {
    inputFrames = INPUT_FRAMES;
  };
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'keyup']) {
    window.addEventListener(type, touched, { passive: true, capture: true });
  }
  const resized = (): void => {
    lastResize = performance.now();
  };
  for (const type of ['resize', 'focus']) window.addEventListener(type, resized, { passive: true, capture: true });

  const signature = (): number => {
    let h = 17;
    for (const scene of game.scene.getScenes(true)) {
      h = mixString(h, scene.scene.key);
      const cam = scene.cameras.main;
      h = mix(mix(mix(h, num(cam.scrollX)), num(cam.scrollY)), num(cam.zoom));
      for (const obj of scene.children.list) h = hashObject(obj, h);
    }
    return h;
  };

  /**
   * Each camera's place as it was last drawn. Phaser works out a camera's matrix only when it draws
   * (Camera#preRender), and a pointer is mapped onto the scene through that matrix: a scene just
   * (re)started, or a camera moved or zoomed, takes presses at the wrong place until its next frame
   * (a tab of the record screen, pressed right after another tab was drawn again, missed its button
   * in the browser tests, whose frames are 100 ms apart). Such a frame is drawn at once, gap or not.
   */
  const drawnCameras = new WeakMap<Phaser.Cameras.Scene2D.Camera, string>();
  const cameraPlace = (cam: Phaser.Cameras.Scene2D.Camera): string => `${cam.x},${cam.y},${cam.width},${cam.height},${cam.zoomX},${cam.zoomY},${cam.scrollX},${cam.scrollY}`;
  const camerasMoved = (): boolean => game.scene.getScenes(true).some((scene) => scene.cameras.cameras.some((cam) => drawnCameras.get(cam) !== cameraPlace(cam)));
  const noteCameras = (): void => {
    for (const scene of game.scene.getScenes(true)) for (const cam of scene.cameras.cameras) drawnCameras.set(cam, cameraPlace(cam));
  };

  /** Whether this step should be drawn; `take` false only asks (the frames owed to a press stay owed). */
  const needsRender = (now: number, take = true): boolean => {
    if (inputFrames > 0) {
      if (take) inputFrames--;
      return true;
    }
    if (now - lastResize < RESIZE_GRACE_MS || now - lastRender > MAX_IDLE_MS) return true;
    let ambient = false;
    for (const scene of game.scene.getScenes(true)) {
      const motion = sceneMotion(scene);
      if (motion === 'moving') return true;
      if (motion === 'ambient') ambient = true;
    }
    // an endless pulse changes the signature at every step: its frames are spaced instead
    if (ambient) return now - lastRenderEnd >= AMBIENT_GAP_MS;
    return signature() !== lastSignature;
  };

  const g = game as unknown as { step: (time: number, delta: number) => void; pendingDestroy: boolean; runDestroy(): void; isPaused: boolean };
  // Same as Phaser.Game#step, with the render half behind needsRender().
  g.step = function step(time: number, delta: number): void {
    if (g.pendingDestroy) {
      g.runDestroy();
      return;
    }
    if (g.isPaused) return;
    const events = game.events;
    events.emit(Phaser.Core.Events.PRE_STEP, time, delta);
    events.emit(Phaser.Core.Events.STEP, time, delta);
    game.scene.update(time, delta);
    events.emit(Phaser.Core.Events.POST_STEP, time, delta);
    stats.steps++;
    const now = performance.now();
    const cameras = camerasMoved();
    const inGap = !cameras && now - lastRenderEnd < minGapMs;
    stats.waiting = inGap && needsRender(now, false);
    if (!cameras && (inGap || !needsRender(now))) {
      // Phaser's scene manager marks itself busy in update() and free again only at the end of
      // render(): a step without its render must free it too, or every scene added meanwhile
      // (the shell's, a table's: app/scene-loader.ts waits for a free manager) waits for the next
      // drawn frame, up to MAX_IDLE_MS on a still screen.
      (game.scene as unknown as { isProcessing: boolean }).isProcessing = false;
      return;
    }
    const renderer = game.renderer;
    renderer.preRender();
    events.emit(Phaser.Core.Events.PRE_RENDER, renderer, time, delta);
    game.scene.render(renderer);
    renderer.postRender();
    events.emit(Phaser.Core.Events.POST_RENDER, renderer, time, delta);
    stats.renders++;
    lastRender = now;
    lastRenderEnd = performance.now();
    lastSignature = signature();
    noteCameras();
  };
  return () => ({ ...stats, moving: game.scene.getScenes(true).some((scene) => sceneMotion(scene) === 'moving') });
}
