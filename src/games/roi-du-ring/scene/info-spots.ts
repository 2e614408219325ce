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

  /** `touchable`: whether a long press may ask now (not while a picked card waits for its square: the release would play it). */
  constructor(scene: Phaser.Scene, touchable: () => boolean = () => true) {
    this.watch = new InfoWatch(scene, {
      find: (x, y) => this.boxes.at(x, y),
      // a spot is the same spot where it stands: a redraw makes its box again
      same: (a, b) => a.x === b.x && a.y === b.y,
      show: (box) => {
        const c = box.content();
        if (c) showInfoCard(scene, box.x + box.w / 2, box.y + box.h / 2, c);
      },
      covered: (_p, over) => covered(over),
      touchable,
    });
  }

  /** The spots of the table as drawn now (after each redraw); a card shown for a spot that is gone goes. */
  set(spots: InfoSpot[]): void {
    this.boxes.clear();
    for (const s of spots) this.boxes.add(s.x, s.y, s.w, s.h, s.content);
    // The mouse still on a spot keeps its card (a redraw under a resting mouse); elsewhere the card goes.
    this.watch.refresh();
  }
}
