import { defineConfig } from 'vite';

// Phaser goes into a chunk of its own so the game code can be measured (and cached) apart.
// Sounds are never inlined into the code as data URLs (they are files the preloader fetches).
// howler's core build: the app uses no spatial audio, so the spatial plugin is left out.
export default defineConfig({
  base: './',
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
