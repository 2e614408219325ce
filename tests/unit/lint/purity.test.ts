// The purity rule: rules, AI and core code may not touch Phaser, howler, the DOM, storage,
// timers or Math.random. Lint snippets as if they lived in those folders, and elsewhere.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: process.cwd(),
  // Only the purity rules: the type-aware rules need the files to exist in the TS project.
  ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function messages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const PURE = ['src/core/probe.ts', 'src/games/regicide/rules/probe.ts', 'src/games/regality/ai/probe.ts'];
const FORBIDDEN: [string, string][] = [
  ["import Phaser from 'phaser';\nexport const x = Phaser;\n", 'no Phaser'],
  ["import { Howl } from 'howler';\nexport const x = Howl;\n", 'no audio'],
  ['export const x = Math.random();\n', 'seeded RNG'],
  ["export const x = localStorage.getItem('a');\n", 'no storage'],
  ['export const x = document.title;\n', 'no DOM'],
  ['export const x = window.innerWidth;\n', 'no DOM'],
  ['export const x = setTimeout(() => 1, 1);\n', 'no timers'],
  ["import { Button } from '../../../ui/button';\nexport const x = Button;\n", 'presentation'],
];

describe('purity of rules, AI and core (ESLint)', () => {
  for (const file of PURE) {
    for (const [code, why] of FORBIDDEN) {
      it(`${file} refuses: ${code.split('\n')[0]}`, async () => {
        const found = await messages(code, file);
        expect(found.length, found.join('\n')).toBeGreaterThan(0);
        expect(found.join('\n')).toMatch(new RegExp(why, 'i'));
      });
    }
    it(`${file} accepts plain pure code`, async () => {
      expect(await messages("import { Rng } from '../../../core/rng';\nexport const x = new Rng(1).int(6) + Math.max(1, 2);\n", file)).toEqual([]);
    });
  }

  it('scenes may use Phaser and the DOM', async () => {
    expect(await messages("import Phaser from 'phaser';\nexport const x = [Phaser, document.title, Math.random()];\n", 'src/games/regicide/scene/probe.ts')).toEqual([]);
  });
});

// The floors of the house: core <- services <- ui <- games' scenes <- app, each importing only downward.
describe('floors of the house import only downward (ESLint)', () => {
  const UPWARD: [string, string][] = [
    ['src/services/probe.ts', "import { Button } from '../ui/button';\nexport const x = Button;\n"],
    ['src/services/probe.ts', "import { rules } from '../games/regicide/rules';\nexport const x = rules;\n"],
    ['src/services/probe.ts', "import { shellStrings } from '../app/strings';\nexport const x = shellStrings;\n"],
    ['src/ui/probe.ts', "import { rules } from '../games/regicide/rules';\nexport const x = rules;\n"],
    ['src/ui/probe.ts', "import { MenuScene } from '../app/scenes/menu';\nexport const x = MenuScene;\n"],
    ['src/games/regicide/scene/probe.ts', "import { MenuScene } from '../../../app/scenes/menu';\nexport const x = MenuScene;\n"],
    ['src/games/regicide/entry-probe.ts', "import { saveStore } from '../../app/save-store';\nexport const x = saveStore;\n"],
    ['src/games/regicide/rules/probe.ts', "import { t } from '../../../services/i18n';\nexport const x = t;\n"],
  ];
  for (const [file, code] of UPWARD) {
    it(`${file} refuses: ${code.split('\n')[0]}`, async () => {
      const found = await messages(code, file);
      expect(found.length, found.join('\n')).toBeGreaterThan(0);
    });
  }
  const DOWNWARD: [string, string][] = [
    ['src/ui/probe.ts', "import { t } from '../services/i18n';\nimport { Rng } from '../core/rng';\nexport const x = [t, Rng];\n"],
    ['src/games/regicide/scene/probe.ts', "import { Button } from '../../../ui/button';\nimport { playSfx } from '../../../services/audio';\nexport const x = [Button, playSfx];\n"],
    ['src/app/probe.ts', "import { rules } from '../games/regicide/rules';\nimport { Button } from '../ui/button';\nexport const x = [rules, Button];\n"],
  ];
  for (const [file, code] of DOWNWARD) {
    it(`${file} accepts: ${code.split('\n')[0]}`, async () => {
      expect(await messages(code, file)).toEqual([]);
    });
  }
});
