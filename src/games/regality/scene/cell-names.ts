// The log's names of the kingdom's cells, the way the board shows them (issue 30 item 22): "the
// top-left cell", "the centre", seen from the seat drawn below the kingdom (the scene says which,
// as the device passes; Regality's until then). Cell numbers were nowhere on the board.
import { t, type TextKey } from '../../../services/i18n';

let bottom = 0;

/** The seat drawn below the kingdom now (the scene's viewer). */
export function setBoardBottom(seat: number): void {
  bottom = seat === 1 ? 1 : 0;
}

/** Cell `cell` (0-8, row 0 on Religion's side) named by where it is drawn. */
export function cellName(cell: number): string {
  const shown = bottom === 1 ? 8 - cell : cell;
  return t(`regality.cellName.${shown}` as TextKey);
}
