// The easy bot of Le Roi du Ring (the first bot, unchanged in play): it reads only its seat's view
// and the legal moves, and picks by fixed priorities (no search, no randomness): defend when it
// can, strike when it can, walk toward the nearest opponent, draw as much as it may, and never
// earn tomatoes. Apart from index.ts so the page can use it without bundling the search.

import type { Seat } from '../../../core/contract';
import { actingFighter, foes, psychicHand, valueOf, type RoiMove, type RoiState } from '../rules';

const cardValue = (m: RoiMove): number => ('card' in m ? valueOf(m.card) : 0);
const sum = (cards: readonly string[]): number => cards.reduce((a, c) => a + valueOf(c), 0);

/** The legal move of `type` that `score` rates highest (the first one on ties), or null. */
function best<T extends RoiMove['type']>(legal: readonly RoiMove[], type: T, score: (m: Extract<RoiMove, { type: T }>) => number): Extract<RoiMove, { type: T }> | null {
  let pick: Extract<RoiMove, { type: T }> | null = null;
  let top = -Infinity;
  for (const m of legal) {
    if (m.type !== type) continue;
    const mm = m as Extract<RoiMove, { type: T }>;
    const s = score(mm);
    if (s > top) {
      top = s;
      pick = mm;
    }
  }
  return pick;
}

function nearestFoeDistance(view: RoiState, seat: Seat, x: number, y: number): number {
  let d = Infinity;
  for (const f of view.fighters) {
    if (f.ko || f.seat === seat || (view.teams !== null && view.teams[f.seat] === view.teams[seat])) continue;
    d = Math.min(d, Math.max(Math.abs(f.x - x), Math.abs(f.y - y)));
  }
  return d;
}

function playMove(view: RoiState, legal: readonly RoiMove[], seat: Seat): RoiMove {
  const me = view.fighters[seat]!;
  const fury = legal.find((m) => m.type === 'strike' && 'fury' in m);
  if (fury) return fury;
  const psychic = best(legal, 'psychic', (m) => psychicHand(m.cards)?.level ?? 0);
  if (psychic && (psychicHand(psychic.cards)?.level ?? 0) >= 2) return psychic;
  const charge = legal.find((m) => m.type === 'charge');
  if (charge) return charge;
  // The lowest card that hits: the high ones are kept to defend.
  const hit = best(legal, 'strike', (m) => (m.mode === 'hit' ? 20 - valueOf(m.card) : -100));
  if (hit && hit.mode === 'hit') return hit;
  const cheer = legal.find((m) => m.type === 'cheer' && m.seat === seat);
  if (cheer && me.hp <= 8) return cheer;
  const spit = legal.find((m) => m.type === 'spit');
  if (spit) return spit;
  const poke = legal.find((m) => m.type === 'poke');
  if (poke) return poke;
  const here = nearestFoeDistance(view, seat, me.x, me.y);
  if (here > 1) {
    const step = best(legal, 'move', (m) => -10 * nearestFoeDistance(view, seat, m.to.x, m.to.y) - valueOf(m.card));
    if (step && nearestFoeDistance(view, seat, step.to.x, step.to.y) < here) return step;
  }
  if (!view.acted) {
    // No tomatoes: give up the weakest card rather than do nothing.
    const discard = best(legal, 'discard', (m) => (m.cards.length === 1 ? 20 - valueOf(m.cards[0]!) : -100));
    if (discard) return discard;
  }
  return best(legal, 'end', (m) => m.draw) ?? legal[legal.length - 1]!;
}

/**
 * R-PINCER: join a blow from behind its target when the striker is on our side (a teammate),
 * or when the target is not behind the striker in hp: then the pincer hurts the rival who
 * leads (or ties) more than it helps the one who trails.
 */
function joinPincer(view: RoiState, seat: Seat): boolean {
  const a = view.attack;
  if (!a) return false;
  if (!foes(view, seat, a.by)) return true;
  return (view.fighters[a.on]?.hp ?? 0) >= (view.fighters[a.by]?.hp ?? 0);
}

/** The bot's choice for the acting player (`_player`, the host's seat) from its view and the legal moves. */
export function chooseRoiMove(view: RoiState, legal: readonly RoiMove[], _player: Seat): RoiMove {
  if (legal.length === 0) throw new Error('roi-du-ring bot: no legal move');
  const seat = actingFighter(view); // the player itself, or one of its two fighters
  switch (view.phase) {
    case 'exchange':
      // Swap the low cards (below 5), at most three.
      return best(legal, 'exchange', (m) => (m.cards.every((c) => valueOf(c) < 5) ? m.cards.length : -1)) ?? legal[0]!;
    case 'defend':
      return (
        best(legal, 'psychic', (m) => psychicHand(m.cards)?.level ?? 0) ??
        best(legal, 'parry', (m) => -cardValue(m)) ??
        best(legal, 'dodge', (m) => -cardValue(m) - nearestFoeDistance(view, seat, m.to.x, m.to.y)) ??
        legal[legal.length - 1]!
      );
    case 'counter':
      return best(legal, 'strike', (m) => (m.mode === 'hit' ? 1 : 0)) ?? legal[legal.length - 1]!;
    case 'react':
      return best(legal, 'surprise', (m) => (m.mode === 'hit' ? 1 : 0)) ?? legal.find((m) => m.type === 'trip') ?? legal[legal.length - 1]!;
    case 'pincer': {
      const agree = joinPincer(view, seat);
      return legal.find((m) => m.type === 'pincer' && m.agree === agree) ?? legal[0]!;
    }
    case 'keep':
      return best(legal, 'keep', (m) => valueOf(m.card)) ?? legal[0]!;
    case 'shed':
      return best(legal, 'shed', (m) => -sum(m.cards)) ?? legal[0]!;
    default:
      return playMove(view, legal, seat);
  }
}
