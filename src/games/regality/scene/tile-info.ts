// What a Regality tile is and does, in words: the "what is this?" card (name, picture, exact
// effect, its reach icon explained), the rules screen's glossary, and the explain-once cards.
import type Phaser from 'phaser';
import type { InfoContent } from '../../../ui/info-card';
import { t, type TextKey } from '../../../services/i18n';
import { TILES, type RegalityCell } from '../rules';
import { drawBack, drawTile, tileName, type PhoneFace } from './tile-view';

/** The tile's exact effect in one or two sentences: passive or active, then what it does. */
export function tileEffect(id: string): string {
  const d = TILES[id];
  if (!d) return '';
  const fx = t(`regality.fx.${d.effect}` as TextKey, { where: t(`regality.where.${d.reach}` as TextKey) });
  return d.effect === 'none' ? fx : `${t(d.active ? 'regality.kind.active' : 'regality.kind.passive')} ${fx}`;
}

/** The card for a tile in a zone or the pool, or on a cell (face down, or a Tower with a tile under it); `phone`: its picture in the phone's face. */
export function tileInfo(id: string, cell?: RegalityCell | null, phone?: PhoneFace): InfoContent {
  if (cell?.faceDown) return { title: tileName(cell.tile), body: t('regality.info.faceDown'), picture: (c, s) => drawBack(c.scene, c, s) };
  const d = TILES[id];
  const lines = [tileEffect(id)];
  if (d && d.reach !== 'none') lines.push(t(phone ? 'regality.icons.phone' : 'regality.icons'));
  if (cell?.under) lines.push(t('regality.info.under', { tile: tileName(cell.under) }));
  // A Tower's picture shows the tile under it, as the board does (a small tile of its colour with
  // its sign, and its name on a strip): named ui.info.under / .under.sign (texts of the card) for the tests.
  const under = cell?.under ?? undefined;
  const picture = (c: Phaser.GameObjects.Container, s: number): void => {
    drawTile(c.scene, c, id, s, false, phone, under);
    c.getByName('tile.under')?.setName('ui.info.under');
    c.getByName('tile.under.sign')?.setName('ui.info.under.sign');
    // The picture's own name strip is the card's text too (tile-view names it tile.name for the board).
    c.getByName('tile.name')?.setName('ui.info.name');
    c.getByName('tile.glyph')?.setName(''); // (the table's name for a tile's sign: not the card's)
  };
  return { title: tileName(id), body: lines.join('\n'), picture };
}

/** The explain-once cards, by the event that fires them first. */
export type Explained = 'flip' | 'destroy' | 'banish' | 'shield' | 'tower' | 'death' | 'retrigger' | 'cancel';

export function explainContent(key: Explained, tile?: string, phone?: PhoneFace): InfoContent {
  const picture = tile
    ? (c: Phaser.GameObjects.Container, s: number): void => {
        drawTile(c.scene, c, tile, s, false, phone);
        c.getByName('tile.name')?.setName('ui.explain.name');
        c.getByName('tile.glyph')?.setName('');
      }
    : undefined;
  return { title: t(`regality.ex.${key}.t` as TextKey), body: t(`regality.ex.${key}` as TextKey), picture };
}
