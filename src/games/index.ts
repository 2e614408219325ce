// Every game the app knows, registered in the menu's order: what the menu's cards show (title,
// tagline, players, emblem) is in the page's first load; the rest of each game (rules, options,
// words, log lines, bots) is a chunk of its own, fetched once the app past the menu is there, or
// at once for the game a player opens (issue 32), and set on the entry as `play`
// (services/catalog.ts, loadPlayable).
import { registerGame } from '../services/catalog';
import { addWords } from '../services/i18n';
import { castlePanicEmblem, regicideEmblem, roiDuRingEmblem } from '../ui/emblems';
import { regalityEmblem } from './regality/emblem';

export function registerAllGames(): void {
  registerGame({
    id: 'castle-panic', title: 'Castle Panic', tagline: 'game.castle-panic.tagline', players: '1-6', emblem: castlePanicEmblem, lesson: true,
    loadPlay: async () => {
      const [m, w] = await Promise.all([import('./castle-panic/entry'), import('./castle-panic/strings')]);
      addWords(w.castlePanicStrings);
      return m.castlePanicPlay;
    },
  });
  registerGame({
    id: 'roi-du-ring', title: 'Le Roi du Ring', tagline: 'game.roi-du-ring.tagline', players: '2-4', emblem: roiDuRingEmblem, lesson: true,
    loadPlay: async () => {
      const [m, w] = await Promise.all([import('./roi-du-ring/entry'), import('./roi-du-ring/strings')]);
      addWords(w.roiStrings);
      return m.roiPlay;
    },
  });
  registerGame({
    id: 'regality', title: 'Regality vs Religion', tagline: 'game.regality.tagline', players: '2', emblem: regalityEmblem, lesson: true,
    loadPlay: async () => {
      const [m, w] = await Promise.all([import('./regality/entry'), import('./regality/strings')]);
      addWords(w.regalityStrings);
      return m.regalityPlay;
    },
  });
  registerGame({
    id: 'regicide', title: 'Regicide', tagline: 'game.regicide.tagline', players: '1-4', emblem: regicideEmblem, lesson: true,
    loadPlay: async () => {
      const [m, w] = await Promise.all([import('./regicide/entry'), import('./regicide/strings')]);
      addWords(w.regicideStrings);
      return m.regicidePlay;
    },
  });
}
