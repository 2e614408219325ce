// The online server: Colyseus 0.16 (@colyseus/core and its WebSocket transport) with one room
// type, GameRoom. On one process by default; with a Redis URL, several processes share rooms
// through Redis presence and driver; a room whose process died is rebuilt from its snapshot in
// Redis by the live process a player comes back through, or by a process that starts
// (takeover.ts).

import type { IncomingMessage, OutgoingHttpHeaders, Server as HttpServer, ServerResponse } from 'node:http';
import { LocalDriver, LocalPresence, Server, getBearerToken, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '../app/online/protocol';
import { botPool } from './bot-pool';
import { GameRoom, roomSettings } from './game-room';
import { takeOver } from './takeover';

export { restoreRooms } from './takeover';

export interface GameServerOptions {
  /** An HTTP server to attach to (Vite's, or the serve command's); else Colyseus makes one. */
  server?: HttpServer;
  /** redis://host:port: share rooms with other processes. */
  redisUrl?: string;
  /** host:port browsers reach this process at (needed with several processes). */
  publicAddress?: string;
}

/** The biggest WebSocket frame a browser may send; bigger ones close its connection. */
export const MAX_PAYLOAD_BYTES = 16 * 1024;
/** The biggest create or join request body (JSON); a bigger one is refused before it is parsed. */
export const MAX_BODY_BYTES = 4 * 1024;

interface Bucket {
  tokens: number;
  at: number;
}
const creations = new Map<string, Bucket>();

/** Forget every address's creation bucket (tests that lower the limit leave theirs empty). */
export function forgetCreations(): void {
  creations.clear();
}

/** Room creation per address: a bucket of `createBurst` refilled at `createPerMinute`. */
function mayCreate(address: string): boolean {
  const { createBurst, createPerMinute } = roomSettings();
  const now = Date.now();
  if (creations.size > 10_000) {
    for (const [a, b] of creations) if (b.tokens + ((now - b.at) / 60_000) * createPerMinute >= createBurst) creations.delete(a);
  }
  const b = creations.get(address) ?? { tokens: createBurst, at: now };
  b.tokens = Math.min(createBurst, b.tokens + ((now - b.at) / 60_000) * createPerMinute);
  b.at = now;
  creations.set(address, b);
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

/**
 * Colyseus's matchmaking requests (POST /matchmake/METHOD/ROOM), as its own handler answers them,
 * with limits first: a body over MAX_BODY_BYTES is refused as it arrives (never buffered whole,
 * never parsed); room creation is rate limited per address (the socket's: a proxy's
 * X-Forwarded-For is not trusted); a join to a room of this process is checked (its token, a
 * free seat) before anything is reserved, so the browser hears why.
 */
async function matchmake(server: Server, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
    res.writeHead(503, {}).end();
    return;
  }
  const headers: OutgoingHttpHeaders = Object.assign({}, matchMaker.controller.DEFAULT_CORS_HEADERS, matchMaker.controller.getCorsHeaders.call(undefined, req));
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers).end();
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(404, headers).end();
    return;
  }
  headers['Content-Type'] = 'application/json';
  const refuse = (status: number, code: string, error: string): void => {
    if (!res.headersSent) res.writeHead(status, { ...headers, Connection: 'close' });
    res.end(JSON.stringify({ code, error }));
  };
  const params: string[] = [...((req.url ?? '').match(matchMaker.controller.allowedRoomNameChars) ?? [])];
  const at = params.indexOf(matchMaker.controller.matchmakeRoute);
  const method = params[at + 1] ?? '';
  const roomName = params[at + 2] ?? '';
  const address = req.socket.remoteAddress ?? '';
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    refuse(413, 'ERR_TOO_BIG', `A request body is at most ${MAX_BODY_BYTES} bytes.`);
    req.destroy();
    return;
  }
  if (method === 'create' && !mayCreate(address)) {
    refuse(429, 'ERR_RATE', 'Too many rooms created from this address: wait a minute.');
    req.resume();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = await new Promise<Buffer | null>((resolve) => {
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(null));
    req.on('close', () => resolve(null));
  });
  if (body === null) {
    refuse(413, 'ERR_TOO_BIG', `A request body is at most ${MAX_BODY_BYTES} bytes.`);
    return;
  }
  res.writeHead(200, headers);
  try {
    const clientOptions = JSON.parse(body.toString()) as unknown;
    if (method === 'joinById') {
      // A room whose process died is rebuilt here first (with Redis: takeover.ts).
      await takeOver(roomName);
      const room = matchMaker.getLocalRoomById(roomName) as GameRoom | undefined;
      const got = room?.seatFor(clientOptions);
      if (got && !('seat' in got)) {
        console.warn(`Room ${roomName}: join refused (${got.code}): ${got.message}`);
        res.end(JSON.stringify({ code: got.code, error: got.message }));
        return;
      }
    }
    const response = (await matchMaker.controller.invokeMethod(method, roomName, clientOptions as matchMaker.ClientOptions, {
      token: getBearerToken(req.headers.authorization ?? ''),
      headers: req.headers,
      ip: address,
      req,
    })) as Record<string, unknown>;
    if (server.transport.protocol !== undefined) response.protocol = server.transport.protocol;
    res.end(JSON.stringify(response));
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    res.end(JSON.stringify({ code: err.code, error: err.message }));
  }
}

/**
 * Why `url` cannot serve as the rooms' Redis, or null when it answers: a URL that is not
 * redis://host:port (or rediss://), or no answer to PING within `ms`. Checked before the server
 * starts, so a bad REDIS_URL stops it at once with one line (main.ts), instead of a server that
 * never listens while its Redis client retries for ever.
 */
export async function redisProblem(url: string, ms = 4000): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'it is not a URL (redis://host:port)';
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') return `it is not a redis:// URL (${u.protocol})`;
  if (u.protocol === 'rediss:') return null; // TLS: left to the Redis client
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect({ host: u.hostname || '127.0.0.1', port: Number(u.port || 6379) });
    const done = (problem: string | null): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(problem);
    };
    const timer = setTimeout(() => done(`no answer from ${u.host} within ${ms} ms`), ms);
    socket.once('error', (e) => done(`cannot reach ${u.host} (${e.message})`));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(/^[+-]/.test(d.toString()) ? null : `${u.host} does not speak Redis`));
  });
}

export async function createGameServer(o: GameServerOptions = {}): Promise<Server> {
  let presence: Presence = new LocalPresence();
  let driver: matchMaker.MatchMakerDriver = new LocalDriver();
  if (o.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = new RedisPresence(o.redisUrl);
    driver = new RedisDriver(o.redisUrl);
  }
  const server = new Server({
    transport: new WebSocketTransport({ ...(o.server ? { server: o.server } : {}), maxPayload: MAX_PAYLOAD_BYTES }),
    presence,
    driver,
    greet: false,
    gracefullyShutdown: false,
    ...(o.publicAddress ? { publicAddress: o.publicAddress } : {}),
  });
  server.define(ROOM_NAME, GameRoom);
  // Every matchmaking request goes through the limits above (Colyseus calls this per request).
  (server as unknown as { handleMatchMakeRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void> }).handleMatchMakeRequest = (req, res) => matchmake(server, req, res);
  botPool().start(); // the bots' worker threads load while the first rooms fill
  return server;
}
