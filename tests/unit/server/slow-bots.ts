// A bot worker for the pool's tests (bot-pool.test.ts), loaded through the pool's `entry`:
// workerData.data.mode says how its bots behave. 'gate': the game's easiest bot, once the test
// lets an answer through its gate (gate.ts); until then it holds this thread, blocked, as a strong
// bot's search holds it, and the test waits on counts, never on a clock. 'crash': the thread dies
// on its first task (process.exit in a worker ends the thread). 'hang': a bot that never answers.
import { workerData } from 'node:worker_threads';
import { findServerGame } from '../../../src/server/games';
import { serveBots } from '../../../src/server/bot-worker';
import { GATE_ANSWERED, GATE_PERMITS, GATE_TAKEN } from './gate';

const { mode, gate } = (workerData as { data: { mode: 'gate' | 'crash' | 'hang'; gate?: SharedArrayBuffer } }).data;

/** Take one permit, waiting (blocked) until the test gives one. */
function throughGate(g: Int32Array): void {
  Atomics.add(g, GATE_TAKEN, 1);
  for (;;) {
    const permits = Atomics.load(g, GATE_PERMITS);
    if (permits > 0 && Atomics.compareExchange(g, GATE_PERMITS, permits, permits - 1) === permits) return;
    Atomics.wait(g, GATE_PERMITS, permits, 1000);
  }
}

serveBots((game) => {
  const easiest = findServerGame(game)?.bots[0];
  if (!easiest) return undefined;
  return {
    level: easiest.level,
    choose(view, legal, seat, options) {
      if (mode === 'crash') process.exit(3); // in a worker: this thread dies
      if (mode === 'hang') {
        for (;;) {
          // busy forever: the pool must end this thread
        }
      }
      const g = new Int32Array(gate as SharedArrayBuffer);
      throughGate(g);
      const move = easiest.choose(view, legal, seat, options);
      Atomics.add(g, GATE_ANSWERED, 1);
      return move;
    },
  };
});
