// Server bots think off the rooms' event loop: a pool of worker threads (node:worker_threads),
// each running `bots[level].choose(view, legal, seat, options)` for one task at a time and
// answering by message (bot-worker.ts). A room asks `think` and gets the chosen move's index in
// the legal moves, or why there is none: the worker failed (it threw, crashed or exited) or was
// late (past `deadlineMs` once it took the task, or `queueMs` waiting for a free worker). A late
// worker is ended and replaced, so a bot stuck in a loop costs one thread for `deadlineMs` only.
// The room then plays the easiest bot's move itself (game-room.ts). Workers start on the first
// task, and never keep the process alive.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { READY, type BotAnswer, type BotTask } from './bot-worker';

export interface BotPoolSettings {
  /** How many worker threads (default: the cores less one, 1 to 4). */
  size: number;
  /** The longest a worker may think on one task once it took it (ms). */
  deadlineMs: number;
  /** The longest a task may wait for a free worker (ms). */
  queueMs: number;
  /** The longest a task waits for the first worker to start (ms; loading the bots takes seconds on a busy machine). */
  bootMs: number;
  /** The module a worker runs (default bot-worker-main.ts); tests name their own. */
  entry: string;
  /** Handed to the workers as `workerData.data` (tests). */
  data?: unknown;
}

export type ThinkResult = { ok: true; index: number; ms: number } | { ok: false; reason: string };

const defaults = (): BotPoolSettings => ({
  size: Math.max(1, Math.min(4, availableParallelism() - 1)),
  deadlineMs: 2000,
  queueMs: 5000,
  bootMs: 30_000,
  entry: new URL('./bot-worker-main.ts', import.meta.url).href,
});

type Job = { task: BotTask; done: (r: ThinkResult) => void; queued: number; timer: ReturnType<typeof setTimeout> | null };

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  dead: boolean;
}

const BOOT = new URL('./bot-worker-boot.mjs', import.meta.url);

export class BotPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private readonly watchers = new Set<(task: BotTask) => void>();

  constructor(readonly settings: BotPoolSettings) {}

  /** A bot's move for this task (its index in `task.legal`), or why there is none. */
  think(task: Omit<BotTask, 'id'>): Promise<ThinkResult> {
    const full: BotTask = { ...task, id: this.nextId++ };
    for (const w of this.watchers) w(full);
    return new Promise((resolve) => {
      const job: Job = { task: full, queued: performance.now(), timer: null, done: resolve };
      const expire = (): void => {
        const at = this.queue.indexOf(job);
        if (at < 0) return;
        const waited = performance.now() - job.queued;
        if (!this.slots.some((s) => s.ready) && waited < this.settings.bootMs) {
          // No worker has started yet: wait for one, up to bootMs.
          job.timer = setTimeout(expire, this.settings.bootMs - waited);
          job.timer.unref?.();
          return;
        }
        this.queue.splice(at, 1);
        resolve({ ok: false, reason: `waited ${waited.toFixed(0)} ms for a free worker` });
      };
      job.timer = setTimeout(expire, this.settings.queueMs);
      job.timer.unref?.();
      this.queue.push(job);
      this.fill();
      this.pump();
    });
  }

  /** Start the workers now (a server does as it starts), so the first bot does not wait for them. */
  start(): void {
    this.fill();
  }

  /** Be told of every task (tests: which level plays which seat, from what view). */
  watch(f: (task: BotTask) => void): () => void {
    this.watchers.add(f);
    return () => this.watchers.delete(f);
  }

  /** How many workers are started (tests). */
  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    for (const j of this.queue.splice(0)) {
      if (j.timer) clearTimeout(j.timer);
      j.done({ ok: false, reason: 'lost its worker (the bot pool closed)' });
    }
    await Promise.all(slots.map((s) => this.end(s, 'lost its worker (the bot pool closed)')));
  }

  private fill(): void {
    while (this.slots.length < this.settings.size) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { entry: this.settings.entry, data: this.settings.data }, execArgv: [] });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, dead: false };
    worker.on('message', (m: BotAnswer | typeof READY) => {
      if (m === READY) {
        slot.ready = true;
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || job.task.id !== m.id) return;
      slot.job = null;
      if (job.timer) clearTimeout(job.timer);
      job.done(m.ok ? { ok: true, index: m.index, ms: m.ms } : { ok: false, reason: `failed: ${m.error}` });
      this.pump();
    });
    worker.on('error', (e) => void this.end(slot, `crashed: ${e.message}`));
    worker.on('exit', (code) => void this.end(slot, `exited (code ${code})`));
    return slot;
  }

  /** End a worker (crashed, exited, late or closing): its task fails, a new worker takes its place. */
  private async end(slot: Slot, reason: string): Promise<void> {
    if (slot.dead) return;
    slot.dead = true;
    const job = slot.job;
    slot.job = null;
    if (job) {
      if (job.timer) clearTimeout(job.timer);
      job.done({ ok: false, reason });
    }
    const at = this.slots.indexOf(slot);
    if (at >= 0) {
      this.slots.splice(at, 1);
      if (slot.ready) {
        this.fill();
        this.pump();
      } else if (!this.slots.some((s) => s.ready)) {
        // A worker that cannot even start: the waiting tasks fail now, and the next task tries again.
        for (const j of this.queue.splice(0)) {
          if (j.timer) clearTimeout(j.timer);
          j.done({ ok: false, reason });
        }
      }
    }
    await slot.worker.terminate().catch(() => undefined);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job || slot.dead) continue;
      const job = this.queue.shift();
      if (!job) return;
      if (job.timer) clearTimeout(job.timer);
      slot.job = job;
      job.timer = setTimeout(() => void this.end(slot, `was late (over ${this.settings.deadlineMs} ms)`), this.settings.deadlineMs);
      job.timer.unref?.();
      slot.worker.postMessage(job.task);
    }
  }
}

let settings: BotPoolSettings = defaults();
let pool: BotPool | null = null;

/** The process's pool of bot workers. */
export function botPool(): BotPool {
  pool ??= new BotPool(settings);
  return pool;
}

/** Change the pool's settings (tests, the bench): the workers running now are ended. */
export async function configureBotPool(s: Partial<BotPoolSettings>): Promise<void> {
  settings = { ...defaults(), ...s };
  const old = pool;
  pool = null;
  await old?.close();
}
