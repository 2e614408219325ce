// The forecast of a play, before it is committed: what it will do to the enemy and what the
// player will then face. It uses no randomness (the hearts shuffle changes which cards go under
// the tavern, never how many), so it can be shown while cards are being chosen.
import type { RegicideState } from './types';
import { CLUBS, DIAMONDS, HEARTS, SPADES, enemyAttack, enemyHealth, handLimit, isJester, suitOf } from './cards';
import { attackOf, shieldOf } from './powers';

export interface Forecast {
  attack: number; // the play's attack value (jester 0)
  damage: number; // dealt to the enemy, after clubs
  healed: number; // cards moved from the discard under the tavern (hearts)
  drawn: number; // cards dealt round the table (diamonds)
  shieldGained: number; // spade shield this play adds (a jester can wake earlier spades)
  shieldTotal: number;
  immune: boolean; // the enemy's suit power is blocked for this play
  result: 'exact' | 'overkill' | 'survives';
  healthLeft: number; // the enemy's health after the play (0 or less: defeated)
  counterAttack: number; // damage to cover afterwards (0 when the enemy falls, or after a jester)
  handValueAfter: number; // value of the player's cards left after the play, before any draw
  canCover: boolean; // handValueAfter reaches counterAttack (drawn cards may add to it)
}

/** Forecast of playing `cards` from the current player's hand; null if there is no enemy. */
export function forecast(state: RegicideState, cards: readonly string[]): Forecast | null {
  const enemy = state.enemy;
  if (!enemy) return null;
  const enemySuit = suitOf(enemy);
  const jester = cards.length === 1 && isJester(cards[0] ?? '');
  const cancelled = state.immunityCancelled || jester; // R-JESTER: immunity is cancelled from now on
  const applies = (bit: number) => cancelled || (enemySuit & bit) === 0; // R-IMMUNITY
  let suits = 0;
  for (const c of cards) suits |= suitOf(c);
  const attack = attackOf(cards);
  const healed = suits & HEARTS && applies(HEARTS) ? Math.min(attack, state.discard.length) : 0;
  const hand = state.hands[state.current] ?? [];
  const left = hand.filter((c) => !cards.includes(c));
  let drawn = 0;
  if (suits & DIAMONDS && applies(DIAMONDS)) {
    const limit = handLimit(state.hands.length);
    const room = state.hands.reduce((n, h, seat) => n + Math.max(0, limit - (seat === state.current ? left.length : h.length)), 0);
    drawn = Math.min(attack, state.tavern.length + healed, room); // R-HEARTS-FIRST: healed cards can be drawn
  }
  // R-JESTER-SPADES: after a jester the shield is every spade play on the table, as the rules count it.
  const shieldGained = jester ? shieldOf(state.table) - state.shield : suits & SPADES && applies(SPADES) ? attack : 0;
  const damage = suits & CLUBS && applies(CLUBS) ? attack * 2 : attack; // R-CLUBS
  const healthLeft = enemyHealth(enemy) - state.damage - damage;
  const result = healthLeft === 0 ? 'exact' : healthLeft < 0 ? 'overkill' : 'survives';
  const shieldTotal = state.shield + shieldGained;
  const counterAttack = result === 'survives' && !jester ? Math.max(0, enemyAttack(enemy) - shieldTotal) : 0;
  const handValueAfter = attackOf(left);
  return { attack, damage, healed, drawn, shieldGained, shieldTotal, immune: !cancelled && (enemySuit & suits) !== 0, result, healthLeft, counterAttack, handValueAfter, canCover: handValueAfter >= counterAttack };
}
