// Le Roi du Ring in the bench: random playouts at 2 and 4 fighters, basic rules and with every
// advanced rule on (special cards, surprise attacks, psychic attacks, fury), and the 2 vs 2 team
// game and the two-fighters-per-player game with every advanced rule (the lead appends it to
// bench/registry.ts).

import { rules } from '../../src/games/roi-du-ring/rules';
import type { BenchEntry } from '../registry';

const ALL = { specialCards: true, surprise: true, psychic: true, fury: true };

export const roiBench: BenchEntry = {
  id: 'roi-du-ring',
  label: 'Le Roi du Ring',
  rules,
  configs: [
    { label: '2 fighters, basic', options: { players: 2 } },
    { label: '4 fighters, basic', options: { players: 4 } },
    { label: '2 fighters, all advanced', options: { players: 2, advanced: ALL } },
    { label: '4 fighters, all advanced', options: { players: 4, advanced: ALL } },
    { label: '2 vs 2, all advanced', options: { players: 4, teams: true, advanced: ALL } },
    { label: '2 x 2 fighters, all adv.', options: { players: 2, fightersPerPlayer: 2, advanced: ALL } },
  ],
};
