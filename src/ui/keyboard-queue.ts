// A fix for Phaser 4's keyboard queue: a key pressed once could count two or three times.
// Phaser's KeyboardManager pushes each DOM key event onto one queue and has every scene's keyboard
// plugin go through the WHOLE queue at once; the queue is emptied only at the end of the game's
// step. With three key events between two steps (a fast typist's keys overlapping, or a slow
// frame: a phone, a busy machine) the third one made the first go round again, and its only guard
// against repeats compares an event with the one just before it. A seed typed as 687 came out as
// 6687 or 6888787 in the browser tests on a loaded machine. Each plugin here sees each event once.
import Phaser from 'phaser';

interface QueuePlugin {
  manager: { queue: KeyboardEvent[] } | null;
  update: (this: QueuePlugin) => void;
}

/** The events each plugin has handled (the manager empties its queue at the end of each step). */
const handled = new WeakMap<QueuePlugin, WeakSet<KeyboardEvent>>();

/** The events of `queue` that `seen` has not had yet, now marked as had. */
export function unseenEvents<E extends object>(queue: readonly E[], seen: WeakSet<E>): E[] {
  const fresh = queue.filter((e) => !seen.has(e));
  for (const e of fresh) seen.add(e);
  return fresh;
}

let patched = false;

/** Before the game is made: a scene's keyboard plugin handles each key event once. */
export function patchKeyboardQueue(): void {
  if (patched) return;
  patched = true;
  const proto = Phaser.Input.Keyboard.KeyboardPlugin.prototype as unknown as QueuePlugin;
  const update = proto.update;
  proto.update = function updateOnce(this: QueuePlugin): void {
    const manager = this.manager;
    if (!manager || manager.queue.length === 0) {
      update.call(this);
      return;
    }
    const queue = manager.queue;
    let seen = handled.get(this);
    if (!seen) handled.set(this, (seen = new WeakSet()));
    const fresh = unseenEvents(queue, seen);
    if (fresh.length === 0) return;
    // The plugin reads the manager's queue: it is shown only the new events, then given back whole
    // for the next scene's plugin, which keeps its own record.
    manager.queue = fresh;
    try {
      update.call(this);
    } finally {
      manager.queue = queue;
    }
  };
}
