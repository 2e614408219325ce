// Every game the app knows, registered in the menu's order. A game's issue replaces its
// coming-soon entry with a playable one (rules, options, scene) in this one place.
import { registerGame } from '../app/catalog';
import { castlePanicEmblem, roiDuRingEmblem } from '../app/emblems';
import { regalityEntry } from './regality/entry';
import { regicideEntry } from './regicide/entry';

export function registerAllGames(): void {
  registerGame({ id: 'castle-panic', title: 'Castle Panic', tagline: 'game.castle-panic.tagline', players: '1-6', emblem: castlePanicEmblem });
  registerGame({ id: 'roi-du-ring', title: 'Le Roi du Ring', tagline: 'game.roi-du-ring.tagline', players: '2-4', emblem: roiDuRingEmblem });
  registerGame(regalityEntry);
  registerGame(regicideEntry);
}
