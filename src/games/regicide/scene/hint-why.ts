// Why the hint's move, in one line (newcomer s33: "the hint says no why", as the other games'
// hints do): an exact kill sends the enemy onto the tavern; a play that leaves it standing says
// its suit powers (the shield and the attack left, the cards drawn or healed, clubs doubled) and
// what comes after (the counter-attack covered, or stopped by the shield); a cover keeps the rest
// of the hand; a yield keeps the hand for the counter-attack; the jester power trades a weak hand.
// A yield (or a play that leaves the enemy standing) where a kill was there for the taking says
// why not kill (newcomer s37: "the hint advised Yield where A♥+4♣ was better": that kill left one
// card to lead against the next Queen, attack 15; the strong bot lets the partner finish it).
// From the forecast the table already shows. No Phaser here.
import { t } from '../../../services/i18n';
import { enemyAttack, enemyHealth, type RegicideMove, type RegicideState } from '../rules';
import { CLUBS, DIAMONDS, HEARTS, SPADES, handLimit, isJester, suitOf } from '../rules/cards';
import { forecast } from '../rules/forecast';
import { legalMoves } from '../rules/moves';
import { cardTitle } from './info';
import { handValue, seatName } from './table-words';

/**
 * Where the seat could kill the enemy now but every kill (none drawing cards) would leave less in
 * hand than the next royal's attack (after a kill the same player plays on against it): the most
 * left after a kill and that attack; null otherwise (solo, no kill, a kill that keeps enough).
 */
export function killTrap(s: RegicideState): { have: number; n: number } | null {
  if (s.hands.length < 2 || !s.enemy || s.castle.length === 0 || s.phase !== 'play') return null;
  let best = -1;
  for (const m of legalMoves(s)) {
    if (m.type !== 'play' || m.cards.some(isJester)) continue;
    const f = forecast(s, m.cards);
    if (!f || (f.result !== 'exact' && f.result !== 'overkill')) continue;
    if (f.drawn > 0) return null;
    best = Math.max(best, f.handValueAfter);
  }
  // the castle's order is hidden, its ranks are not: 4 jacks, then 4 queens, then 4 kings
  const n = s.castle.length > 8 ? 10 : s.castle.length > 4 ? 15 : 20;
  return best >= 0 && best < n ? { have: best, n } : null;
}

/** Why the strong bot's `move` is the hint for `seat` in `s` (its view): one line, or null where there is nothing to say. */
export function hintWhy(s: RegicideState, move: RegicideMove, seat: number): string | null {
  const enemy = s.enemy ? cardTitle(s.enemy) : '';
  const hand = s.hands[seat] ?? [];
  const attackNow = s.enemy ? Math.max(0, enemyAttack(s.enemy) - s.shield) : 0;
  if (move.type === 'play') {
    if (move.cards.length === 1 && isJester(move.cards[0] ?? '')) return t('regicide.hintWhy.jester', { enemy });
    const f = forecast(s, move.cards);
    if (!f || !s.enemy) return null;
    if (f.result === 'exact') return t('regicide.hintWhy.exact', { enemy });
    if (f.result === 'overkill') return t('regicide.hintWhy.overkill', { enemy, damage: f.damage, health: enemyHealth(s.enemy) - s.damage });
    let suits = 0;
    for (const c of move.cards) suits |= suitOf(c);
    const powers: string[] = [];
    if (f.shieldGained > 0) powers.push(t('regicide.hintWhy.spades', { n: f.shieldGained, attack: f.counterAttack }));
    if (f.drawn > 0) powers.push(t(s.hands.length === 1 ? 'regicide.hintWhy.diamondsSolo' : 'regicide.hintWhy.diamonds', { n: f.drawn }));
    if (f.healed > 0) powers.push(t('regicide.hintWhy.hearts', { n: f.healed }));
    if (suits & CLUBS && f.damage > f.attack) powers.push(t('regicide.hintWhy.clubs', { n: f.damage }));
    if (powers.length === 0) powers.push(t('regicide.hintWhy.damage', { n: f.damage }));
    // (a play in the enemy's own suit does nothing more: said where it is the only suit)
    if (f.immune && (suits & ~suitOf(s.enemy) & (CLUBS | DIAMONDS | HEARTS | SPADES)) === 0) powers.push(t('regicide.hintWhy.immune'));
    const drawnSolo = f.drawn > 0 && s.hands.length === 1;
    // The hand left cannot cover the counter-attack (no card drawn to count on): the game is lost,
    // but for a solo Jester's new hand (newcomer s34: "Then you cover 15 with 6 left in hand").
    const lost = f.counterAttack > 0 && !drawnSolo && f.handValueAfter < f.counterAttack;
    const lostKey = s.hands.length === 1 && s.jestersLeft > 0 ? 'regicide.hintWhy.thenLostJester' : 'regicide.hintWhy.thenLost';
    const after = f.counterAttack === 0 ? t('regicide.hintWhy.stopped') : t(lost ? lostKey : drawnSolo ? 'regicide.hintWhy.thenCoverDrawn' : 'regicide.hintWhy.thenCover', { n: f.counterAttack, have: f.handValueAfter });
    const trap = lost ? null : killTrap(s);
    return `${powers.join(' ')} ${after}${trap ? ` ${t('regicide.hintWhy.notKill', { enemy, ...trap })}` : ''}`;
  }
  if (move.type === 'discard') return t('regicide.hintWhy.cover', { need: s.toDiscard, n: handValue(move.cards), left: handValue(hand) - handValue(move.cards) });
  if (move.type === 'yield') {
    const have = handValue(hand);
    const trap = have >= attackNow ? killTrap(s) : null;
    if (trap) return t('regicide.hintWhy.yieldNotKill', { enemy, ...trap });
    if (attackNow === 0) return t('regicide.hintWhy.yieldSafe');
    if (have < attackNow) return t(s.hands.length === 1 && s.jestersLeft > 0 ? 'regicide.hintWhy.yieldLostJester' : 'regicide.hintWhy.yieldLost', { enemy, n: attackNow, have });
    return t('regicide.hintWhy.yield', { enemy, n: attackNow, have });
  }
  if (move.type === 'flip') {
    const have = handValue(hand);
    if (s.phase === 'discard' && have < s.toDiscard) return t('regicide.hintWhy.flipMust', { have, need: s.toDiscard });
    return t('regicide.hintWhy.flip', { have, n: handLimit(s.hands.length) });
  }
  if (move.type === 'choose') return t('regicide.hintWhy.choose', { name: seatName(move.seat) });
  return null;
}

/**
 * Whether the cards chosen (`pending`) still follow the hint `move`: none chosen yet, or only cards
 * of its play (or cover). Once the player chooses others the hint is theirs no longer: its reason
 * and its marks go (newcomer s35: "Why:" stayed under other cards' forecast).
 */
export function hintFollowed(move: RegicideMove, pending: readonly string[]): boolean {
  if (pending.length === 0) return true;
  return (move.type === 'play' || move.type === 'discard') && pending.every((c) => move.cards.includes(c));
}
