// Why a card may not join the cards chosen for a play (R-ACE, R-COMBO, R-JESTER-ALONE), in words
// a newcomer can act on: a refused card names the rule it breaks. Pure (no Phaser): unit-tested.
import { isAce, isJester, rankOf, valueOf } from '../rules/cards';

export type WhyNotPlay =
  | { key: 'regicide.why.jester' }
  | { key: 'regicide.why.aceOne' }
  | { key: 'regicide.why.rank' }
  | { key: 'regicide.why.total'; total: number }
  | { key: 'regicide.cantAdd' };

/** The rule `card` breaks if it joins `chosen` (cards of the hand already chosen for a play). */
export function whyNotPlay(chosen: readonly string[], card: string): WhyNotPlay {
  const want = [...chosen, card];
  if (want.length < 2) return { key: 'regicide.cantAdd' };
  if (want.some(isJester)) return { key: 'regicide.why.jester' };
  const aces = want.filter(isAce).length;
  if (aces > 0) return want.length > 2 ? { key: 'regicide.why.aceOne' } : { key: 'regicide.cantAdd' };
  const rank = rankOf(want[0] as string);
  if (want.some((c) => rankOf(c) !== rank)) return { key: 'regicide.why.rank' };
  const total = want.reduce((sum, c) => sum + valueOf(c), 0);
  if (total > 10) return { key: 'regicide.why.total', total };
  return { key: 'regicide.cantAdd' };
}
