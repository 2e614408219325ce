// Regality's colours, one rule for every picture of a tile (the table, the rules page, the menu):
// a tile's body in its own side's colour (red Regality, blue Religion, black neutral), its rim and
// name band in the colour of the side it serves. Pure (no Phaser): the unit tests read it.

export const SIDE_COLOUR = { regality: 0xa8302a, religion: 0x2b5b9e, neutral: 0x262321 } as const;
/** The colour of the side a tile on the board serves (issue 30 item 20): seat 0 Regality's red, seat 1 Religion's blue, brighter than the printed sides. */
export const SERVES_COLOUR: readonly number[] = [0xd2382c, 0x2f7fe0];
