import { minify } from 'terser';
import { defineConfig, type Plugin } from 'vite';

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

// Phaser goes into a chunk of its own so the game code can be measured (and cached) apart.
// Sounds are never inlined into the code as data URLs (they are files the preloader fetches).
// howler's core build: the app uses no spatial audio, so the spatial plugin is left out.
export default defineConfig({
  base: './',
  plugins: [terserGameCode()],
  worker: { plugins: () => [terserGameCode()] },
  resolve: {
    alias: [{ find: /^howler$/, replacement: 'howler/dist/howler.core.min.js' }],
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: (file: string) => (file.endsWith('.wav') ? false : undefined),
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/phaser')) return 'phaser';
          return undefined;
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
