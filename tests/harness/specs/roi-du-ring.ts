// The shared harness over Le Roi du Ring: 2, 3 and 4 fighters, plus stacked deals (short
// hands, a deck about to run out), each advanced rule alone, all of them together, and the
// team game; hidden zones are other seats' hands and the deck.

import { ROI_VERSION, handSeat, roiSeats, rules, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import type { HarnessSpec } from '../harness';

const ALL = { specialCards: true, surprise: true, psychic: true, fury: true };

const roiOptions: RoiOptions[] = [
  { players: 2 },
  { players: 3 },
  { players: 4 },
  { players: 2, stack: { hands: [['XR', 'XB', 'KD', 'KH', 'KS'], ['2D']], draw: ['AC', '5H'] } },
  { players: 4, stack: { hands: [['5D'], ['5H'], ['5S'], ['5C']], deck: ['7D', '7H', '7S', '7C'] } },
  { players: 2, advanced: ALL },
  { players: 3, advanced: ALL },
  { players: 4, advanced: ALL },
  { players: 4, teams: true },
  { players: 4, teams: true, advanced: ALL },
  { players: 3, advanced: { specialCards: true } },
  { players: 2, advanced: { surprise: true } },
  { players: 4, advanced: { psychic: true } },
  { players: 2, advanced: { fury: true } },
  { players: 2, fightersPerPlayer: 2 },
  { players: 2, fightersPerPlayer: 2, advanced: ALL },
  { players: 2, advanced: ALL, stack: { hands: [['AC', 'AD', 'JC', 'QS', 'KH'], ['XR', 'XB', '9D', '9H']], draw: ['AH', '5H'] } },
];

export const roiHarnessSpec: HarnessSpec = {
  name: 'roi-du-ring',
  rules,
  version: ROI_VERSION,
  options: roiOptions,
  seats: (options) => roiSeats(options as RoiOptions),
  games: 1020, // 60 per configuration (17 configurations)
  maxMoves: 5000,
  seed: 6,
  maxApplied: 8, // legal moves applied and checked per step (the played one among them): keeps 1020 games near 40 s of CPU
  hiddenZones: (view, seat) => {
    const v = view as RoiState;
    const spitter = v.spat ? handSeat(v, v.spat.by) : -1;
    return [...v.hands.filter((_, i) => i !== seat), v.deck, v.spat && spitter !== seat ? v.spat.cards : []];
  },
  illegalMoves: (state) => {
    const s = state as RoiState;
    const others = s.hands.filter((_, i) => i !== handSeat(s, s.current)).flat();
    return [
      ...others.slice(0, 3).map((card) => ({ type: 'discard', cards: [card] })),
      { type: 'move', card: 'AC', to: { x: 9, y: 9 } },
      { type: 'strike', card: 'AD', target: s.current, mode: 'hit' },
      { type: 'strike', card: 'KD', target: 0, mode: 'kick' },
      { type: 'discard', cards: ['AC', 'AC'] },
      { type: 'end', draw: 3 },
      { type: 'exchange', cards: (s.hands[handSeat(s, s.current)] ?? []).slice(0, 4) },
      { type: 'take', extra: 1 },
      { type: 'stop' },
      { type: 'parry' },
      { type: 'strike', card: 'KD', target: 0, mode: 'push', fury: true },
      { type: 'psychic', cards: ['AC'], target: 1 },
      { type: 'charge', card: 'JD', target: s.current },
      { type: 'keep', card: 'ZZ' },
      { type: 'cheer', card: 'KC' },
      { type: 'pass', now: true },
      { type: 'switch', fighter: s.current },
    ];
  },
};
