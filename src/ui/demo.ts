// The coach's "show me": a short looping demonstration of the move a lesson step asks for, drawn
// on the table as mobile and Board Game Arena tutorials do. A finger (our own art: a white hand
// with a dark outline, its fingertip the point that touches) presses on the piece, carries a
// ghost of it along a gentle arc to its place and lets go (a ripple), fades, pauses and starts
// again; or it comes to a button and taps it; or (a phone's tap, then tap) taps the piece, then
// its place. It takes no input (drags and taps go through to the real pieces), sits above the
// table and below the coach's card, and goes with the step; while the player touches the table
// it steps aside (until 2.5 s after the touch ends: a move made brings the next step's). With
// reduced motion the finger rests, still, on the thing to touch first. Near the foot of the view
// the hand is drawn above its fingertip, near its right edge mirrored: it stays on screen.
//
// `demoFrame` is the pure part (where the finger is at a time of the loop), unit-tested.
import type Phaser from 'phaser';
import { COLORS } from './theme';

export interface Point {
  x: number;
  y: number;
}

/** A box by its centre and size (the coach's lit spots). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * What a demonstration shows: a drag from one place to another, a tap, or a tap then a tap. A tap
 * may name the words its hand must leave readable (`clear`: a game's buttons' labels, its target's
 * too) with the button's box (`spot`): the finger then takes the first pose of `tapPose` that
 * covers none of them (Regicide's column of buttons: the hand over the Jester button's words, s33).
 */
export type DemoKind = { kind: 'drag'; from: Point; to: Point } | { kind: 'tap'; at: Point; clear?: readonly Box[]; spot?: Box } | { kind: 'taps'; from: Point; to: Point };

/** One moment of the loop: the fingertip, how far it presses (0 up, 1 down), the ghost, a ripple. */
export interface DemoFrame {
  x: number;
  y: number;
  /** The finger's opacity (0 while it pauses between two loops). */
  alpha: number;
  press: number;
  /** The carried piece's ghost opacity (drags only). */
  ghost: number;
  ripple: { x: number; y: number; p: number } | null;
}

/** What a coach's step asks to show, by indices into its lit spots (CoachStep.demo). */
export type DemoAsk = { from: number; to: number; taps?: boolean } | { tap: number; clear?: readonly Box[] };

/** The demonstration asked for, in points (null if a spot is missing). */
export function demoFor(spots: readonly Box[], ask: DemoAsk | undefined): DemoKind | null {
  if (!ask) return null;
  if ('tap' in ask) {
    const s = spots[ask.tap];
    if (!s) return null;
    // a wide button is pressed right of its middle, below its label's line, and a card low on its
    // face: the finger leaves the words and the card's corner readable
    const wide = s.w > 1.6 * s.h;
    const tall = s.h > 1.2 * s.w;
    const at = wide ? { x: s.x + s.w * 0.3, y: s.y + s.h * 0.18 } : tall ? { x: s.x, y: s.y + s.h * 0.22 } : { x: s.x, y: s.y };
    return ask.clear ? { kind: 'tap', at, clear: ask.clear, spot: s } : { kind: 'tap', at };
  }
  const a = spots[ask.from];
  const b = spots[ask.to];
  if (!a || !b) return null;
  return { kind: ask.taps ? 'taps' : 'drag', from: { x: a.x, y: a.y }, to: { x: b.x, y: b.y } };
}

/** One loop of a drag or a tap-then-tap, and of a single tap (ms): the finger pauses hidden at its end. */
export const DEMO_LOOP_MS = 2800;
export const TAP_LOOP_MS = 2400;
/** After the player's touch, the finger's loop starts again this long after it ends (ms), if the step is still there. */
const RESUME_MS = 2500;
/** Where a tap's finger comes from: this far below and right of the button (left, for a mirrored hand). */
const TAP_APPROACH = { x: 70, y: 90 };

const clamp01 = (v: number): number => Math.max(0, Math.min(1, v));
const ease = (v: number): number => (v < 0.5 ? 2 * v * v : 1 - (-2 * v + 2) ** 2 / 2);
/** 0 -> 1 over [a, b]. */
const span = (t: number, a: number, b: number): number => clamp01((t - a) / (b - a));

/**
 * The point at `p` (0..1) of a gentle arc from `a` to `b`, bowed by a quarter of its length (120 px
 * at most): upward (`side` 1), or downward (-1).
 */
