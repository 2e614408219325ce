// Castle Panic's rules module: Co-op, Solo, Master Slayer and Overlord, with the rulebook's
// optional rules as difficulty options (shared/docs/CONTRACT.md, section castle-panic;
// decisions in shared/docs/RULES-NOTES.md and below). Speed: legalMoves hands out ready-made
// frozen move objects (intern.ts) instead of making them again at every call; apply knows those
// by identity (no field-by-field check), checks the move with `isLegal` (moves.ts) and plays it
// on a copy-on-write copy (engine.ts): only the arrays and monsters a move changes are copied.
//
// Points decided here where the notes are silent (issue 13: where shared/rules/castle-panic.fr.txt
// speaks, its words stand over an earlier decision):
// - setup (R-START-PLACE): "les joueurs choisissent l'emplacement de ces monstres": before the
//   first turn (phase 'setup') the first player (seat 0, for the table; in overlord mode too)
//   places the 3 goblins, 2 orcs and the troll one at a time on free arcs of the archer ring
//   (`start-place`), or has those left dealt at random to the free arcs (`start-deal`; all six
//   dealt from the start give the deal the same seed gave before this phase existed). The
//   rulebook deals the castle cards after the monsters are placed: the hands are hidden from
//   every seat until then. Then the first turn begins with its phase 1 (draw up to a full hand);
// - phase 1 (R-DRAW-UP) on every turn, the first included: usually nothing to draw then, but a
//   plague or discard-1 may have emptied a hand before its owner's first turn;
// - a fortified wall (R-FORTIFY): "un monstre attaquant le mur perdra un point de plus que
//   d'habitude": the monster loses 2, the fortify token goes, the wall stands, the monster stays
//   in the swordsman ring; several monsters there: the one the players choose loses the 2;
// - a damage choice (`choose`) is asked only when two or more monsters hit one structure, and
//   the current player makes it; discard-1 asks every seat holding a card, current player first;
// - trades are one move (`trade`: give one card, take one), cards face up; a trade of a card
//   for the same card is not offered;
// - R-TRADE-OFFER (issue 14): a trade may also be offered (`offer`, same fields): the seat asked
//   then decides (phase 'trade-answer', `actor` is that seat): `accept` swaps the cards, one of
//   the turn's trades; `refuse` swaps nothing, the turn stays in phase 'trade' and that same
//   offer (seat, give, take) cannot be made again this turn (no endless asking; another offer,
//   a direct trade or pass remain). The bots trade only by offer and answer offers; the direct
//   `trade` stays for people at one device (both hands at the table, hot-seat) and keeps every
//   old record replaying (moves only added: the rules version stays 2);
// - nice shot is played with the hit card (`nice: true`), only on a monster of 2+ hit points;
// - tar may go on any untarred monster, the forest included; drive him back on any monster
//   outside the forest; Missing cannot be played twice in a turn;
// - the boulder crushes the castle space of its arc (and of the opposite arc when it crosses)
//   before the tower there stops it; token moves (clockwise, colour, bosses) into a castle arc
//   with a tower knock it down like the move phase does;
// - one defender in mode 'coop' plays by the solo rules (hand 6, two discards, no trade); one
//   defender against the Overlord is not alone: standard rules, one discard-and-draw (hand 6, no
//   one to trade with).
//
// RULES_DECISIONS, second part (Master Slayer, Overlord, options):
// - Master Slayer: a trophy is a monster slain by a player's card (a hit, nice shot, barbarian,
//   all for one); walls, towers, fortify tokens and boulders give none. Points: full hp, a boss 4.
//   A won game: the most points wins, ties broken by most monsters slain, still tied shared
//   (`winners` lists them; `scores` are the points; label `master-slayer:<seats>`). A lost
//   game: every defender loses (`winners` []), the scores still given.
// - Overlord: seat `players`. It takes the top 3 tokens of the pile at setup (a stacked pile sets
//   its hand). After each defender's play phase the monsters move, it draws up to 3 and chooses:
//   `overlord-place` (a goblin, orc or troll into the forest of the arc it names: "placer un
//   monstre"; bosses, boulders and effects enter by roll), `overlord-roll` of two tokens (one
//   when it holds only one; each resolved in the order given, monsters placed by their own roll),
//   or `pass`: it is never obliged to play, the pile empty or not. Missing ("empêche l'Overlord
//   de piocher des pions pour le tour, mais aussi de bouger les monstres"): no move phase and no
//   draw that turn (nor the Final Charge roll that follows a move phase), but it may still play
//   from its hand. Draw-3, draw-4 and the goblin king make it take that many tokens from the
//   pile into its hand; it may then play up to that many more, one `overlord-roll` of one token
//   at a time (phase `overlord-extra`; its old tokens may be played too: "il peut jouer des pions
//   qu'il avait avant"), or `pass` and keep them for later (issue 26, R-OVERLORD-OWED-PASS: "n'est
//   pas obligé de jouer un pion"); the extra plays end when its hand is empty. In a Missing turn a
//   Draw-3/4 or goblin king it plays draws nothing and brings no extra play (R-OVERLORD-MISSING-
//   DRAW: Missing stops its drawing "pour le tour"). The defenders still choose which
//   monster takes a structure's damage and discard for discard-1. The Overlord wins when the
//   last tower falls; the defenders win when the pile is empty and no monster is left, a tower
//   standing, whatever the Overlord still holds (tokens on their way to the board, rolled or
//   owed, are waited for).
// - Options (`options.variants`, the rulebook's optional rules; sources: the published optional
//   rules, where thin the most common reading, as follows):
//   Easier Battles removes draw-4, orc warlord, troll mage, plague swordsmen, plague knights, one
//   move red, green and blue each and 3 boulders (32 tokens in the pile);
//   Heroic Powers lets a hero also hit a monster in the castle ring of its colour (1 damage);
//   All for One: an archer, a knight and a swordsman of one colour (any-colour cards count)
//   slay one monster of that colour in the archer, knight or swordsman ring, a trophy;
//   Not Over Yet: brick + mortar may rebuild a fallen tower instead of a wall, when no monster
//   stands in that castle space (sources thin; chosen as the easier-game reading);
//   Final Charge: once every token is out (pile and Overlord's hand), after each move phase a
//   die roll: 1 clockwise, 2 counter-clockwise, 3 red, 4 green, 5 blue move 1, 6 every monster
//   moves one more space;
//   The Charging Horde: new monsters (rolled or placed) enter in the archer ring, not the forest
//   (sources thin; chosen as the harder-game reading).
// - Overlord mode takes 1 to 5 defenders (six seats at most).

