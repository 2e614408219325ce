// The online server: Colyseus 0.16 (@colyseus/core and its WebSocket transport) with one room
// type, GameRoom. On one process by default; with a Redis URL, several processes share rooms
// through Redis presence and driver, and a process that starts rebuilds the rooms whose
// snapshots are in Redis but that no live process holds (after a crash or a restart).

import type { Server as HttpServer } from 'node:http';
import { LocalDriver, LocalPresence, Server, matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '../app/online/protocol';
import { botPool } from './bot-pool';
import { GameRoom, SNAPSHOT_SET, snapshotKey, type RoomSnapshot } from './game-room';

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
  botPool().start(); // the bots' worker threads load while the first rooms fill
  return server;
}

/**
 * Rebuild, on this process, every room whose snapshot is in the presence and that no live
 * process holds. Call it once the server listens. Returns the codes rebuilt.
 */
export async function restoreRooms(): Promise<string[]> {
  const presence = matchMaker.presence;
  const codes = await presence.smembers(SNAPSHOT_SET);
  const rebuilt: string[] = [];
  for (const code of codes) {
    const live = await matchMaker.query({ roomId: code });
    if (live.length > 0) continue;
    const raw = (await presence.get(snapshotKey(code))) as string | null;
    if (!raw) {
      await presence.srem(SNAPSHOT_SET, code);
      continue;
    }
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: JSON.parse(raw) as RoomSnapshot });
      rebuilt.push(code);
    } catch (e) {
      console.error(`Room ${code} could not be rebuilt:`, e);
    }
  }
  return rebuilt;
}
