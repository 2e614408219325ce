// Explain once, on the Roi du Ring table: the first psychic attack, the first surprise attack and
// the first fighter pushed against the ropes each bring a short card that says what happened, in
// the shared line of explain cards (src/ui/explain.ts: once ever, one at a time, gone by itself at
// the player's next press or move, never waiting for an OK). A desktop shows it in the coach's
// place, left of the ring; a phone lays it flat over the half of the ring with fewer fighters, so
// it covers neither the prompt (its words and buttons, in the side column) nor the hand (issue 30
// item 1: a modal card of its own stood over the live prompt, a move late).
import type Phaser from 'phaser';
import { explainOnce, type ExplainBand } from '../../../ui/explain';
import { explainOnceOnPhone } from '../../../ui/phone-card';
import { viewport } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import type { InfoContent } from '../../../ui/info-card';

export type Explained = 'psychic' | 'surprise' | 'ropes';

export const explainContent = (key: Explained): InfoContent => ({ title: t(`roi.ex.${key}.t` as TextKey), body: t(`roi.ex.${key}` as TextKey) });

/** Where the card goes: on a desktop its centre x, width and top edge; on a phone the band of the ring it lies in. */
export interface ExplainPlace {
  x: number;
  top: number;
  width: number;
  band: ExplainBand;
}

/** Show the card for `key` once ever (false if seen before, or shown or waiting already). */
export function explainRoi(scene: Phaser.Scene, key: Explained, at: ExplainPlace): boolean {
  const content = explainContent(key);
  if (!viewport().compact) return explainOnce(scene, `roi.${key}`, content, { x: at.x, y: 0, width: at.width });
  return explainOnceOnPhone(scene, `roi.${key}`, content, { x: at.x, y: at.top, width: at.width }, { band: at.band });
}
