// Shared by Castle Panic's browser tests (cp-s34.spec.ts, cp-s35.spec.ts, cp-s36.spec.ts): a
// stacked position's link and its opening, and the lit rings of the table read from the running scene.
import { deflateRawSync } from 'node:zlib';
import type { Page } from './fixtures';
import { gotoApp } from './helpers';

const VERSION = 2; // CASTLE_PANIC_VERSION

/** A shared link to the game of `options` and `seed` after `moves`, its seats' kinds `seats` ('h' a person, 'b' a bot). */
export function cpLink(options: object, seed: number, moves: object[], seats: string): string {
  const payload = { f: 1, r: { game: 'castle-panic', version: VERSION, options, seed, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

/** Opens `hash` and waits for the table, its phase panel up and nothing moving. */
export async function openCp(page: Page, hash: string): Promise<void> {
  await gotoApp(page, hash);
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['cp.phaseTitle'] && window.__fc.busy() === false, undefined, { timeout: 30_000 });
}

/** A box in design px. */
export interface RingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A monster's drop zone (cp.zone.monster.<id>) or a damage choice's ring (cp.chooseRing.<id>), as drawn now. */
export interface LitRing {
  name: string;
  /** The zone's highlight ('off' when unlit; a choice's ring is always 'on'). */
  highlight: string;
  /** The highlight ring's thickness in CSS px, where the zone draws one. */
  ringCss?: number;
  /** Where the ring is drawn (its `drawn` data), else the object's bounds. */
  box?: RingBox;
}

/**
 * Walks the Castle Panic scene's objects for the monsters' drop zones and the damage choice's
 * rings: one pass over the tree, the same for every test that checks how the targets are lit.
 */
export function litRings(page: Page): Promise<LitRing[]> {
  return page.evaluate(() => {
    type Node = {
      name?: string;
      list?: Node[];
      highlight?: { getData(k: string): unknown };
      getHighlight?(): string;
      getBounds?(): RingBox;
      getData?(k: string): unknown;
    };
    type RingBox = { x: number; y: number; width: number; height: number };
    const scene = (window as unknown as { __fcGame: { scene: { getScene(k: string): { children: { list: Node[] } } } } }).__fcGame.scene.getScene('CastlePanic');
    const out: { name: string; highlight: string; ringCss?: number; box?: RingBox }[] = [];
    const walk = (nodes: Node[]): void => {
      for (const n of nodes) {
        const zone = n.name?.startsWith('cp.zone.monster.') === true;
        const choice = n.name?.startsWith('cp.chooseRing.') === true;
        if (zone || choice) {
          const drawn = (n.getData?.('drawn') as RingBox | undefined) ?? n.getBounds?.();
          const css = n.highlight?.getData('ringCss');
          out.push({
            name: n.name as string,
            highlight: choice ? 'on' : (n.getHighlight?.() ?? 'off'),
            ...(css === undefined ? {} : { ringCss: Number(css) }),
            ...(drawn ? { box: { x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height } } : {}),
          });
        }
        if (n.list) walk(n.list);
      }
    };
    walk(scene.children.list);
    return out;
  });
}
