// The shared harness over Castle Panic: every mode (coop, solo, master-slayer, overlord at 1-5
// defenders + the Overlord) at 1-6 players, with the difficulty options on in some, plus stacked
// starts. Hidden zones: the castle deck and the monster pile; in overlord mode the Overlord's
// tokens from every defender.
//
// Budget: the whole spec must run in well under a minute on the 2-core development machine:
// 22 option sets x 70 games = 1540 games (about 70k moves, each checked); measured at about 20 ms
// of CPU per game (the harness's own checks, views and deep comparisons are most of it), so
// about 30 s of CPU.

import { CASTLE_PANIC_VERSION, castlePanicSeats, rules, type CastlePanicOptions, type CastlePanicState, type CastlePanicVariants } from '../../../src/games/castle-panic/rules';
import type { HarnessSpec } from '../harness';

const ALL: CastlePanicVariants = { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true, finalCharge: true, chargingHorde: true };
const HARD: CastlePanicVariants = { finalCharge: true, chargingHorde: true };
const EASY: CastlePanicVariants = { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true };

export const castlePanicOptions: CastlePanicOptions[] = [
  { players: 1, mode: 'solo' },
  { players: 1, mode: 'coop' },
  { players: 2, mode: 'coop' },
  { players: 3, mode: 'coop', variants: EASY },
  { players: 4, mode: 'coop' },
  { players: 5, mode: 'coop', variants: HARD },
  { players: 6, mode: 'coop' },
  { players: 1, mode: 'solo', variants: ALL },
  { players: 2, mode: 'master-slayer' },
  { players: 3, mode: 'master-slayer', variants: ALL },
  { players: 4, mode: 'master-slayer' },
  { players: 6, mode: 'master-slayer', variants: EASY },
  { players: 1, mode: 'overlord' },
  { players: 2, mode: 'overlord', variants: HARD },
  { players: 3, mode: 'overlord' },
  { players: 4, mode: 'overlord', variants: ALL },
  { players: 5, mode: 'overlord' },
  { players: 2, mode: 'overlord', variants: EASY },
  {
    players: 2,
    mode: 'coop',
    stack: { hands: [['brick', 'mortar', 'tar'], ['barbarian']], pile: ['boulder', 'discard-1', 'goblin-king', 'draw-4'], dice: [1, 4, 2, 2, 2] },
  },
  {
    players: 2,
    mode: 'overlord',
    stack: { hands: [['archer-red', 'knight-red', 'swordsman-red'], ['barbarian']], pile: ['goblin-king', 'draw-3', 'boulder', 'draw-4', 'discard-1'], dice: [3, 3, 5, 1] },
    variants: { allForOne: true },
  },
  { players: 3, mode: 'master-slayer', stack: { hands: [['barbarian', 'nice-shot', 'hero-red'], ['tar'], ['archer-any']], pile: ['healer', 'troll', 'orc-warlord'] } },
  { players: 1, mode: 'overlord', variants: { finalCharge: true, easierBattles: true } },
];

export const castlePanicHarnessSpec: HarnessSpec = {
  name: 'castle-panic',
  rules,
  version: CASTLE_PANIC_VERSION,
  options: castlePanicOptions,
  seats: (options) => castlePanicSeats(options as CastlePanicOptions),
  games: castlePanicOptions.length * 70,
  maxMoves: 4000,
  seed: 5,
  maxApplied: 8,
  hiddenZones: (view, viewer) => {
    const v = view as CastlePanicState;
    return viewer === v.overlord ? [v.deck, v.pile] : [v.deck, v.pile, v.overlordHand];
  },
  illegalMoves: (state) => {
    const s = state as CastlePanicState;
    const others = s.hands.filter((_, i) => i !== s.current).flat();
    const forest = s.monsters.find((m) => m.ring === 'forest');
    const castle = s.monsters.find((m) => m.ring === 'castle');
    const notHeld = ['goblin', 'boulder', 'draw-4'].find((t) => !s.overlordHand.includes(t)) ?? 'nothing';
    return [
      ...others.slice(0, 2).map((card) => ({ type: 'discard', card })),
      ...(forest ? [{ type: 'play', card: 'archer-any', monster: forest.id }, { type: 'play', card: 'barbarian', monster: forest.id }] : []),
      ...(castle ? [{ type: 'play', card: 'hero-red', monster: castle.id }, { type: 'all-for-one', cards: ['archer-any', 'knight-any', 'swordsman-any'], monster: castle.id }] : []),
      { type: 'play', card: 'nice-shot' },
      { type: 'build', arc: 7 },
      { type: 'build-tower', arc: 1 },
      { type: 'trade', seat: s.current, give: 'brick', take: 'mortar' },
      { type: 'choose', monster: 999 },
      { type: 'pass', extra: 1 },
      { type: 'drop', card: 'nothing' },
      { type: 'overlord-place', token: 'boulder', arc: 1 },
      { type: 'overlord-place', token: notHeld, arc: 2 },
      { type: 'overlord-roll', tokens: [notHeld] },
      { type: 'overlord-roll', tokens: s.overlordHand.slice(0, 3) },
      { type: 'overlord-roll', tokens: [] },
      { type: 'start-place', kind: 'boulder', arc: 1 },
      { type: 'start-place', kind: 'goblin', arc: 9 },
    ];
  },
};