import type { Outcome, Rules } from '../../../core/contract';
import { apply } from './apply';
import { legalMoves } from './moves';
import { setup } from './setup';
import type { CastlePanicMove, CastlePanicOptions, CastlePanicState, CastlePanicVariantKey } from './types';
import { view } from './view';

export type {
  CastlePanicMode,
  CastlePanicMove,
  CastlePanicOptions,
  CastlePanicPhase,
  CastlePanicStack,
  CastlePanicState,
  CastlePanicStatus,
  Colour,
  Monster,
  PendingHit,
  Ring,
  TradeOffer,
  CastlePanicVariantKey,
  CastlePanicVariants,
} from './types';
export { VARIANT_KEYS } from './setup';
export { CASTLE_CARDS, EASIER_BATTLES_REMOVED, HIT_POINTS, MONSTER_TOKENS, PILE_TOKENS, colourOf, handSizeFor, hitReach, opposite, pointsFor } from './data';

/** The difficulty options for the setup screen, in order, with one line each. */
export const CASTLE_PANIC_VARIANTS: readonly { key: CastlePanicVariantKey; name: string; text: string; easier: boolean }[] = [
  { key: 'easierBattles', name: 'Easier Battles', text: 'Eleven of the nastiest tokens leave the monster pile.', easier: true },
  { key: 'heroicPowers', name: 'Heroic Powers', text: 'A hero can also hit a monster in the castle ring of its colour.', easier: true },
  { key: 'allForOne', name: 'All for One', text: 'Play an archer, a knight and a swordsman of one colour to slay a monster of that colour.', easier: true },
  { key: 'notOverYet', name: 'Not Over Yet', text: 'Brick and mortar can rebuild a fallen tower instead of a wall.', easier: true },
  { key: 'finalCharge', name: 'Final Charge', text: 'Once every token is out, a die roll makes the monsters move again after each move phase.', easier: false },
  { key: 'chargingHorde', name: 'The Charging Horde', text: 'New monsters enter in the archer ring instead of the forest.', easier: false },
];

/** 2: the placing phase (issue 13); records of version 1 start with another setup. */
export const CASTLE_PANIC_VERSION = 2;

/** Seats at the table: the defenders, and the Overlord as one more seat in overlord mode. */
export const castlePanicSeats = (options: CastlePanicOptions): number => options.players + (options.mode === 'overlord' ? 1 : 0);

/** R-MASTER-SLAYER: most points, then most monsters slain; still tied, shared. */
export function masterSlayers(state: CastlePanicState): number[] {
  let best: number[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const first = best[0];
    if (first === undefined) {
      best = [seat];
      continue;
    }
    const d = (state.points[seat] as number) - (state.points[first] as number) || (state.slain[seat] as number) - (state.slain[first] as number);
    if (d > 0) best = [seat];
    else if (d === 0) best.push(seat);
  }
  return best;
}

function outcome(state: CastlePanicState): Outcome | null {
  if (state.status === 'playing') return null;
  const defenders = state.hands.map((_, seat) => seat);
  if (state.mode === 'overlord') {
    // R-OVERLORD-WIN: the last tower falls; else the defenders won together
    const scores = [...defenders.map(() => (state.status === 'won' ? 1 : 0)), state.status === 'lost' ? 1 : 0];
    return state.status === 'lost' ? { winners: [state.overlord as number], scores, label: 'overlord' } : { winners: defenders, scores, label: 'defenders' };
  }
  if (state.mode === 'master-slayer') {
    const scores = state.points.slice();
    if (state.status === 'lost') return { winners: [], scores, label: 'lost' };
    const winners = masterSlayers(state);
    return { winners, scores, label: `master-slayer:${winners.join(',')}` };
  }
  if (state.status === 'lost') return { winners: [] };
  return { winners: defenders };
}

function actor(state: CastlePanicState): number | null {
  if (state.status !== 'playing') return null;
  switch (state.phase) {
    case 'drop':
      return state.drops[0] as number;
    case 'trade-answer':
      return state.offer?.seat ?? state.current;
    case 'overlord':
    case 'overlord-extra':
      return state.overlord;
    default:
      return state.current;
  }
}

export const rules: Rules<CastlePanicState, CastlePanicMove, CastlePanicOptions> = {
  id: 'castle-panic',
  defaults: { players: 1, mode: 'solo' },
  setup,
  actor,
  legalMoves,
  apply,
  outcome,
  view,
};
export { viewEvents } from './view-events';
