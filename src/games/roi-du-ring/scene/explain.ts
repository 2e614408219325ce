// Explain once, on the Roi du Ring table: the first psychic attack, the first surprise attack and
// the first fighter pushed against the ropes each bring a short card that says what happened
// (src/ui/explain.ts; "seen" is kept, so each shows once ever). On a phone the card is drawn with
// a button as tall as a thumb needs and text at the phone's floor.
import type Phaser from 'phaser';
import { Button } from '../../../ui/button';
import { buildInfoCard, type InfoContent } from '../../../ui/info-card';
import { explainOnce } from '../../../ui/explain';
import { viewport } from '../../../ui/viewport';
import { hasSeen, markSeen } from '../../../services/seen';
import { t, type TextKey } from '../../../services/i18n';

export type Explained = 'psychic' | 'surprise' | 'ropes';

export const explainContent = (key: Explained): InfoContent => ({ title: t(`roi.ex.${key}.t` as TextKey), body: t(`roi.ex.${key}` as TextKey) });

/** Where the card goes: its centre x and width, and its top edge. */
export interface ExplainPlace {
  x: number;
  top: number;
  width: number;
}

const queues = new WeakMap<Phaser.Scene, { at: ExplainPlace; items: InfoContent[] }>();

function nextOnPhone(scene: Phaser.Scene): void {
  const q = queues.get(scene);
  const item = q?.items[0];
  if (!q || !item || !scene.sys.isActive()) return;
  const vp = viewport();
  const foot = Math.ceil(vp.minTap * 0.8) + 40;
  const card = buildInfoCard(scene, q.at.x, 0, item, 'ui.explain', foot, q.at.width);
  card.setY(q.at.top + card.panelHeight / 2);
  const bw = 300;
  card.add(
    new Button(scene, card.panelWidth / 2 - 20 - bw / 2, card.panelHeight / 2 - foot / 2 - 15, t('ui.explain.ok'), () => {
      card.destroy();
      q.items.shift();
      nextOnPhone(scene);
    }, { width: bw, height: 56, variant: 'primary', fontSize: vp.minFont, name: 'ui.explain.ok' }),
  );
  card.blockInput();
}

/** Show the card for `key` once ever (false if seen before); cards asked for while one shows wait their turn. */
export function explainRoi(scene: Phaser.Scene, key: Explained, at: ExplainPlace): boolean {
  const content = explainContent(key);
  // A desktop: the shared card, its top at the top of the table (the card is placed by its centre, kept on screen).
  if (!viewport().compact) return explainOnce(scene, `roi.${key}`, content, { x: at.x, y: 0, width: at.width });
  const full = `roi.${key}`;
  if (hasSeen(full)) return false;
  markSeen(full);
  let q = queues.get(scene);
  if (!q || !scene.sys.isActive()) queues.set(scene, (q = { at, items: [] }));
  q.items.push(content);
  if (q.items.length === 1) nextOnPhone(scene);
  return true;
}

/** Drop the cards waiting on a phone (the scene restarting). */
export function clearRoiExplains(scene: Phaser.Scene): void {
  queues.delete(scene);
}
