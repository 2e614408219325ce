// Where things sit on the 1600 x 900 table: the ring on the left with the deck and discard beside
// it, the hand below it, the fighters' cards and the prompt on the right, the tray under them.

export const CELL = 92;
export const RING = { x: 590, y: 392 }; // the centre of the Champion's square
export const CANVAS_PAD = 22; // canvas between the outer squares and the ropes
export const APRON = 20; // the skirt outside the ropes
export const CROWD = 46; // the band of spectators around the apron

export const DECK = { x: 140, y: 250 };
export const DISCARD = { x: 140, y: 520 };
export const HAND = { x: 590, y: 790 };
export const SIDE = { x: 1290, w: 560 };
export const FIGHTERS_TOP = 96;
export const PROMPT_BOTTOM = 694; // the prompt runs from under the fighters' cards to here
export const TRAY = { x: 1150, y: 800, w: 280, h: 150 };

export const CARD_W = 100;
export const CARD_H = 140;

/** The fighters' colours by seat, and the colour names are said in words too (seat names). */
export const SEAT_COLOURS = [0xc0392b, 0x2f6fbf, 0x3f8f3a, 0xe0b52c] as const;
export const SEAT_CSS = ['#e06150', '#6fa6f0', '#6cc067', '#f0cf5a'] as const;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % 4] ?? 0xc0392b;
export const seatCss = (seat: number): string => SEAT_CSS[seat % 4] ?? '#e06150';

/** The centre of square (x, y) in design coordinates. */
export function squareXY(x: number, y: number): { x: number; y: number } {
  return { x: RING.x + (x - 2) * CELL, y: RING.y + (y - 2) * CELL };
}

/** Half the side of the canvas inside the ropes. */
export const RING_HALF = 2.5 * CELL + CANVAS_PAD;
