// `npm run serve` (after `npm run build`): the game and its online rooms on one port.
// PORT (default 8080), HOST (default 0.0.0.0), DIST (default dist), REDIS_URL (optional: share
// rooms between processes), PUBLIC_ADDRESS (host:port browsers reach this process at; needed
// with several processes behind one name).
import { serve } from './serve';
import { redisProblem } from './server';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dist = process.env.DIST ?? 'dist';
const redisUrl = process.env.REDIS_URL || undefined;
const publicAddress = process.env.PUBLIC_ADDRESS || undefined;

if (redisUrl) {
  const problem = await redisProblem(redisUrl);
  if (problem) {
    console.error(`Four Crowns: REDIS_URL cannot be used: ${problem}.`);
    process.exit(1);
  }
}
await serve({ port, host, dist, ...(redisUrl ? { redisUrl } : {}), ...(publicAddress ? { publicAddress } : {}) });
console.log(`Four Crowns: the game and its online rooms on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${redisUrl ? ` (rooms shared through ${redisUrl})` : ''}`);
