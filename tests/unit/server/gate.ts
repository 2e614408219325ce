// A gate between a test and the bots of slow-bots.ts's 'gate' mode, in shared memory: the bot
// takes its task, then holds its worker thread until the test lets one answer through, so a test
// waits on counts (tasks taken, answers given), never on a clock, and passes on a busy machine.

export const GATE_PERMITS = 0;
export const GATE_TAKEN = 1;
export const GATE_ANSWERED = 2;

export class Gate {
  readonly buffer = new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT);
  private readonly ints = new Int32Array(this.buffer);

  /** Let `n` more answers through. */
  open(n = 1): void {
    Atomics.add(this.ints, GATE_PERMITS, n);
    Atomics.notify(this.ints, GATE_PERMITS);
  }

  /** How many tasks a bot has taken (it counts before it waits at the gate). */
  get taken(): number {
    return Atomics.load(this.ints, GATE_TAKEN);
  }

  /** How many answers the bots have given. */
  get answered(): number {
    return Atomics.load(this.ints, GATE_ANSWERED);
  }
}
