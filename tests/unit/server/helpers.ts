// An in-process online server on 127.0.0.1 (a free port) and scripted clients for the tests.
import { createServer } from 'node:net';
import type { Server } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { MSG, ROOM_NAME, type CreateOptions, type JoinOptions, type LobbyMessage, type RefusedMessage, type StateMessage, type WelcomeMessage } from '../../../src/app/online/protocol';
import { configureRooms } from '../../../src/server/game-room';
import { createGameServer, type GameServerOptions } from '../../../src/server/server';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Booted {
  server: Server;
  /**
   * What @colyseus/testing's ColyseusTestServer gave the tests (its shutdown), without importing
   * that package: it pulls in @colyseus/tools, which loads /etc/environment into process.env and
   * prints dotenv's banners into the test output.
   */
  test: { shutdown(): Promise<void> };
  port: number;
  url: string;
}

export async function bootServer(o: GameServerOptions = {}): Promise<Booted> {
  configureRooms({ botDelayMs: 0, perSecond: 10_000, burst: 10_000, emptyCloseMs: 60_000, createBurst: 10_000, createPerMinute: 10_000 });
  const port = await freePort();
  const server = await createGameServer(o);
  await server.listen(port, '127.0.0.1');
  return { server, test: { shutdown: () => server.gracefullyShutdown(false) }, port, url: `ws://127.0.0.1:${port}` };
}

/** One browser, scripted: it keeps every message it is sent. */
export class Player {
  welcome: WelcomeMessage | null = null;
  lobby: LobbyMessage | null = null;
  states: StateMessage[] = [];
  refused: RefusedMessage[] = [];
  /** Every message, in order, as received. */
  log: [string, unknown][] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly room: Room) {
    room.onMessage('*', (type, message: unknown) => {
      this.log.push([String(type), message]);
      if (type === MSG.welcome) this.welcome = message as WelcomeMessage;
      else if (type === MSG.lobby) this.lobby = message as LobbyMessage;
      else if (type === MSG.state) this.states.push(message as StateMessage);
      else if (type === MSG.refused) this.refused.push(message as RefusedMessage);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async create(url: string, o: CreateOptions): Promise<Player> {
    const p = new Player(await new Client(url).create(ROOM_NAME, o));
    await p.until(() => p.welcome !== null && p.lobby !== null);
    return p;
  }

  static async join(url: string, code: string, o: JoinOptions = {}): Promise<Player> {
    const p = new Player(await new Client(url).joinById(code, o));
    await p.until(() => p.welcome !== null && p.lobby !== null);
    return p;
  }

  get seat(): number {
    return this.welcome?.seat ?? -1;
  }

  get last(): StateMessage | undefined {
    return this.states[this.states.length - 1];
  }

  /**
   * Wait until `test` holds, checking after each message. The bound is generous (a minute): it is
   * there to end a test that would never pass, not to time the server, so a busy machine passes.
   */
  async until(test: () => boolean, ms = 60_000): Promise<void> {
    const end = Date.now() + ms;
    while (!test()) {
      const left = end - Date.now();
      if (left <= 0) throw new Error('timed out waiting for the server');
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 50));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  send(type: string, message?: unknown): void {
    this.room.send(type, message);
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
