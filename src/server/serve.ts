// `npm run serve`: the built game (dist/) and the online rooms from one Node process, for a real
// host. Static files with their types, index.html for the rest; /matchmake/... and the WebSocket
// go to Colyseus. With a Redis URL several such processes share rooms (see server.ts).

import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Server } from '@colyseus/core';
import { createGameServer, restoreRooms } from './server';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wav': 'audio/wav',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface ServeOptions {
  port: number;
  host: string;
  dist: string;
  redisUrl?: string;
  publicAddress?: string;
}

export interface Serving {
  http: HttpServer;
  rooms: Server;
  close(): Promise<void>;
}

function staticFiles(dist: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(dist);
  return (req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    let file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Build the game first: npm run build');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': file.endsWith('index.html') || file.endsWith('sw.js') ? 'no-cache' : 'public, max-age=3600' });
    createReadStream(file).pipe(res);
  };
}

export async function serve(o: ServeOptions): Promise<Serving> {
  const http = createServer(staticFiles(o.dist));
  const rooms = await createGameServer({ server: http, ...(o.redisUrl ? { redisUrl: o.redisUrl } : {}), ...(o.publicAddress ? { publicAddress: o.publicAddress } : {}) });
  await rooms.listen(o.port, o.host);
  await restoreRooms();
  return {
    http,
    rooms,
    close: async () => {
      await rooms.gracefullyShutdown(false);
    },
  };
}
