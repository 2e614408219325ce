// Every tile of Regality vs Religion: Revolution, as the rulebook's tile list gives it: which side
// it starts with, whether its effect is active (may be declined) or passive (always on), and what
// the effect does to which cells. Effects are read from this table only.

export const REGALITY_TILES = ['king', 'queen', 'princess', 'minister', 'general', 'wizard', 'castle'] as const;
export const RELIGION_TILES = ['hierophant', 'cardinal', 'saint', 'bishop', 'paladin', 'monk', 'temple'] as const;
export const NEUTRAL_TILES = [
  'samurai', 'ninja', 'fortuneteller', 'fairy', 'bard', 'assassin', 'performer', 'hermit', 'shaman',
  'pirate', 'sorceress', 'dragon', 'sage', 'tower', 'citizen', 'witch', 'death',
] as const;
export type TileId = (typeof REGALITY_TILES)[number] | (typeof RELIGION_TILES)[number] | (typeof NEUTRAL_TILES)[number];

/** The neutrals that are shuffled: every one but the citizen, which the first player always gets. */
export const SHUFFLED_NEUTRALS: readonly string[] = NEUTRAL_TILES.filter((t) => t !== 'citizen');
export const ALL_TILES: readonly TileId[] = [...REGALITY_TILES, ...RELIGION_TILES, ...NEUTRAL_TILES];

/** What an effect does. */
export type EffectKind =
  | 'none'
  | 'destroy' // turn face down, removed when the destroyer's next turn begins
  | 'destroy-shielded' // the pirate: destroy a tile bearing the shield, and only such a tile
  | 'flip' // turn 180 degrees: the tile changes sides
  | 'banish' // off the board at once, to the discard
  | 'move' // the fairy: carry a tile to an empty cell
  | 'retrigger' // bard, performer: use a neighbour's active effect again
  | 'recall-ally' // the witch: one of your allies from the board back to your zone
  | 'recall-discard' // the hermit: one discarded tile into your zone
  | 'assassinate' // one tile of the opponent's zone to the discard
  | 'shield' // castle, temple, tower: immune to every effect but the pirate's
  | 'shield-sides' // the sage: the tiles on its two sides bear the shield
  | 'cancel' // shaman, sorceress: neighbours' active effects do nothing
  | 'cover' // the tower: placed on one of its owner's unshielded allies, which loses its effect
  | 'death'; // whoever has it as an ally at the end loses

/**
 * Which cells an effect reaches: one of the adjacent cells (`one-*`), all of a set (`all-*`),
 * one of two sets chosen by the player (`orth-or-diag`), every cell along one of eight
 * directions (`ray`), or no cell on the board (`none`: zones, the discard, the whole board).
 */
export type Reach = 'none' | 'one-adjacent' | 'one-orthogonal' | 'one-diagonal' | 'all-adjacent' | 'all-above' | 'orth-or-diag' | 'ray' | 'orthogonal' | 'diagonal' | 'sides';

export interface TileData {
  readonly id: TileId;
  readonly side: 'regality' | 'religion' | 'neutral';
  readonly active: boolean;
  readonly effect: EffectKind;
  readonly reach: Reach;
}

const t = (id: TileId, side: TileData['side'], active: boolean, effect: EffectKind, reach: Reach): TileData => ({ id, side, active, effect, reach });

