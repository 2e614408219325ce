// The "While you waited" box (newcomers s35/s36: the bots' turns went by unseen): when the person's
// turn comes back after the others' moves, a small dark box in the table's gold says what they did
// (recap-lines.ts), and the cards they played that are still on the table are ringed in gold. It
// lies where nothing else is while the person decides: on a desktop left of the chosen cards'
// place (empty until a card is chosen), between the table's cards and the hand; on a phone in the
// strip right of the frame, under the seats' names and above Yield. It takes no input, and goes
// at the person's first press or key on the table, or with the next move shown.
import Phaser from 'phaser';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { font } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import { recapPlace } from './layout';
import type { Stage } from './stage';

export class Recap {
  private box: Phaser.GameObjects.Container | null = null;

  constructor(private readonly stage: Stage) {
    const scene = stage.scene;
    const hide = (): void => this.hide();
    scene.input.on('pointerdown', hide);
    scene.input.keyboard?.on('keydown', hide);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off('pointerdown', hide);
      scene.input.keyboard?.off('keydown', hide);
      this.box = null;
    });
  }

  get shown(): boolean {
    return this.box !== null;
  }

  /**
   * The box with `entries` (`fewer(max)`: the entries again with at most `max`, for a box that
   * would run past its room), the cards `played` ringed where they lie on the table.
   */
  show(fewer: (max: number) => string[] | null, played: readonly string[]): void {
    this.hide();
    const { scene, compact } = this.stage;
    const place = recapPlace(compact);
    const pad = 12;
    const c = scene.add.container(0, 0).setName('regicide.recap').setDepth(5);
    const title = scene.add.text(pad, pad - 2, t('regicide.recap.title'), { fontFamily: FONTS.title, fontSize: font(compact ? 17 : 20), fontStyle: '700', color: CSS.goldLight }).setName('regicide.recap.title');
    const body = scene.add.text(pad, title.y + title.height + 4, '', { fontFamily: FONTS.body, fontSize: font(compact ? 16 : 19), color: CSS.parchment, lineSpacing: 2, wordWrap: { width: place.w - pad * 2 } }).setName('regicide.recap.text');
    // the newest entries that fit the room, older ones counted in "+N more (Log)"
    for (let max = 4; max >= 1; max--) {
      const entries = fewer(max);
      if (!entries) return;
      body.setText(entries.join('\n'));
      if (body.y + body.height + pad <= place.h) break;
    }
    const h = Math.min(place.h, body.y + body.height + pad);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.walnutDark, 0.94).fillRoundedRect(0, 0, place.w, h, 10);
    g.lineStyle(2, COLORS.gold, 0.9).strokeRoundedRect(0, 0, place.w, h, 10);
    c.add([g, title, body]);
    // centred on its box (as the tests' boxes of a sized container read it)
    c.setPosition(place.x + place.w / 2, place.y + h / 2).setSize(place.w, h);
    for (const o of [g, title, body]) o.setPosition(o.x - place.w / 2, o.y - h / 2);
    // the cards the others played, still on the table, ringed in gold
    played.forEach((code, i) => {
      const piece = this.stage.pieces.get(code);
      if (!piece || !piece.name.startsWith('regicide.table.')) return;
      const b = piece.getBounds();
      const ring = scene.add.graphics().setName(`regicide.recapMark.${i}`);
      ring.lineStyle(4, COLORS.goldLight, 0.95).strokeRoundedRect(b.x - c.x - 4, b.y - c.y - 4, b.width + 8, b.height + 8, 8);
      c.addAt(ring, 0);
    });
    this.box = c;
  }

  hide(): void {
    this.box?.destroy();
    this.box = null;
  }
}
