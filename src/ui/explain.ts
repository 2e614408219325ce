// Explain once: the first time a rule fires, a short card says what happened; the player's "Got
// it" puts it away, and the seen store (services/seen) keeps it from showing again, on this visit
// or the next. Cards asked for while one shows wait their turn. Non-modal: the game goes on.
import type Phaser from 'phaser';
import { Button } from './button';
import { buildInfoCard, type InfoContent } from './info-card';
import { hasSeen, markSeen } from '../services/seen';
import { t } from '../services/i18n';

const queues = new WeakMap<Phaser.Scene, { key: string; content: InfoContent; at: { x: number; y: number; width?: number } }[]>();

function next(scene: Phaser.Scene): void {
  const q = queues.get(scene);
  const item = q?.[0];
  if (!q || !item || !scene.sys.isActive()) return;
  const card = buildInfoCard(scene, item.at.x, item.at.y, item.content, 'ui.explain', 70, item.at.width);
  const ok = new Button(scene, card.panelWidth / 2 - 110, card.panelHeight / 2 - 50, t('ui.explain.ok'), () => {
    card.destroy();
    q.shift();
    next(scene);
  }, { width: 180, height: 56, variant: 'primary', name: 'ui.explain.ok' });
  card.add(ok);
  card.blockInput();
}

/**
 * Show `content` once ever under `key` (centred near `at`, `at.width` wide); false if it was seen before. While
 * another card shows, this one waits behind it.
 */
export function explainOnce(scene: Phaser.Scene, key: string, content: InfoContent, at: { x: number; y: number; width?: number }): boolean {
  if (hasSeen(key)) return false;
  markSeen(key);
  let q = queues.get(scene);
  if (!q || !scene.sys.isActive()) queues.set(scene, (q = []));
  q.push({ key, content, at });
  if (q.length === 1) next(scene);
  return true;
}

/** Drop the waiting cards (a scene restarting). */
export function clearExplains(scene: Phaser.Scene): void {
  queues.delete(scene);
}