/** The tile list of the rulebook, one line per tile. */
const TABLE: readonly TileData[] = [
  // R-TILE-KING / R-TILE-HIEROPHANT: destroy any one of the eight adjacent tiles.
  t('king', 'regality', true, 'destroy', 'one-adjacent'),
  t('hierophant', 'religion', true, 'destroy', 'one-adjacent'),
  // R-TILE-QUEEN / R-TILE-CARDINAL: flip every tile in the chosen direction (arrows reach the edge).
  t('queen', 'regality', true, 'flip', 'ray'),
  t('cardinal', 'religion', true, 'flip', 'ray'),
  // R-TILE-PRINCESS / R-TILE-SAINT: flip the 4 orthogonal or the 4 diagonal neighbours.
  t('princess', 'regality', true, 'flip', 'orth-or-diag'),
  t('saint', 'religion', true, 'flip', 'orth-or-diag'),
  // R-TILE-MINISTER / R-TILE-BISHOP: flip one of the eight adjacent tiles.
  t('minister', 'regality', true, 'flip', 'one-adjacent'),
  t('bishop', 'religion', true, 'flip', 'one-adjacent'),
  // R-TILE-GENERAL / R-TILE-PALADIN: destroy one of the 4 orthogonal neighbours.
  t('general', 'regality', true, 'destroy', 'one-orthogonal'),
  t('paladin', 'religion', true, 'destroy', 'one-orthogonal'),
  // R-TILE-WIZARD / R-TILE-MONK: destroy one of the 4 diagonal neighbours.
  t('wizard', 'regality', true, 'destroy', 'one-diagonal'),
  t('monk', 'religion', true, 'destroy', 'one-diagonal'),
  // R-TILE-CASTLE / R-TILE-TEMPLE: bears the shield.
  t('castle', 'regality', false, 'shield', 'none'),
  t('temple', 'religion', false, 'shield', 'none'),
  // R-TILE-SAMURAI: banish one of the 4 orthogonal neighbours.
  t('samurai', 'neutral', true, 'banish', 'one-orthogonal'),
  // R-TILE-NINJA: banish one of the 4 diagonal neighbours.
  t('ninja', 'neutral', true, 'banish', 'one-diagonal'),
  // R-TILE-FORTUNETELLER: flip the 3 adjacent tiles above it (ahead of the way it points).
  t('fortuneteller', 'neutral', true, 'flip', 'all-above'),
  // R-TILE-FAIRY: carry any tile of the board to another empty cell.
  t('fairy', 'neutral', true, 'move', 'none'),
  // R-TILE-BARD: use again the effect of one of the 4 orthogonal neighbours.
  t('bard', 'neutral', true, 'retrigger', 'one-orthogonal'),
  // R-TILE-PERFORMER: use again the effect of one of the 4 diagonal neighbours.
  t('performer', 'neutral', true, 'retrigger', 'one-diagonal'),
  // R-TILE-ASSASSIN: banish one tile of the opponent's zone.
  t('assassin', 'neutral', true, 'assassinate', 'none'),
  // R-TILE-HERMIT: take one discarded tile into your zone.
  t('hermit', 'neutral', true, 'recall-discard', 'none'),
  // R-TILE-SHAMAN: the 4 orthogonal neighbours' active effects do nothing.
  t('shaman', 'neutral', false, 'cancel', 'orthogonal'),
  // R-TILE-SORCERESS: the 4 diagonal neighbours' active effects do nothing.
  t('sorceress', 'neutral', false, 'cancel', 'diagonal'),
  // R-TILE-PIRATE: destroy one of the eight adjacent tiles that bears the shield.
  t('pirate', 'neutral', true, 'destroy-shielded', 'one-adjacent'),
  // R-TILE-DRAGON: flip all eight adjacent tiles.
  t('dragon', 'neutral', true, 'flip', 'all-adjacent'),
  // R-TILE-SAGE: the two tiles on its sides bear the shield.
  t('sage', 'neutral', false, 'shield-sides', 'sides'),
  // R-TILE-TOWER: placed on one of its owner's allies (not a shielded one: R-TOWER-SHIELD), which
  // loses its effect; bears the shield.
  t('tower', 'neutral', false, 'cover', 'none'),
  // R-TILE-CITIZEN: no effect.
  t('citizen', 'neutral', false, 'none', 'none'),
  // R-TILE-WITCH: take one of your allies from the board back into your zone.
  t('witch', 'neutral', true, 'recall-ally', 'none'),
  // R-TILE-DEATH: whoever has it as an ally at the end of the game loses.
  t('death', 'neutral', false, 'death', 'none'),
];

export const TILES: Readonly<Record<string, TileData>> = Object.fromEntries(TABLE.map((d) => [d.id, d]));

export const isTile = (id: unknown): id is TileId => typeof id === 'string' && Object.prototype.hasOwnProperty.call(TILES, id);

/** Index of each tile in ALL_TILES, for lookup tables. */
export const TILE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ALL_TILES.map((id, i) => [id, i]));

/** A tile that bears the shield icon of its own (the sage lends it to others). */
export const hasOwnShield = (id: string): boolean => id === 'castle' || id === 'temple' || id === 'tower';
