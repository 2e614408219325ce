import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { attachGameServer as AttachGameServer } from './src/server/attach';

/**
 * After Vite's own minifier, terser packs the game code again (the Phaser chunk is left alone:
 * terser on 1.3 MB of Phaser takes half a minute for nothing). About 3 % off the page's code and a
 * quarter off the Regality bot's worker, whose search inlines many small constants.
 */
function terserGameCode(): Plugin {
  return {
    name: 'four-crowns:terser-game-code',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name === 'phaser') continue;
        const out = await minify(chunk.code, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: { toplevel: true } });
        if (out.code) chunk.code = out.code;
      }
    },
  };
}

/**
 * Play offline after the first visit, and install to a home screen: a web manifest with our icons
 * (public/icons, drawn by scripts/make-icons.mjs) and a Workbox service worker that precaches every
 * file the game loads: the code, Phaser, the bot worker, the sounds and the fonts (none is near
 * Workbox's 2 MiB limit; check-build.mjs checks that the precache lists them all). `prompt`: a new
 * version waits until the player reloads from the menu (src/app/pwa.ts).
 */
function offline(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Four Crowns',
      short_name: 'Four Crowns',
      description: 'Castle Panic, Le Roi du Ring, Regality vs Religion and Regicide, on one table.',
      lang: 'en',
      start_url: './',
      scope: './',
      display: 'fullscreen',
      orientation: 'landscape',
      background_color: '#1c120c',
      theme_color: '#1c120c',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,wav,woff,woff2,png,svg,webmanifest}'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * The online rooms (src/server, Colyseus) inside the dev and preview servers, on the same port as
 * the game: `npm start` alone lets two browsers on this machine or network play together. Loaded
 * only when a server starts (never in a build); FC_NO_ONLINE=1 leaves them out. They are loaded
 * through tsx at that moment, not imported here: Vite bundles this file to load it, and an import
 * of src/server would bundle the whole server and every game's rules into the config (seconds
 * more before the address, and 200 lines of warnings about extension-less imports).
 */
function onlineRooms(): Plugin {
  const attach = async (httpServer: HttpServer | null, use: (fn: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void): Promise<void> => {
    if (!httpServer || process.env.FC_NO_ONLINE === '1') return;
    const { tsImport } = await import('tsx/esm/api');
    const { attachGameServer } = (await tsImport('./src/server/attach.ts', import.meta.url)) as { attachGameServer: typeof AttachGameServer };
    const { middleware } = await attachGameServer(httpServer, process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
    use((req, res, next) => middleware(req, res, next));
  };
  return {
    name: 'four-crowns:online-rooms',
    configureServer: (server) => attach(server.httpServer as HttpServer | null, (fn) => server.middlewares.use(fn)),
    configurePreviewServer: (server) => attach(server.httpServer as HttpServer | null, (fn) => server.middlewares.use(fn)),
  };
}

// Phaser goes into a chunk of its own so the game code can be measured (and cached) apart.
// Sounds are never inlined into the code as data URLs (they are files the preloader fetches).
// howler's core build: the app uses no spatial audio, so the spatial plugin is left out.
export default defineConfig({
  base: './',
  plugins: [terserGameCode(), offline(), onlineRooms()],
  worker: { plugins: () => [terserGameCode()] },
  resolve: {
    alias: [
      { find: /^howler$/, replacement: 'howler/dist/howler.core.min.js' },
      // The online client's ES modules, not the CommonJS and UMD builds the "browser" condition
      // picks (which nothing can tree-shake): 8 KB less gzip for Play online.
      { find: /^colyseus\.js$/, replacement: fileURLToPath(new URL('./node_modules/colyseus.js/build/esm/index.mjs', import.meta.url)) },
      { find: /^@colyseus\/schema$/, replacement: fileURLToPath(new URL('./node_modules/@colyseus/schema/build/esm/index.mjs', import.meta.url)) },
    ],
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: (file: string) => (file.endsWith('.wav') ? false : undefined),
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // The page, and the one bot worker of every game as an entry of its own (not a `new Worker(new
      // URL(...))` bundle, which would repeat each game's rules): the two share their chunks, and
      // the worker keeps a fixed name for src/services/bot-worker-client.ts to load.
      input: { index: 'index.html', 'bot-worker': 'src/bot-worker.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'bot-worker' ? 'assets/bot-worker.js' : 'assets/[name]-[hash].js'),
        manualChunks(id: string) {
          if (id.includes('node_modules/phaser')) return 'phaser';
          // What the page and the bot worker share: each game's rules and the pure core.
          if (/\/src\/(core|games\/[\w-]+\/rules)\//.test(id)) return 'rules';
          // Each language but English in one chunk, fetched when chosen.
          const words = /\/strings\.(fr|it)\.ts$/.exec(id);
          if (words) return `words-${words[1]}`;
          // The online client (colyseus.js and what it brings), fetched for Play online only.
          if (/node_modules\/(colyseus\.js|@colyseus)\//.test(id)) return 'online';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