export function arcPoint(a: Point, b: Point, p: number, side: 1 | -1 = 1): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  const bow = Math.min(120, len * 0.25) * side;
  // the normal on the upper side (screen y grows downward)
  let nx = len ? -dy / len : 0;
  let ny = len ? dx / len : -1;
  if (ny > 0 || (ny === 0 && nx > 0)) {
    nx = -nx;
    ny = -ny;
  }
  const cx = (a.x + b.x) / 2 + nx * bow;
  const cy = (a.y + b.y) / 2 + ny * bow;
  const u = 1 - p;
  return { x: u * u * a.x + 2 * u * p * cx + p * p * b.x, y: u * u * a.y + 2 * u * p * cy + p * p * b.y };
}

/**
 * Which way a drag's arc bows: the side whose path (and the hand drawn below and right of the
 * fingertip, or above it) crosses less of `avoid` (the coach's card, drawn over the demonstration); upward when
 * both do as well.
 */
export function arcSide(a: Point, b: Point, avoid: Box | null, above = false, mirrored = false): 1 | -1 {
  if (!avoid) return 1;
  const hits = (side: 1 | -1): number => {
    let n = 0;
    for (let i = 0; i <= 20; i++) {
      const q = arcPoint(a, b, i / 20, side);
      // the fingertip, and the middle of the hand below right of it (above left, for a hand drawn
      // above; left and right swapped, for a mirrored hand)
      const k = above ? -1 : 1;
      const kx = mirrored ? -k : k;
      for (const [x, y] of [[q.x, q.y], [q.x + 20 * kx, q.y + 45 * k]] as const) if (Math.abs(x - avoid.x) <= avoid.w / 2 && Math.abs(y - avoid.y) <= avoid.h / 2) n++;
    }
    return n;
  };
  return hits(-1) < hits(1) ? -1 : 1;
}

/** The press of a tap that starts at `t0` (ms): down over 150 ms, held 100, up over 150. */
function pressAt(t: number, t0: number): number {
  return t < t0 ? 0 : t < t0 + 150 ? (t - t0) / 150 : t < t0 + 250 ? 1 : t < t0 + 400 ? 1 - (t - t0 - 250) / 150 : 0;
}

/**
 * Where the demonstration stands `t` ms into its loop (any t: it loops). `mirrored`: the hand is
 * drawn left of its fingertip (near the view's right edge), and a tap's finger comes from the left.
 */
export function demoFrame(d: DemoKind, t: number, side: 1 | -1 = 1, above = false, mirrored = false, approach?: Point): DemoFrame {
  if (d.kind === 'tap') {
    const ms = ((t % TAP_LOOP_MS) + TAP_LOOP_MS) % TAP_LOOP_MS;
    // 0-250 fades in below right (above right, for a hand drawn above; left, mirrored; or from
    // `approach`, the side a chosen pose's hand lies on), 250-900 comes to the button, 900-1300 taps, 1300-1700 fades, then pauses
    const come = ease(span(ms, 250, 900));
    const x = d.at.x + (approach ? approach.x : (mirrored ? -1 : 1) * TAP_APPROACH.x) * (1 - come);
    const y = d.at.y + (approach ? approach.y : (above ? -1 : 1) * TAP_APPROACH.y) * (1 - come);
    const alpha = ms < 250 ? ms / 250 : ms < 1300 ? 1 : 1 - span(ms, 1300, 1700);
    const ripple = ms >= 1000 && ms < 1700 ? { x: d.at.x, y: d.at.y, p: span(ms, 1000, 1700) } : null;
    return { x, y, alpha, press: pressAt(ms, 900), ghost: 0, ripple };
  }
  const ms = ((t % DEMO_LOOP_MS) + DEMO_LOOP_MS) % DEMO_LOOP_MS;
  const { from, to } = d;
  const alpha = ms < 250 ? ms / 250 : ms < 2000 ? 1 : 1 - span(ms, 2000, 2300);
  if (d.kind === 'taps') {
    // 0-250 fades in on the piece, 250-650 taps it, 650-1450 goes to its place, 1450-1850 taps it, fades by 2300
    const p = ease(span(ms, 650, 1450));
    const at = arcPoint(from, to, p, side);
    const ripple = ms >= 350 && ms < 1000 ? { ...from, p: span(ms, 350, 1000) } : ms >= 1550 && ms < 2300 ? { ...to, p: span(ms, 1550, 2300) } : null;
    return { ...at, alpha, press: Math.max(pressAt(ms, 250), pressAt(ms, 1450)), ghost: 0, ripple };
  }
  // a drag: 0-250 fades in on the piece, 250-450 presses, 450-1500 carries it along the arc,
  // 1500-1700 lets go (a ripple at its place), fades by 2300, then pauses
  const p = ease(span(ms, 450, 1500));
  const at = arcPoint(from, to, p, side);
  const press = ms < 250 ? 0 : ms < 450 ? (ms - 250) / 200 : ms < 1500 ? 1 : 1 - span(ms, 1500, 1700);
  const ghost = ms < 250 ? 0 : ms < 450 ? 0.6 * span(ms, 250, 450) : ms < 1500 ? 0.6 : 0.6 * (1 - span(ms, 1500, 1800));
  const ripple = ms >= 1500 && ms < 2300 ? { ...to, p: span(ms, 1500, 2300) } : null;
  return { ...at, alpha, press, ghost, ripple };
}

