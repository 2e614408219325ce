// `npm start`: Vite's dev server carries the online rooms on its own port (vite.config.ts's
// onlineRooms plugin): the page and a room through one address, and Vite's own WebSocket (HMR)
// still answered by Vite.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import WebSocket from 'ws';
import { MSG } from '../../../src/app/online/protocol';
import { Player, freePort } from './helpers';

let vite: ViteDevServer;
let port: number;
beforeAll(async () => {
  port = await freePort();
  vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'silent', server: { port, host: '127.0.0.1', strictPort: true, open: false } });
  await vite.listen();
}, 180_000);
afterAll(async () => {
  await vite?.close();
});

describe('npm start: the game and the rooms on one port', () => {
  it('serves the page and plays in a room through the same address', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    const url = `http://127.0.0.1:${port}`;
    const a = await Player.create(url, { game: 'regicide', options: { players: 2 }, seats: ['human', 'human'] });
    const b = await Player.join(url, a.lobby?.code as string);
    a.send(MSG.start);
    await b.until(() => b.states.length > 0);
    a.send(MSG.move, { at: 0, move: a.last?.legal[0] });
    await b.until(() => b.last?.at === 1);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it("plays a bot's seat from a worker thread (the bot pool starts from Vite's config too)", async () => {
    const warn = vi.spyOn(console, 'warn');
    const url = `http://127.0.0.1:${port}`;
    const a = await Player.create(url, { game: 'regicide', options: { players: 2 }, seats: ['bot', 'human'], levels: ['strong', null], seat: 1 });
    a.send(MSG.start);
    await a.until(() => (a.last?.at ?? 0) >= 1);
    // A worker that failed to start would have given way to the easiest bot, with a log line.
    expect(warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('the easiest bot'))).toEqual([]);
    warn.mockRestore();
    await a.room.leave();
  }, 120_000);

  it("leaves Vite's HMR socket to Vite", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, 'vite-hmr');
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data: Buffer) => resolve(data.toString()));
      ws.once('error', reject);
      setTimeout(() => reject(new Error('no answer from the HMR socket')), 50_000);
    });
    ws.close();
    expect(JSON.parse(first)).toMatchObject({ type: 'connected' });
  });
});
