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
  { ignores: ['node_modules', 'dist', 'dist-test', 'dist-test-*', 'test-results', 'playwright-report', 'assets'] },
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
            { group: ['**/scene/**', '**/app/**', '**/ui/**'], message: 'Pure code may not import presentation code.' },
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
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
