// Issue 13, "every rule as the rulebook writes it" (shared/rules/castle-panic.fr.txt): each rule
// where the code had drifted from the French text, on stacked positions. Each of these tests
// failed on the code before the fix it names.
import { describe, expect, it } from 'vitest';
import { HIDDEN } from '../../../src/core/contract';
import { rules, type CastlePanicMove, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { act, endPlay, eventsOf, fresh, refusal, start, toPlay, where, withMonsters, type Placed } from './helpers';

const DEAL: CastlePanicMove = { type: 'start-deal' };
const place = (kind: string, arc: number): CastlePanicMove => ({ type: 'start-place', kind, arc });

/** A solo game in its play phase with these monsters, Missing played (no token drawn after the move). */
function quiet(placed: Placed[], extra: Partial<CastlePanicState> = {}): CastlePanicState {
  const s = { ...withMonsters(toPlay(start(1, { hands: [['missing']] })), placed), ...extra };
  return act(s, { type: 'play', card: 'missing' }).state;
}

/** An Overlord game with one defender (seat 0) and the Overlord (seat 1), in the defender's play phase. */
function overlordGame(pile: string[], placed: Placed[], hand: string[] = ['tar'], dice: number[] = []): CastlePanicState {
  return withMonsters(toPlay(rules.setup({ players: 1, mode: 'overlord', stack: { hands: [hand], pile, dice } }, 11)), placed);
}

describe('castle panic, the rulebook read again (issue 13)', () => {
  it('R-FORTIFY a monster attacking a fortified wall loses one point more than usual (2): the token goes, the wall stands, the monster stays', () => {
    const { state, events } = endPlay(quiet([['orc', 2, 'swordsman'], ['troll', 4, 'swordsman']], { fortified: [false, true, false, true, false, false] }));
    // the orc (2 hp) dies on the fortified wall of arc 2; the troll (3 hp) is left with 1, in the swordsman ring
    expect(where(state)).toEqual(['1:troll@swordsman4/1']);
    expect(state.walls).toEqual([true, true, true, true, true, true]);
    expect(state.fortified).toEqual([false, false, false, false, false, false]);
    expect(eventsOf(events, 'damage').map((e) => [e.monster, e.amount, e.cause])).toEqual([
      [0, 2, 'fortify'],
      [1, 2, 'fortify'],
    ]);
    expect(eventsOf(events, 'fortify-lost')).toEqual([
      { type: 'fortify-lost', arc: 2 },
      { type: 'fortify-lost', arc: 4 },
    ]);
  });

  it('R-FORTIFY several monsters at a fortified wall: the one the players choose loses 2', () => {
    const s = endPlay(quiet([['orc', 3, 'swordsman'], ['troll', 3, 'swordsman']], { fortified: [false, false, true, false, false, false] })).state;
    expect([s.phase, s.hits]).toEqual(['choose', [{ arc: 3, at: 'fortify', monsters: [0, 1] }]]);
    const { state } = act(s, { type: 'choose', monster: 0 });
    expect(where(state)).toEqual(['1:troll@swordsman3/3']);
    expect(state.walls[2]).toBe(true);
    expect(state.fortified[2]).toBe(false);
  });

  it('R-START-PLACE the players choose the arcs of the six starting monsters before the first turn, their cards still face down', () => {
    const s = fresh(2, { hands: [['tar'], ['brick']], deck: ['barbarian', 'missing', 'scavenge', 'draw-2', 'mortar'] });
    expect([s.phase, rules.actor(s), s.monsters, s.toPlace]).toEqual(['setup', 0, [], ['goblin', 'goblin', 'goblin', 'orc', 'orc', 'troll']]);
    expect(rules.view(s, 0).hands).toEqual([[HIDDEN], [HIDDEN]]);
    const legal = rules.legalMoves(s);
    expect(legal[0]).toEqual(DEAL);
    expect(legal.slice(1)).toEqual(['goblin', 'orc', 'troll'].flatMap((kind) => [1, 2, 3, 4, 5, 6].map((arc) => place(kind, arc))));
    let { state, events } = act(s, place('troll', 3));
    expect(where(state)).toEqual(['0:troll@archer3/3']);
    expect(eventsOf(events, 'place')).toEqual([{ type: 'place', monster: 0, kind: 'troll', arc: 3, hp: 3, ring: 'archer', chosen: true, start: true }]);
    expect(rules.legalMoves(state)).not.toContainEqual(place('goblin', 3));
    expect(rules.legalMoves(state).some((m) => m.type === 'start-place' && m.kind === 'troll')).toBe(false);
    expect(refusal(state, place('troll', 1)).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(state, place('goblin', 3)).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(state, place('goblin-king', 1)).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(state, { type: 'pass' }).code).toBe('ERR_WRONG_PHASE');
    for (const [kind, arc] of [['goblin', 1], ['orc', 2], ['goblin', 4], ['goblin', 5]] as const) state = act(state, place(kind, arc)).state;
    expect(state.phase).toBe('setup');
    ({ state, events } = act(state, place('orc', 6)));
    expect(where(state)).toEqual(['0:troll@archer3/3', '1:goblin@archer1/1', '2:orc@archer2/2', '3:goblin@archer4/1', '4:goblin@archer5/1', '5:orc@archer6/2']);
    // the first turn begins: phase 1 draws seat 0 up to a full hand (R-DRAW-UP)
    expect([state.phase, state.current, state.turn, state.toPlace]).toEqual(['discard', 0, 0, []]);
    expect(eventsOf(events, 'draw')).toEqual([{ type: 'draw', seat: 0, cards: ['barbarian', 'missing', 'scavenge', 'draw-2', 'mortar'] }]);
    expect(rules.view(state, 1).hands[1]).toEqual(['brick']);
  });

  it('R-START-DEAL "deal them randomly": the monsters left go at random to the free arcs, one per arc', () => {
    const s = act(act(fresh(3), place('troll', 6)).state, place('orc', 1)).state;
    const { state, events } = act(s, DEAL);
    expect(state.monsters.map((m) => m.arc).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.monsters.slice(0, 2).map((m) => `${m.kind}@${m.arc}`)).toEqual(['troll@6', 'orc@1']);
    expect(state.monsters.slice(2).map((m) => m.kind).sort()).toEqual(['goblin', 'goblin', 'goblin', 'orc']);
    expect(state.monsters.every((m) => m.ring === 'archer' && m.hp === m.maxHp)).toBe(true);
    expect(eventsOf(events, 'place').every((e) => e.chosen === false)).toBe(true);
    expect(state.phase).toBe('discard');
    // all six dealt from the start: the deal the seed gave before the placing phase (same ids, same RNG after)
    const dealt = act(fresh(3), DEAL).state;
    expect(dealt.monsters.map((m) => m.arc)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dealt.monsters.map((m) => m.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('R-OVERLORD-MISSING Missing stops the Overlord\'s draw and its moving of the monsters; it may still play from its hand', () => {
    const s = overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [['goblin', 2, 'forest']], ['missing']);
    const played = act({ ...s, overlordHand: ['orc'] }, { type: 'play', card: 'missing' }).state;
    const { state, events } = endPlay(played);
    expect(where(state)).toEqual(['0:goblin@forest2/1']); // the monsters did not move
    expect(eventsOf(events, 'move')).toEqual([]);
    expect(eventsOf(events, 'overlord-draw')).toEqual([]);
    expect(eventsOf(events, 'missing-skips')).toEqual([{ type: 'missing-skips', overlord: true }]);
    expect([state.phase, rules.actor(state), state.overlordHand]).toEqual(['overlord', 1, ['orc']]);
    expect(rules.legalMoves(state)).toContainEqual({ type: 'overlord-place', token: 'orc', arc: 4 });
    const after = act(state, { type: 'overlord-place', token: 'orc', arc: 4 }).state;
    expect(where(after)).toEqual(['0:goblin@forest2/1', '1:orc@forest4/2']);
    expect([after.phase, after.current, after.overlordHand]).toEqual(['discard', 0, []]);
  });

  it('R-OVERLORD-PASS the Overlord is never obliged to play a token, the pile empty or not', () => {
    const s = endPlay({ ...overlordGame(['orc', 'goblin', 'move-cw'], [['troll', 1, 'knight']]), pile: [] }).state;
    expect(s.phase).toBe('overlord');
    expect(rules.legalMoves(s)[0]).toEqual({ type: 'pass' });
    const { state } = act(s, { type: 'pass' });
    expect([state.phase, state.current, state.overlordHand]).toEqual(['discard', 0, ['goblin', 'orc', 'move-cw']]);
  });

  it('R-OVERLORD-WIN-DEFENDERS the pile empty and no monster on the board: the defenders win, whatever the Overlord holds', () => {
    const s = { ...overlordGame(['orc', 'goblin', 'move-cw'], [['orc', 1, 'archer']], ['barbarian']), pile: [] };
    expect(s.overlordHand).toEqual(['goblin', 'orc', 'move-cw']);
    const { state, events } = act(s, { type: 'play', card: 'barbarian', monster: 0 });
    expect(state.status).toBe('won');
    expect(eventsOf(events, 'win')).toHaveLength(1);
    expect(rules.outcome(state)).toEqual({ winners: [0], scores: [1, 0], label: 'defenders' });
  });

  it('R-OVERLORD-ROLL the Overlord chooses two tokens, each placed by its own roll; one only when it holds one', () => {
    const s = endPlay(overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [], ['tar'], [2, 6])).state;
    expect(s.overlordHand).toEqual(['goblin', 'orc', 'move-cw']);
    const rolls = rules.legalMoves(s).filter((m) => m.type === 'overlord-roll');
    expect(rolls.every((m) => m.type === 'overlord-roll' && m.tokens.length === 2)).toBe(true);
    expect(rolls).toHaveLength(6);
    expect(refusal(s, { type: 'overlord-roll', tokens: ['orc'] })).toEqual({ code: 'ERR_NOT_LEGAL', message: 'The Overlord rolls two tokens (one only when it holds one).' });
    const { state } = act(s, { type: 'overlord-roll', tokens: ['goblin', 'orc'] });
    expect(where(state)).toEqual(['0:goblin@forest2/1', '1:orc@forest6/2']);
    // holding one token, it rolls that one
    const one = { ...s, overlordHand: ['troll'] };
    expect(rules.legalMoves(one).filter((m) => m.type === 'overlord-roll')).toEqual([{ type: 'overlord-roll', tokens: ['troll'] }]);
  });

  it('R-OVERLORD-PLACE only a goblin, an orc or a troll goes onto a forest arc of its choice; bosses enter by roll', () => {
    const s = endPlay(overlordGame(['goblin-king', 'troll-mage', 'orc', 'troll'], [])).state;
    expect(s.overlordHand).toEqual(['orc', 'goblin-king', 'troll-mage']);
    const placed = rules.legalMoves(s).filter((m) => m.type === 'overlord-place');
    expect(placed).toEqual([1, 2, 3, 4, 5, 6].map((arc) => ({ type: 'overlord-place', token: 'orc', arc })));
    expect(refusal(s, { type: 'overlord-place', token: 'goblin-king', arc: 3 })).toEqual({
      code: 'ERR_NOT_LEGAL',
      message: 'The Overlord places only a goblin, an orc or a troll on arc 1 to 6; goblin-king is rolled.',
    });
    expect(refusal(s, { type: 'overlord-place', token: 'troll-mage', arc: 3 }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-OVERLORD-STANDARD one defender against the Overlord plays the standard rules: one discard and draw, not two', () => {
    const hand = ['tar', 'brick', 'mortar', 'missing', 'draw-2', 'scavenge'];
    const s = start(1, { hands: [hand] }, 'overlord');
    expect([s.solo, s.handSize, s.discardsLeft]).toEqual([false, 6, 1]);
    const { state } = act(s, { type: 'discard', card: 'tar' });
    expect(state.phase).toBe('play');
    // alone without an Overlord: the solo rules, two discards
    expect(start(1, { hands: [hand] }).discardsLeft).toBe(2);
  });

  it('R-DRAW-UP phase 1 on every turn, the first included: a hand a token emptied draws up before its first turn', () => {
    const hands = [
      ['tar', 'brick', 'mortar', 'missing', 'draw-2', 'scavenge'],
      ['archer-red', 'archer-green', 'archer-blue', 'archer-any', 'knight-red', 'hero-red'],
    ];
    const s = withMonsters(start(2, { hands, deck: ['barbarian', 'nice-shot', 'fortify-wall', 'knight-blue'], pile: ['plague-archers', 'plague-knights'] }), []);
    const { state, events } = endPlay(toPlay(s));
    expect(eventsOf(events, 'plague').map((e) => e.discarded)).toEqual([
      [[], ['archer-red', 'archer-green', 'archer-blue', 'archer-any']],
      [[], ['knight-red']],
    ]);
    expect([state.current, state.turn]).toEqual([1, 1]); // seat 1's first turn
    expect(eventsOf(events, 'draw')).toEqual([{ type: 'draw', seat: 1, cards: ['barbarian', 'nice-shot', 'fortify-wall', 'knight-blue', 'archer-red'] }]);
    expect(state.hands[1]).toHaveLength(6);
  });
});

describe('castle panic, trades offered and answered (issue 14)', () => {
  // seat 0 (in its trade phase) offers tar for seat 1's mortar
  const traded = (): CastlePanicState =>
    act(withMonsters(start(3, { hands: [['tar', 'brick'], ['mortar', 'barbarian'], ['missing']], pile: ['move-cw', 'move-ccw', 'goblin'] }), []), { type: 'pass' }).state;
  const OFFER: CastlePanicMove = { type: 'offer', seat: 1, give: 'tar', take: 'mortar' };

  it('R-TRADE-OFFER an offer accepted swaps the cards and counts as the turn\'s trade', () => {
    const s = traded();
    expect(s.phase).toBe('trade');
    const asked = act(s, OFFER);
    expect(asked.state.phase).toBe('trade-answer');
    expect(asked.state.offer).toEqual({ seat: 1, give: 'tar', take: 'mortar' });
    expect(asked.state.hands).toEqual(s.hands); // nothing moves before the answer
    expect(eventsOf(asked.events, 'offer')).toEqual([{ type: 'offer', seat: 0, to: 1, give: 'tar', take: 'mortar' }]);
    expect(rules.legalMoves(asked.state)).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    const { state, events } = act(asked.state, { type: 'accept' });
    expect(state.hands.slice(0, 2)).toEqual([['brick', 'mortar'], ['barbarian', 'tar']]);
    expect(state.offer).toBeNull();
    expect(state.phase).toBe('play'); // the one trade of the turn is made
    expect(state.current).toBe(0);
    expect(rules.actor(state)).toBe(0);
    // the same event as a direct trade: the table shows and logs it alike
    expect(eventsOf(events, 'trade')).toEqual([{ type: 'trade', seat: 0, with: 1, give: 'tar', take: 'mortar' }]);
  });

  it('R-TRADE-OFFER a refusal keeps the hands and the trade, and that offer is not made again this turn', () => {
    const s = traded();
    const asked = act(s, OFFER).state;
    const { state, events } = act(asked, { type: 'refuse' });
    expect(state.hands).toEqual(s.hands);
    expect(state.phase).toBe('trade');
    expect(state.tradesLeft).toBe(1);
    expect(rules.actor(state)).toBe(0);
    expect(state.refused).toEqual([{ seat: 1, give: 'tar', take: 'mortar' }]);
    expect(eventsOf(events, 'refuse')).toEqual([{ type: 'refuse', seat: 1, to: 0, give: 'tar', take: 'mortar' }]);
    const legal = rules.legalMoves(state).map((m) => JSON.stringify(m));
    expect(legal).not.toContain(JSON.stringify(OFFER));
    const again = refusal(state, OFFER);
    expect(again.code).toBe('ERR_NOT_LEGAL');
    expect(again.message).toContain('already refused');
    // another offer, the same swap as a trade at one device, and pass stay open
    expect(legal).toContain(JSON.stringify({ type: 'offer', seat: 1, give: 'brick', take: 'mortar' }));
    expect(legal).toContain(JSON.stringify({ type: 'trade', seat: 1, give: 'tar', take: 'mortar' }));
    expect(legal[0]).toBe(JSON.stringify({ type: 'pass' }));
    // the next turn, the offer may be made again
    let next = act(state, { type: 'pass' }).state;
    next = endPlay(next).state;
    expect([next.current, next.phase, next.refused]).toEqual([1, 'discard', []]);
  });

  it('R-TRADE-OFFER only the seat asked answers: the actor is that seat, and nothing else is played meanwhile', () => {
    const asked = act(traded(), OFFER).state;
    expect(rules.actor(asked)).toBe(1);
    expect(asked.current).toBe(0);
    expect(refusal(asked, { type: 'pass' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(asked, { type: 'offer', seat: 2, give: 'brick', take: 'missing' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(asked, { type: 'trade', seat: 2, give: 'brick', take: 'missing' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(asked, { type: 'accept', extra: 1 }).code).toBe('ERR_BAD_MOVE');
    // the seat asked sees the offer (hands are open in co-op): its view holds it
    expect(rules.view(asked, 1).offer).toEqual({ seat: 1, give: 'tar', take: 'mortar' });
  });

  it('R-TRADE-OFFER offers only in the trade phase, to another seat, of cards both hold', () => {
    const s = start(3, { hands: [['tar', 'brick'], ['mortar', 'barbarian'], ['missing']] });
    expect(s.phase).toBe('discard');
    expect(refusal(s, OFFER).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(s, { type: 'accept' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(toPlay(s), OFFER).code).toBe('ERR_WRONG_PHASE');
    const t = traded();
    expect(refusal(t, { type: 'accept' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(t, { type: 'refuse' }).code).toBe('ERR_WRONG_PHASE');
    expect(refusal(t, { type: 'offer', seat: 0, give: 'tar', take: 'brick' }).message).toBe('Trade with another player.');
    expect(refusal(t, { type: 'offer', seat: 1, give: 'nice-shot', take: 'mortar' }).message).toContain('not in your hand');
    expect(refusal(t, { type: 'offer', seat: 2, give: 'tar', take: 'mortar' }).message).toContain('has no mortar');
    expect(refusal(t, { type: 'offer', seat: 1, give: 'tar' }).code).toBe('ERR_BAD_MOVE');
    // solo: no trade phase at all
    expect(toPlay(start(1, { hands: [['tar']] })).phase).toBe('play');
  });

  it('R-TRADE-OFFER six players: two trades a turn, by offer or at once, a refusal using none', () => {
    let s = act(start(6, { hands: [['tar', 'brick', 'scavenge'], ['mortar'], ['missing'], ['draw-2']] }), { type: 'pass' }).state;
    expect(s.tradesLeft).toBe(2);
    s = act(s, { type: 'offer', seat: 1, give: 'tar', take: 'mortar' }).state;
    s = act(s, { type: 'refuse' }).state;
    expect([s.phase, s.tradesLeft]).toEqual(['trade', 2]);
    s = act(s, { type: 'offer', seat: 2, give: 'tar', take: 'missing' }).state;
    expect(rules.actor(s)).toBe(2);
    s = act(s, { type: 'accept' }).state;
    expect([s.phase, s.tradesLeft]).toEqual(['trade', 1]);
    expect(rules.actor(s)).toBe(0);
    // seat 1's refusal still stands for this turn (the same offer, a card since received aside)
    expect(rules.legalMoves(s).some((m) => m.type === 'offer' && m.seat === 1 && m.give === 'tar' && m.take === 'mortar')).toBe(false);
    s = act(s, { type: 'offer', seat: 3, give: 'brick', take: 'draw-2' }).state;
    s = act(s, { type: 'accept' }).state;
    expect(s.phase).toBe('play');
    expect(s.hands.slice(0, 4)).toEqual([['missing', 'draw-2', 'scavenge'], ['mortar'], ['tar'], ['brick']]);
  });

  it('R-TRADE-OFFER a game record with offers replays, and old records of direct trades still do (rules version unchanged)', () => {
    const s = traded();
    const moves: CastlePanicMove[] = [OFFER, { type: 'refuse' }, { type: 'offer', seat: 1, give: 'brick', take: 'barbarian' }, { type: 'accept' }];
    let x = JSON.parse(JSON.stringify(s)) as CastlePanicState;
    for (const m of moves) x = act(x, JSON.parse(JSON.stringify(m)) as CastlePanicMove).state;
    expect(x.hands[0]).toEqual(['barbarian', 'tar']);
    expect(act(s, { type: 'trade', seat: 1, give: 'tar', take: 'mortar' }).state.phase).toBe('play');
  });
});
