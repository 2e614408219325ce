// The build bundles only the parts of Phaser listed in src/app/phaser-lite.cjs (issue 32). Every
// part the game's code reaches at run time must be there: each `Phaser.<path>` read as a value
// (not as a type), each game object made with `add.<name>(` or `make.<name>(`. A part missing from
// the list would otherwise show only as an error in the browser, on the screen that uses it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');
const LITE = join(ROOT, 'src', 'app', 'phaser-lite.cjs');
const PHASER_SRC = join(ROOT, 'node_modules', 'phaser', 'src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : []));
/** The browser's code: everything in src/ but the server (Node only, never given this Phaser). */
const browserFiles = sourceFiles(join(ROOT, 'src')).filter((f) => !f.includes(`${join('src', 'server')}`));

/** The object phaser-lite.cjs builds: a tree of the names it spells out; `true` where a required module stands (its inside is Phaser's). */
type Tree = { [name: string]: Tree | true };
function liteTree(): Tree {
  const file = ts.createSourceFile(LITE, readFileSync(LITE, 'utf8'), ts.ScriptTarget.ES2022, true);
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'Phaser' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error('phaser-lite.cjs has no `const Phaser = { ... }`');
  const build = (obj: ts.ObjectLiteralExpression): Tree => {
    const tree: Tree = {};
    for (const p of obj.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      tree[p.name.getText()] = ts.isObjectLiteralExpression(p.initializer) ? build(p.initializer) : true;
    }
    return tree;
  };
  const tree = build(found);
  // Extend(false, Phaser, CONST): the constants (AUTO, VERSION, ...) at the top.
  for (const m of readFileSync(join(PHASER_SRC, 'const.js'), 'utf8').matchAll(/^ {4}([A-Z_0-9]+):/gm)) tree[m[1] as string] = true;
  return tree;
}

/** Every `Phaser.a.b...` the code reads as a value, with where. */
function phaserValuePaths(): { path: string[]; at: string }[] {
  const out: { path: string[]; at: string }[] = [];
  for (const f of browserFiles) {
    const text = readFileSync(f, 'utf8');
    if (!/^import Phaser from 'phaser';/m.test(text)) continue;
    const file = ts.createSourceFile(f, text, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      // The outermost access of a chain that starts at the identifier Phaser.
      if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
        const path: string[] = [];
        let e: ts.Expression = node;
        while (ts.isPropertyAccessExpression(e)) {
          path.unshift(e.name.text);
          e = e.expression;
        }
        if (ts.isIdentifier(e) && e.text === 'Phaser') out.push({ path, at: `${f.slice(ROOT.length + 1)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return out;
}

/** The factory (`add.x`) and creator (`make.x`) names the required files register. */
function registered(kind: 'GameObjectFactory' | 'GameObjectCreator'): Set<string> {
  const names = new Set<string>(kind === 'GameObjectFactory' ? ['existing'] : []);
  for (const m of readFileSync(LITE, 'utf8').matchAll(/require\('\.\.\/\.\.\/node_modules\/phaser\/src\/([\w/]+)'\)/g)) {
    let text: string;
    try {
      text = readFileSync(join(PHASER_SRC, `${m[1]}.js`), 'utf8');
    } catch {
      continue; // a directory's index: no factory registers there
    }
    for (const r of text.matchAll(new RegExp(`${kind}\\.register\\('(\\w+)'`, 'g'))) names.add(r[1] as string);
  }
  return names;
}

describe('the Phaser the build bundles (src/app/phaser-lite.cjs)', () => {
  it('provides every Phaser.<path> the browser code reads at run time', () => {
    const tree = liteTree();
    const uses = phaserValuePaths();
    expect(uses.length).toBeGreaterThan(100); // the scan sees the code (extends Phaser.Scene alone is dozens)
    const missing: string[] = [];
    for (const { path, at } of uses) {
      let node: Tree | true = tree;
      for (const name of path) {
        if (node === true || name === 'prototype') break; // inside a module of Phaser's own
        const next: Tree | true | undefined = node[name];
        if (next === undefined) {
          missing.push(`Phaser.${path.join('.')} (${at})`);
          break;
        }
        node = next;
      }
    }
    expect(missing).toEqual([]);
  });

  it('registers every game object the code adds or makes', () => {
    const factories = registered('GameObjectFactory');
    const creators = registered('GameObjectCreator');
    expect(factories).toContain('container');
    const missing: string[] = [];
    for (const f of browserFiles) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\.(add|make)\.(\w+)\(/g)) {
        const set = m[1] === 'add' ? factories : creators;
        if (!set.has(m[2] as string)) missing.push(`${m[1]}.${m[2]} (${f.slice(ROOT.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
