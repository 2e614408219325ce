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

/**
 * Phaser as the build bundles it (issue 32), with src/app/phaser-lite.cjs choosing the parts:
 * - its build flags, as its own webpack build sets them (DefinePlugin): `typeof WEBGL_RENDERER` and
 *   the rest are replaced in Phaser's sources. No sound manager (the game's sounds are howler's),
 *   no 3D camera or Facebook plugins, no WebGL debugging;
 * - the WebGL render nodes of what the game never draws (filters, point lights, tilemaps, GPU
 *   sprite layers, ropes, stamps, meshes): Phaser's node manager lists every node and builds one
 *   only when it is first drawn, so these files become a constructor that throws a clear error,
 *   should something ever ask for one (a tile sprite's nodes stay: the texture manager makes one);
 * - the batch handler's `require('../../../renderer')`, which brings the whole renderer namespace
 *   (every shader's source, every render node) for its events alone, gets the events alone.
 */
const PHASER_FLAGS: Record<string, string> = {
  CANVAS_RENDERER: 'true',
  WEBGL_RENDERER: 'true',
  WEBGL_DEBUG: 'false',
  FEATURE_SOUND: 'false',
  PLUGIN_CAMERA3D: 'false',
  PLUGIN_FBINSTANT: 'false',
};
const PHASER_NODES_LEFT_OUT =
  /\/node_modules\/phaser\/src\/renderer\/webgl\/renderNodes\/(filters\/Filter\w+|BatchHandler(PointLight|Strip)|submitter\/Submitter(SpriteGPULayer|TilemapGPULayer|Tile|MeshToQuad)|transformer\/Transformer(Tile|Stamp|Vertex))\.js$/;

function phaserBuild(): Plugin {
  const flag = new RegExp(`typeof (${Object.keys(PHASER_FLAGS).join('|')})\\b`, 'g');
  return {
    name: 'four-crowns:phaser-build',
    apply: 'build',
    load(id) {
      const left = PHASER_NODES_LEFT_OUT.exec(id);
      if (!left) return null;
      const name = id.slice(id.lastIndexOf('/') + 1, -3);
      return `module.exports = function ${name}() { throw new Error('Phaser render node ${name} is left out of this build (vite.config.ts, PHASER_NODES_LEFT_OUT)'); };`;
    },
    transform(code, id) {
      if (!id.includes('/node_modules/phaser/src/')) return null;
      let out = code.replace(flag, (_m, name: string) => PHASER_FLAGS[name] ?? _m);
      if (id.endsWith('/renderer/webgl/renderNodes/BatchHandler.js')) {
        const before = out;
        out = out.replace("require('../../../renderer')", "{ Events: require('../../events') }");
        // a Phaser whose batch handler no longer reads so: say it, rather than bundle every shader again unseen
        if (out === before) this.error("Phaser's BatchHandler.js no longer requires '../../../renderer': update phaserBuild in vite.config.ts");
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The test build's extras (the tiny test game, the widget gallery: src/app/dev-extras.ts) are
 * awaited before the game starts; their chunk is preloaded with the page's code, so the test
 * build, which `npm run perf` measures, waits no longer for its first frame than the production
 * build (without this, a round trip more once the page's code runs: 0.2 s on a phone's network).
 */
function preloadDevExtras(mode: string): Plugin {
  return {
    name: 'four-crowns:preload-dev-extras',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (mode !== 'test' || !ctx.bundle) return;
        const extras = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.name === 'dev-extras');
        if (!extras || extras.type !== 'chunk') return;
        return [extras.fileName, ...extras.imports].filter((file) => !html.includes(file)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

// Phaser goes into a chunk of its own so the game code can be measured (and cached) apart.
// Sounds are never inlined into the code as data URLs (they are files the preloader fetches).
// howler's core build: the app uses no spatial audio, so the spatial plugin is left out.
export default defineConfig(({ command, mode }) => ({
  base: './',
  plugins: [phaserBuild(), preloadDevExtras(mode), terserGameCode(), offline(), onlineRooms()],
  worker: { plugins: () => [terserGameCode()] },
  resolve: {
    alias: [
      // A build bundles the parts of Phaser the game uses (src/app/phaser-lite.cjs); the dev
      // server keeps the whole package (its pre-bundled copy).
      ...(command === 'build' ? [{ find: /^phaser$/, replacement: fileURLToPath(new URL('./src/app/phaser-lite.cjs', import.meta.url)) }] : []),
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
          if (id.includes('node_modules/phaser') || id.endsWith('/phaser-lite.cjs')) return 'phaser';
          // What the page and the bot worker share: the pure core (the menu's Continue reads saves
          // with it), and each game's rules, apart (a game's part is fetched alone when it is
          // opened first, src/games/index.ts).
          if (/\/src\/core\//.test(id)) return 'core';
          const rules = /\/src\/games\/([\w-]+)\/rules\//.exec(id);
          if (rules) return `rules-${rules[1]}`;
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
}));
