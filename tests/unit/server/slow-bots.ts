// A bot worker for the pool's tests (bot-pool.test.ts), loaded through the pool's `entry`:
// workerData.data.mode says how its bots behave. 'slow': the game's easiest bot, after `ms` of
// busy work that holds this thread (as a strong bot's search does). 'crash': the thread dies on
// its first task (process.exit in a worker ends the thread). 'hang': a bot that never answers.
import { workerData } from 'node:worker_threads';
import { findServerGame } from '../../../src/server/games';
import { serveBots } from '../../../src/server/bot-worker';

const { mode, ms } = (workerData as { data: { mode: 'slow' | 'crash' | 'hang'; ms?: number } }).data;

const spin = (until: number): void => {
  while (performance.now() < until) {
    // busy: this thread does nothing else meanwhile
  }
};

serveBots((game) => {
  const easiest = findServerGame(game)?.bots[0];
  if (!easiest) return undefined;
  return {
    level: easiest.level,
    choose(view, legal, seat, options) {
      if (mode === 'crash') process.exit(3); // in a worker: this thread dies
      spin(mode === 'hang' ? Number.POSITIVE_INFINITY : performance.now() + (ms ?? 0));
      return easiest.choose(view, legal, seat, options);
    },
  };
});
