// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// Everything a pure module must not touch: rendering, audio, the DOM, storage, timers, ambient randomness.
const browserGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.es2021));
const pureRestrictedGlobals = [
  ...browserGlobals.map((name) => ({ name, message: 'Rules, AI and core code are pure: no DOM or browser globals.' })),
  { name: 'localStorage', message: 'Rules, AI and core code are pure: no storage.' },
  { name: 'setTimeout', message: 'Rules, AI and core code are pure: no timers.' },
  { name: 'setInterval', message: 'Rules, AI and core code are pure: no timers.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-*', 'test-results', 'playwright-report', 'assets'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The floors of the house, each importing only from those below it:
  // core <- services <- ui <- games' scenes <- app (the pure block below is stricter still).
  ...[
    { files: ['src/services/**/*.ts'], above: ['ui', 'games', 'app'] },
    { files: ['src/ui/**/*.ts'], above: ['games', 'app'] },
    { files: ['src/games/**/*.ts'], above: ['app'] },
  ].map(({ files, above }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: above.map((floor) => `**/${floor}/**`),
              message: `src/${files[0].split('/')[1]} may not import from a floor above it (${above.join(', ')}): core <- services <- ui <- games <- app.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/core/**/*.ts', 'src/games/*/rules/**/*.ts', 'src/games/*/ai/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'phaser', message: 'Rules, AI and core code are pure: no Phaser.' },
            { name: 'howler', message: 'Rules, AI and core code are pure: no audio.' },
          ],
          patterns: [
            { group: ['**/scene/**', '**/app/**', '**/ui/**', '**/services/**'], message: 'Pure code may not import presentation code or services.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...pureRestrictedGlobals],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in src/core/rng.ts; randomness must live in the state.' },
      ],
    },
  },
  // The online server (src/server) runs on Node only: no browser code imports it.
  {
    files: ['src/**/*.ts'],
    ignores: ['src/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)server(\\/|$)/]`,
          message: 'src/server is the online server (Node only): browser code may not import it.',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The Phaser the build bundles (issue 32): CommonJS, as Phaser's own sources are.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