/** The hand's box around its fingertip (at 0, 0): its centre and size at scale 1. */
const HAND_MID = { x: 10, y: 40 };
const HAND_SIZE = { w: 62, h: 82 };
/** How far right of its fingertip the hand reaches, drawn tilted as it is, at scale 1 (its box's right edge, with a margin). */
const HAND_REACH = 60;

/**
 * Whether the hand is drawn mirrored, left of its fingertip: when, drawn right of it as usual (a
 * tap's finger coming from further right), it would cross the view's right edge at one of the
 * points it touches, and there is room on the left. A phone's buttons sit at the screen's edge.
 */
export function handMirrored(d: DemoKind, scale: number, view: { left: number; right: number }): boolean {
  const points = d.kind === 'tap' ? [d.at] : [d.from, d.to];
  const reach = HAND_REACH * scale + (d.kind === 'tap' ? TAP_APPROACH.x : 0);
  return points.some((p) => p.x + reach > view.right) && points.every((p) => p.x - reach >= view.left);
}

/** A tap's pose: the fingertip, and the hand's angle about it (degrees, clockwise; 0 upright, the hand below it). */
export interface TapPose {
  at: Point;
  angle: number;
}

/** Points over the drawn hand (its box, turned by `angle` about the fingertip at `at`), at scale `s`. */
export function handPoints(at: Point, angle: number, s: number): Point[] {
  const r = (angle * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const out: Point[] = [];
  for (let i = 0; i <= 6; i++) {
    for (let j = 0; j <= 8; j++) {
      const x = (HAND_MID.x - HAND_SIZE.w / 2 + (HAND_SIZE.w * i) / 6) * s;
      const y = (HAND_MID.y - HAND_SIZE.h / 2 + (HAND_SIZE.h * j) / 8) * s;
      out.push({ x: at.x + x * cos - y * sin, y: at.y + x * sin + y * cos });
    }
  }
  return out;
}

/** The corners of the hand's box upright about its turned middle (as a test measures the hand: `ui.coach.demo.hand`), fingertip at `at`. */
export function handBoxCorners(at: Point, angle: number, s: number): Point[] {
  const r = (angle * Math.PI) / 180;
  const cx = at.x + (HAND_MID.x * Math.cos(r) - HAND_MID.y * Math.sin(r)) * s;
  const cy = at.y + (HAND_MID.x * Math.sin(r) + HAND_MID.y * Math.cos(r)) * s;
  const w = (HAND_SIZE.w * s) / 2;
  const h = (HAND_SIZE.h * s) / 2;
  return [{ x: cx - w, y: cy - h }, { x: cx + w, y: cy - h }, { x: cx - w, y: cy + h }, { x: cx + w, y: cy + h }];
}

/**
 * How far back along the side its hand lies a posed tap's finger comes from: 100 px, less where
 * the hand would start off the view (a button at the screen's edge).
 */
export function tapApproach(pose: TapPose, s: number, view: { left: number; right: number; top?: number; bottom?: number }): Point {
  const r = (pose.angle * Math.PI) / 180;
  const dir = { x: -Math.sin(r), y: Math.cos(r) };
  const off = (p: Point): boolean => p.x < view.left || p.x > view.right || (view.top !== undefined && p.y < view.top) || (view.bottom !== undefined && p.y > view.bottom);
  for (const k of [100, 70, 40, 20]) {
    const at = { x: pose.at.x + dir.x * k, y: pose.at.y + dir.y * k };
    if (![...handBoxCorners(at, pose.angle, s), ...handPoints(at, pose.angle, s)].some(off)) return { x: dir.x * k, y: dir.y * k };
  }
  return { x: 0, y: 0 };
}

/**
 * The pose of a tap on `spot` whose hand covers none of `clear` (words to keep readable, a small
 * margin around each), stays out from under `avoid` (the coach's card, drawn over it) and inside
 * `view`: the usual press right of the middle with the hand below right, else the button's left
 * end with the hand on the left (lower, level or higher), its right end with the hand on the
 * right, its foot with the hand below, its top with the hand above. The first that covers nothing;
 * else the one that covers least.
 */
export function tapPose(spot: Box, clear: readonly Box[], s: number, view: { left: number; right: number; top?: number; bottom?: number }, avoid: Box | null, usual: Point): TapPose {
  const inset = Math.min(16, spot.w * 0.12);
  const left = { x: spot.x - spot.w / 2 + inset, y: spot.y + spot.h * 0.12 };
  const right = { x: spot.x + spot.w / 2 - inset, y: spot.y + spot.h * 0.12 };
  const foot = { x: spot.x + spot.w * 0.3, y: spot.y + spot.h / 2 - Math.min(10, spot.h * 0.15) };
  const head = { x: spot.x + spot.w * 0.3, y: spot.y - spot.h / 2 + Math.min(10, spot.h * 0.15) };
  const tries: TapPose[] = [
    { at: usual, angle: -18 },
    ...[50, 75, 100, 125].map((angle) => ({ at: left, angle })),
    ...[-50, -75, -100, -125].map((angle) => ({ at: right, angle })),
    { at: foot, angle: -18 },
    { at: foot, angle: 18 },
    { at: head, angle: 162 },
    { at: head, angle: 198 },
  ];
  const inside = (p: Point, b: Box, m: number): boolean => Math.abs(p.x - b.x) <= b.w / 2 + m && Math.abs(p.y - b.y) <= b.h / 2 + m;
  const out = (p: Point): boolean => p.x < view.left + 2 || p.x > view.right - 2 || (view.top !== undefined && p.y < view.top + 2) || (view.bottom !== undefined && p.y > view.bottom - 2);
  const cost = (pose: TapPose): number =>
    handPoints(pose.at, pose.angle, s).filter((p) => clear.some((b) => inside(p, b, 3)) || (avoid !== null && inside(p, avoid, 0)) || out(p)).length + handBoxCorners(pose.at, pose.angle, s).filter(out).length;
  let best = tries[0]!;
  let least = Infinity;
  for (const pose of tries) {
    const c = cost(pose);
    if (c === 0) return pose;
    if (c < least) {
      least = c;
      best = pose;
    }
  }
  return best;
}

/** The hand pointer, its fingertip at (0, 0), pointing up and a little left; `s` scales it. */
function drawHand(g: Phaser.GameObjects.Graphics, s: number): void {
  const dark = 0x1d1410;
  const white = 0xfffdf6;
  const r = (x: number, y: number, w: number, h: number, rad: number): void => {
    g.fillStyle(white, 1).fillRoundedRect(x * s, y * s, w * s, h * s, rad * s);
    g.lineStyle(3 * s, dark, 1).strokeRoundedRect(x * s, y * s, w * s, h * s, rad * s);
  };
  // a soft shadow, then the curled fingers, the palm, the thumb and the pointing index finger
  g.fillStyle(0x000000, 0.25).fillRoundedRect(-2 * s, 30 * s, 48 * s, 50 * s, 16 * s);
  r(12, 30, 14, 30, 7);
  r(24, 34, 14, 28, 7);
  r(-6, 40, 46, 40, 14);
  r(-20, 42, 24, 14, 7);
  r(-8, 0, 16, 56, 8);
  // the finger's nail
  g.lineStyle(2 * s, dark, 0.55).strokeRoundedRect(-4 * s, 3 * s, 8 * s, 9 * s, 3 * s);
}

export interface DemoOptions {
  depth: number;
  /** The ghost's size (the piece carried), drags only. */
  ghost?: { w: number; h: number };
  /** The hand's scale (1: about 80 px tall). */
  scale?: number;
  /** Reduced motion: the finger rests on the first thing to touch. */
  still?: boolean;
  /** The lowest point of the view: a finger that would touch within a hand's height of it is drawn above, pointing down. */
  bottom?: number;
  /** The view's sides: a finger that would touch within a hand's width of the right one is drawn mirrored (handMirrored). */
  view?: { left: number; right: number; top?: number };
  /** What a drag's arc keeps clear of, if it can (the coach's card, read as the loop runs: a game may move it after showing it). */
  avoid?: () => Box | null;
}

/**
 * A running demonstration, named for tests: `ui.coach.demo` (its box is the fingertip), with
 * `ui.coach.demo.hand` (the drawn hand's box), `ui.coach.demo.ghost` and `ui.coach.demo.ripple`.
 */
export class DemoPointer {
  private readonly root: Phaser.GameObjects.Container;
  private readonly finger: Phaser.GameObjects.Container;
  private readonly ghost: Phaser.GameObjects.Graphics | null = null;
  private readonly ripple: Phaser.GameObjects.Graphics;
  private started: number;
  private readonly above: boolean;
  /** -1: the hand drawn mirrored, left of its fingertip (handMirrored); 1 otherwise. */
  private readonly mx: 1 | -1;
  private readonly tick = (): void => this.step();
  /** A tap that keeps words clear (DemoKind's `clear`): its pose, chosen again when the coach's card moves. */
  private pose: TapPose | null = null;
  private poseFor = '';
  private approach: Point = { x: 0, y: 0 };
  /** While the player touches the table the finger steps aside; it starts its loop again a while after (RESUME_MS). */
  private resumeAt: number | null = null;
  private readonly down = (): void => {
    this.resumeAt = Infinity;
  };
  private readonly up = (): void => {
    if (this.resumeAt !== null) this.resumeAt = this.scene.time.now + RESUME_MS;
  };

  constructor(private readonly scene: Phaser.Scene, private readonly demo: DemoKind, private readonly opts: DemoOptions) {
    const s = opts.scale ?? 1;
    this.ripple = scene.add.graphics().setDepth(opts.depth).setName('ui.coach.demo.ripple');
    this.root = scene.add.container(0, 0).setDepth(opts.depth).setName('ui.coach.demo');
    if (demo.kind === 'drag' && opts.ghost && !opts.still) {
      const { w, h } = opts.ghost;
      const ghost = scene.add.graphics().setName('ui.coach.demo.ghost');
      ghost.fillStyle(0xf6ecd2, 0.55).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
      ghost.lineStyle(4, COLORS.goldLight, 0.9).strokeRoundedRect(-w / 2, -h / 2, w, h, 10);
      this.root.add(ghost);
      this.ghost = ghost;
    }
    // (sized for tests: the root's box is the fingertip, the hand's box the drawn hand)
    this.root.setSize(4, 4);
    const art = scene.add.graphics({ x: -HAND_MID.x * s, y: -HAND_MID.y * s });
    drawHand(art, s);
    const hand = scene.add.container(HAND_MID.x * s, HAND_MID.y * s, [art]).setSize(HAND_SIZE.w * s, HAND_SIZE.h * s).setName('ui.coach.demo.hand');
    // near the foot of the screen (a phone's hand of cards) the hand is drawn above the fingertip, pointing down
    const points = demo.kind === 'tap' ? [demo.at] : [demo.from, demo.to];
    this.above = opts.bottom !== undefined && points.some((p) => p.y + (HAND_SIZE.h + 10) * s > (opts.bottom ?? Infinity));
    this.mx = opts.view && handMirrored(demo, s, opts.view) ? -1 : 1;
    this.finger = scene.add.container(0, 0, [hand]).setName('ui.coach.demo.finger').setAngle(this.mx * (this.above ? 162 : -18)).setScale(this.mx, 1);
    this.root.add(this.finger);
    this.started = scene.time.now;
    if (opts.still) {
      const at = demo.kind === 'tap' ? (this.choosePose()?.at ?? demo.at) : demo.from;
      if (this.pose) this.finger.setAngle(this.pose.angle).setScale(1, 1);
      this.root.setPosition(at.x, at.y);
      this.ripple.setVisible(false);
      return;
    }
    this.step();
    scene.events.on('update', this.tick);
    scene.input.on('pointerdown', this.down);
    scene.input.on('pointerup', this.up);
  }

  private step(): void {
    // (tests may hold the loop at one moment to take its picture: window.__fcDemoAt, in ms; test
    // and development builds only, like every __fc hook: check-build.mjs keeps it out of a player's;
    // a held moment is shown even while the finger steps aside for a touch)
    const held = import.meta.env.MODE === 'test' || import.meta.env.DEV ? (globalThis as { __fcDemoAt?: unknown }).__fcDemoAt : undefined;
    if (typeof held === 'number') {
      this.root.setVisible(true);
      this.ripple.setVisible(true);
    } else if (this.resumeAt !== null) {
      const now = this.scene.time.now;
      this.root.setVisible(now >= this.resumeAt);
      this.ripple.setVisible(now >= this.resumeAt);
      if (now < this.resumeAt) return;
      this.resumeAt = null;
      this.started = now;
    }
    const t = typeof held === 'number' ? held : this.scene.time.now - this.started;
    const pose = this.choosePose();
    if (pose) {
      // a pose chosen to keep words clear: the hand at its angle, coming from the side it lies on
      const f = demoFrame({ kind: 'tap', at: pose.at }, t, 1, false, false, this.approach);
      this.root.setPosition(f.x, f.y).setAlpha(f.alpha);
      const k = 1 - 0.12 * f.press;
      this.finger.setAngle(pose.angle).setScale(k, k);
      this.drawRipple(f);
      return;
    }
    const d = this.demo;
    const side = d.kind === 'tap' ? 1 : arcSide(d.from, d.to, this.opts.avoid?.() ?? null, this.above, this.mx === -1);
    const f = demoFrame(d, t, side, this.above, this.mx === -1);
    this.root.setPosition(f.x, f.y).setAlpha(f.alpha);
    // a press sinks the finger a little into the table
    const k = 1 - 0.12 * f.press;
    this.finger.setScale(this.mx * k, k);
    // near the foot of the screen the hand turns over, drawn above the fingertip (pointing down)
    if (this.opts.bottom !== undefined) {
      const s = this.opts.scale ?? 1;
      const turn = Math.max(0, Math.min(1, (f.y + (HAND_SIZE.h + 10) * s - this.opts.bottom) / (30 * s)));
      this.finger.setAngle(this.mx * (-18 + 180 * turn));
    }
    this.ghost?.setAlpha(f.ghost);
    this.drawRipple(f);
  }

  /** A tap's pose that keeps its `clear` words readable (tapPose), if it names any; chosen again when the coach's card has moved. */
  private choosePose(): TapPose | null {
    const d = this.demo;
    if (d.kind !== 'tap' || !d.clear || !d.spot) return null;
    const avoid = this.opts.avoid?.() ?? null;
    const key = avoid ? `${Math.round(avoid.x)},${Math.round(avoid.y)},${Math.round(avoid.w)},${Math.round(avoid.h)}` : '-';
    if (!this.pose || key !== this.poseFor) {
      const v = this.opts.view;
      const view = { left: v?.left ?? -Infinity, right: v?.right ?? Infinity, top: v?.top, bottom: this.opts.bottom };
      this.pose = tapPose(d.spot, d.clear, this.opts.scale ?? 1, view, avoid, d.at);
      this.approach = tapApproach(this.pose, this.opts.scale ?? 1, view);
      this.poseFor = key;
    }
    return this.pose;
  }

  private drawRipple(f: DemoFrame): void {
    const g = this.ripple.clear();
    if (f.ripple) {
      const rad = (12 + 46 * f.ripple.p) * (this.opts.scale ?? 1);
      g.lineStyle(5, COLORS.goldLight, 0.9 * (1 - f.ripple.p)).strokeCircle(f.ripple.x, f.ripple.y, rad);
      g.lineStyle(3, 0xffffff, 0.7 * (1 - f.ripple.p)).strokeCircle(f.ripple.x, f.ripple.y, rad * 0.6);
    }
  }

  destroy(): void {
    this.scene.events.off('update', this.tick);
    this.scene.input.off('pointerdown', this.down);
    this.scene.input.off('pointerup', this.up);
    this.root.destroy();
    this.ripple.destroy();
  }
}
