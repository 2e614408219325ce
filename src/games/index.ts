// Every game the app knows, registered in the menu's order. A game's issue replaces its
// coming-soon entry with a playable one (rules, options, scene) in this one place.
import { registerGame } from '../services/catalog';
import { castlePanicEntry } from './castle-panic/entry';
import { regalityEntry } from './regality/entry';
import { regicideEntry } from './regicide/entry';
import { roiEntry } from './roi-du-ring/entry';

export function registerAllGames(): void {
  registerGame(castlePanicEntry);
  registerGame(roiEntry);
  registerGame(regalityEntry);
  registerGame(regicideEntry);
}
