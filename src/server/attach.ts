// The online server inside another HTTP server: Vite's dev and preview servers (`npm start`,
// `npm run dev`, `vite preview`), so the game and its rooms share one port. Colyseus runs on an
// inner HTTP server that never listens: the outer one hands it the matchmaking requests
// (/matchmake/...) and the WebSocket upgrades that are not Vite's own (its HMR and ping).

import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchMaker, type Server } from '@colyseus/core';
import { createGameServer, restoreRooms, type GameServerOptions } from './server';
import { configureRooms } from './game-room';

const VITE_PROTOCOLS = new Set(['vite-hmr', 'vite-ping']);

export interface Attached {
  server: Server;
  /** A connect-style middleware: matchmaking requests go to the rooms, the rest to `next`. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export async function attachGameServer(outer: HttpServer, o: Omit<GameServerOptions, 'server'> = {}): Promise<Attached> {
  // How long a person is away before the host may let a bot play for them (default 2 minutes);
  // the browser tests set a few seconds.
  const handover = Number(process.env.FC_HANDOVER_MS);
  if (Number.isFinite(handover) && handover >= 0) configureRooms({ handoverAfterMs: handover });
  const inner = createServer();
  const server = await createGameServer({ ...o, server: inner });
  outer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (VITE_PROTOCOLS.has(String(req.headers['sec-websocket-protocol'] ?? ''))) return;
    inner.emit('upgrade', req, socket, head);
  });
  await matchMaker.accept();
  await restoreRooms();
  return {
    server,
    middleware: (req, res, next) => {
      if ((req.url ?? '').startsWith(`/${matchMaker.controller.matchmakeRoute}/`)) inner.emit('request', req, res);
      else next();
    },
  };
}
