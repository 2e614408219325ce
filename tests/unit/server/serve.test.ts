// `npm run serve`: the built game and the rooms from one Node process (src/server/serve.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../src/app/online/protocol';
import { configureRooms } from '../../../src/server/game-room';
import { serve, type Serving } from '../../../src/server/serve';
import { Player, freePort } from './helpers';

let serving: Serving;
let port: number;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'fc-serve-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><title>Four Crowns</title></html>');
  writeFileSync(join(dist, 'app.js'), 'export {};');
  port = await freePort();
  configureRooms({ botDelayMs: 0 });
  serving = await serve({ port, host: '127.0.0.1', dist });
});
afterAll(async () => {
  await serving?.close();
});

describe('npm run serve', () => {
  it('serves the built files, index.html for other paths, and nothing outside the build', async () => {
    const js = await fetch(`http://127.0.0.1:${port}/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    const deep = await fetch(`http://127.0.0.1:${port}/some/where?room=ABC`);
    expect(await deep.text()).toContain('Four Crowns');
    const out = await fetch(`http://127.0.0.1:${port}/..%2f..%2fetc/passwd`);
    expect([403, 200]).toContain(out.status);
    expect(await out.text()).not.toContain('root:');
  });

  it('plays a game against a bot through the same port', async () => {
    const url = `http://127.0.0.1:${port}`;
    const a = await Player.create(url, { game: 'regality', options: {}, seats: ['human', 'bot'], levels: [null, 'easy'] });
    a.send(MSG.start);
    await a.until(() => a.states.length > 0 && a.last?.actor === 0);
    a.send(MSG.move, { at: a.last?.at, move: a.last?.legal[0] });
    // The bot answers at once: two moves later it is this seat's turn again.
    await a.until(() => (a.last?.at ?? 0) >= 2 && a.last?.actor === 0);
    await a.room.leave();
  });
});
