// "What is this?" for the parts of the Roi du Ring table that take no input of their own: the
// ring's squares (the fighter standing there, the Champion's square, the ropes, a corner), the
// fighters' rows, the deck and the discard. They are found by where the pointer is, not by
// interactive objects: an object over a square would take the tap that sends a picked card onto
// that square (the drag controller leaves a selection be when something else takes the click).
// The watching is the tables' shared one (ui/info-watch.ts): the card shows after the mouse rests
// on a spot, or after a finger pressed on it without moving (a drag cancels it); it goes when the
// mouse leaves the spot or the next touch begins.
import type Phaser from 'phaser';
import { showInfoCard, type InfoContent } from '../../../ui/info-card';
import type { Panel } from '../../../ui/panel';
import { InfoBoxes, InfoWatch, type InfoBox } from '../../../ui/info-watch';

export interface InfoSpot {
  /** The spot's centre and size, in the scene's coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
  content: () => InfoContent | null;
}

/** Something interactive under the pointer that is not a lit square to click: it has the pointer, not the spot below. */
const covered = (over: Phaser.GameObjects.GameObject[]): boolean => over.some((o) => !o.name.startsWith('roi.target.'));

export class InfoSpots {
  private readonly boxes = new InfoBoxes<() => InfoContent | null>();
  private readonly watch: InfoWatch<InfoBox<() => InfoContent | null>>;
  /** The card shown for a resting mouse (not for a long press), while it is up. */
  private mouseCard: Panel | null = null;

  /** `touchable`: whether a long press may ask now (not while a picked card waits for its square: the release would play it). */
  constructor(
    private readonly scene: Phaser.Scene,
    touchable: () => boolean = () => true,
  ) {
    this.watch = new InfoWatch(scene, {
      find: (x, y) => this.boxes.at(x, y),
      // a spot is the same spot where it stands: a redraw makes its box again
      same: (a, b) => a.x === b.x && a.y === b.y,
      show: (box) => {
        const c = box.content();
        if (!c) return;
        const card = showInfoCard(scene, box.x + box.w / 2, box.y + box.h / 2, c);
        this.mouseCard = scene.input.activePointer.wasTouch ? null : card;
      },
      covered: (_p, over) => covered(over),
      touchable,
      // a mouse press held still on a square or a fighter reads it too, as a finger's long press (newcomer s37 item 4)
      mouseLongPress: () => true,
    });
    scene.events.on('postupdate', this.watchLeave);
    scene.events.once('shutdown', () => scene.events.off('postupdate', this.watchLeave));
  }

  /**
   * A fighter's card shown for the resting mouse goes when the mouse leaves the spot, even onto a
   * scene drawn above the table (the host's rail, the log): Phaser gives that move to the scene
   * above alone, so the watcher below never heard it and the card stayed up (a newcomer's report,
   * round 34). Checked each step while such a card is up, and never with a button held (a drag).
   */
  private readonly watchLeave = (): void => {
    const card = this.mouseCard;
    if (!card) return;
    if (!card.active) {
      this.mouseCard = null;
      return;
    }
    const p = this.scene.input.activePointer;
    if (p.isDown || p.wasTouch) return;
    // the pointer in this table's own coordinates (its world point is left by whichever scene tested it last)
    const at = this.scene.cameras.main.getWorldPoint(p.x, p.y);
    const box = this.boxes.at(at.x, at.y);
    const scenes = this.scene.game.scene.getScenes(true);
    const { worldX, worldY } = p;
    const above = scenes.slice(scenes.indexOf(this.scene) + 1).some((s) => s.input.hitTestPointer(p).length > 0);
    // (a hit test moves the pointer's world point to that scene's camera: put it back)
    p.worldX = worldX;
    p.worldY = worldY;
    if (box === null || above) {
      this.mouseCard = null;
      this.watch.dismiss();
    }
  };

  /** The spots of the table as drawn now (after each redraw); a card shown for a spot that is gone goes. */
  set(spots: InfoSpot[]): void {
    this.boxes.clear();
    for (const s of spots) this.boxes.add(s.x, s.y, s.w, s.h, s.content);
    // The mouse still on a spot keeps its card (a redraw under a resting mouse); elsewhere the card goes.
    this.watch.refresh();
  }
}
