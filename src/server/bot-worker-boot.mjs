// The start of a bot worker thread (bot-pool.ts): TypeScript through tsx, then the module named in
// workerData.entry (bot-worker-main.ts, or a test's). Plain JavaScript, so it starts the same
// under tsx (npm run serve), Vite (npm start) and Vitest.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
