// Rules as roi-du-ring.fr.txt writes them, where the code once decided otherwise (issue 13):
// the pincer asked of the fighter behind, the joker against a psychic attack, several surprise
// attacks on one step, what a tripped fighter loses, trips on every movement, counter-attacks
// after an interrupt, fury for every blow and with every blow, trips among the turn's 5 cards,
// and the joker as a counter-attack. Stacked hands, placed fighters.
import { describe, expect, it } from 'vitest';
import { rules, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, refusal, start } from './helpers';

type Adv = NonNullable<RoiOptions['advanced']>;
type At = Record<number, { x: number; y: number; hp?: number; fury?: number }>;
const fight = (players: 2 | 3 | 4, hands: string[][], advanced: Adv, at: At): RoiState => place(begin(start(players, { hands }, { advanced })), at);

describe('roi-du-ring pincer (R-PINCER)', () => {
  // Red on (1,1) strikes Blue on (2,1); Green stands right behind Blue on (3,1).
  const line = () => fight(3, [['5D', '6D'], ['2C'], ['3C']], {}, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 } });

  it('R-PINCER the fighter behind the target is asked first, with a move of its own: agreed, the hit takes 1 more hp', () => {
    const hit = act(line(), { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state;
    expect(hit.phase).toBe('pincer');
    expect(rules.actor(hit)).toBe(2);
    expect(rules.legalMoves(hit)).toEqual([
      { type: 'pincer', agree: true },
      { type: 'pincer', agree: false },
    ]);
    const agreed = act(hit, { type: 'pincer', agree: true });
    expect(eventsOf(agreed.events, 'pincer')).toEqual([{ type: 'pincer', seat: 2, target: 1, by: 0, agree: true }]);
    expect(agreed.state.phase).toBe('defend');
    expect(rules.actor(agreed.state)).toBe(1);
    expect(agreed.state.attack?.damage).toBe(2);
    expect(act(agreed.state, { type: 'take' }).state.fighters[1]!.hp).toBe(8);
  });

  it('R-PINCER refused, the hit takes its usual hp; without a fighter behind nobody is asked', () => {
    const refused = acts(line(), { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'pincer', agree: false });
    expect(refused.state.attack?.damage).toBe(1);
    expect(act(refused.state, { type: 'take' }).state.fighters[1]!.hp).toBe(9);
    const alone = place(line(), { 2: { x: 3, y: 2 } });
    expect(act(alone, { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state.phase).toBe('defend');
    // A push is no blow: nobody is asked.
    expect(act(line(), { type: 'strike', card: '5D', target: 1, mode: 'push' }).state.phase).toBe('play');
    expect(refusal(line(), { type: 'pincer', agree: true }).code).toBe('ERR_WRONG_PHASE');
  });

  it('R-PINCER a teammate of the striker is asked too; a player\'s own second fighter joins without asking', () => {
    const team = place(begin(start(4, { hands: [['5D'], ['2C'], ['3C'], ['4C']] }, { teams: true })), {
      0: { x: 1, y: 1 },
      1: { x: 2, y: 1 },
      2: { x: 3, y: 1 },
      3: { x: 4, y: 4 },
    });
    const asked = act(team, { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state;
    expect(asked.phase).toBe('pincer');
    expect(rules.actor(asked)).toBe(2);
    const duo = place(begin(rules.setup({ players: 2, fightersPerPlayer: 2, stack: { draw: ['XR', 'AC'], hands: [['5D'], ['2C']] } }, 7)), {
      0: { x: 1, y: 1 },
      1: { x: 2, y: 1 },
      2: { x: 3, y: 1 },
      3: { x: 4, y: 4 },
    });
    const own = act(duo, { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state;
    expect(own.phase).toBe('defend');
    expect(own.attack?.damage).toBe(2);
  });

  it('R-PINCER a counter-attack and a surprise attack ask the fighter behind too', () => {
    // Blue parries and strikes back at Red; Yellow stands behind Red on (0,1).
    const s = place(begin(start(4, { hands: [['5D'], ['6D', '8D'], ['2C'], ['3C']] })), {
      0: { x: 1, y: 1 },
      1: { x: 2, y: 1 },
      2: { x: 4, y: 4 },
      3: { x: 0, y: 1 },
    });
    const counter = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' }, { type: 'strike', card: '8D', target: 0, mode: 'hit' }).state;
    expect(counter.phase).toBe('pincer');
    expect(rules.actor(counter)).toBe(3);
  });
});

describe('roi-du-ring the joker against a psychic attack (R-JOKER-DEFENCE)', () => {
  it('R-JOKER-DEFENCE the red joker parries and the black joker dodges a psychic attack; then the defender may strike back', () => {
    const s = fight(2, [['9C', '9D', '3C'], ['XR', 'XB', '2C']], { psychic: true }, { 0: { x: 1, y: 1 }, 1: { x: 3, y: 3 } });
    const attack = act(s, { type: 'psychic', cards: ['9C', '9D'], target: 1 }).state;
    const answers = rules.legalMoves(attack);
    expect(answers).toContainEqual({ type: 'parry', card: 'XR' });
    expect(answers.filter((m) => m.type === 'dodge')).toHaveLength(8); // any free neighbouring square
        const parried = act(attack, { type: 'parry', card: 'XR' }).state;
    expect(parried.fighters[1]!.hp).toBe(10);
    expect(parried.phase).toBe('counter');
    expect(rules.actor(parried)).toBe(1);
    const dodged = act(attack, { type: 'dodge', card: 'XB', to: { x: 4, y: 4 } }).state;
    expect(dodged.fighters[1]).toMatchObject({ x: 4, y: 4, hp: 10 });
  });
});

describe('roi-du-ring several interrupts on one step (R-INTERRUPT-ORDER)', () => {
  it('R-SURPRISE-SEVERAL each fighter who may strike by surprise gets its own chance, in turn order, after the one before is done', () => {
    // Red steps from (2,3) to the centre; Blue on (1,1) and Green on (3,1) were two squares away.
    const s = fight(3, [['3C', '9D'], ['5H', '2C'], ['6H', '2S']], { surprise: true }, { 0: { x: 2, y: 3 }, 1: { x: 1, y: 1 }, 2: { x: 3, y: 1 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 2, y: 2 } }).state;
    expect(moved.react?.seats).toEqual([1, 2]);
    const first = acts(moved, { type: 'surprise', card: '5H', target: 0, mode: 'hit' }, { type: 'take' }, { type: 'stop' }).state;
    expect(first.fighters[0]!.hp).toBe(9);
    expect(first.phase).toBe('react');
    expect(rules.actor(first)).toBe(2);
    expect(movesOf(first, 'surprise')).toEqual([
      { type: 'surprise', card: '6H', target: 0, mode: 'hit' },
      { type: 'surprise', card: '6H', target: 0, mode: 'push' },
    ]);
    const second = acts(first, { type: 'surprise', card: '6H', target: 0, mode: 'hit' }, { type: 'take' }, { type: 'stop' }).state;
    expect(second.fighters[0]!.hp).toBe(8);
    expect(second.phase).toBe('play');
    expect(rules.actor(second)).toBe(0);
    expect(second.played).toBe(1);
  });
});

describe('roi-du-ring tripped fighters (R-SPECIAL-ACE)', () => {
  it('R-TRIPPED a fighter tripped out of its turn plays no card until its next turn: no parry, no dodge, no counter-attack', () => {
    // Red strikes Blue, who dodges down next to Red; Red trips it with the ace of diamonds.
    const s = fight(2, [['5D', 'AD', '2C', '6D'], ['9S', '8D', 'XR']], { specialCards: true }, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const tripped = acts(
      s,
      { type: 'strike', card: '5D', target: 1, mode: 'hit' },
      { type: 'dodge', card: '9S', to: { x: 1, y: 2 } },
      { type: 'trip', card: 'AD', target: 1 },
      { type: 'take' },
    ).state;
    expect(tripped.fighters[1]).toMatchObject({ x: 1, y: 3 });
    expect(tripped.tripped).toEqual([1]);
    expect(tripped.phase).toBe('play');
    // Red steps next to Blue and strikes again: Blue holds 8D and the red joker, yet may only take it.
    const again = acts(tripped, { type: 'move', card: '2C', to: { x: 1, y: 2 } }, { type: 'strike', card: '6D', target: 1, mode: 'hit' }).state;
    expect(rules.legalMoves(again)).toEqual([{ type: 'take' }]);
    expect(refusal(again, { type: 'parry', card: '8D' }).code).toBe('ERR_NOT_LEGAL');
    // Blue's next turn frees it.
    const next = acts(again, { type: 'take' }, { type: 'end', draw: 0 }).state;
    expect(next.current).toBe(1);
    expect(next.tripped).toEqual([]);
  });

  it('R-TRIPPED a tripped fighter is not offered interrupts until its next turn', () => {
    // Blue, tripped, holds an ace of clubs; Red steps next to it along clubs' line: Blue is not asked.
    const s = fight(2, [['3C'], ['AC']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    expect(act(s, { type: 'move', card: '3C', to: { x: 1, y: 2 } }).state.phase).toBe('react');
    expect(act({ ...s, tripped: [1] }, { type: 'move', card: '3C', to: { x: 1, y: 2 } }).state.phase).toBe('play');
  });
});

describe('roi-du-ring trips on every movement (R-TRIP-ANY)', () => {
  it('R-TRIP-ANY a push made in a surprise attack meets a trip', () => {
    // Red steps to (1,1); Blue on (2,1) pushes it back by surprise to (0,1), next to Green on (0,2), who holds an ace of diamonds.
    const s = fight(3, [['3C'], ['5D'], ['AD']], { surprise: true, specialCards: true }, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 0, y: 2 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 1 } }).state;
    expect(moved.react?.seats).toEqual([1]);
    const pushed = act(moved, { type: 'surprise', card: '5D', target: 0, mode: 'push' }).state;
    expect(pushed.fighters[0]).toMatchObject({ x: 0, y: 1 });
    expect(pushed.phase).toBe('react');
    expect(rules.actor(pushed)).toBe(2);
    expect(rules.legalMoves(pushed)).toEqual([{ type: 'trip', card: 'AD', target: 0 }, { type: 'pass' }]);
    // Red takes the trip: its turn is over.
    const down = acts(pushed, { type: 'trip', card: 'AD', target: 0 }, { type: 'take' }).state;
    expect(down.current).toBe(1);
  });

  it('R-TRIP-ANY a charger meets a trip as it steps (R-TRIP-CHARGE), before its blow; so does the fighter the charge pushes', () => {
    // Red charges from (0,2) to (1,2) at Blue on (2,2); Green on (1,1) holds an ace of clubs.
    const s = fight(3, [['JC'], ['QD'], ['AC']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 }, 2: { x: 1, y: 1 } });
    const stepped = act(s, { type: 'charge', card: 'JC', target: 1 }).state;
    expect(stepped.phase).toBe('react');
    expect(rules.actor(stepped)).toBe(2);
    expect(rules.legalMoves(stepped)).toEqual([{ type: 'trip', card: 'AC', target: 0 }, { type: 'pass' }]);
    // Passed: the blow comes; parried, Blue may counter-attack, and nobody is asked again.
    const parried = acts(stepped, { type: 'pass' }, { type: 'parry', card: 'QD' }).state;
    expect(parried.phase).toBe('counter');
    // Blue pushed from (2,2) to (3,2), next to Green placed on (4,2) with an ace of diamonds.
    const far = fight(3, [['JC'], ['2C'], ['AD']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 }, 2: { x: 4, y: 2 } });
    const pushed = acts(far, { type: 'charge', card: 'JC', target: 1 }, { type: 'take' }).state;
    expect(pushed.fighters[1]).toMatchObject({ x: 3, y: 2 });
    expect(pushed.phase).toBe('react');
    expect(pushed.react?.mover).toBe(1);
    expect(rules.legalMoves(pushed)).toEqual([{ type: 'trip', card: 'AD', target: 1 }, { type: 'pass' }]);
  });
});

describe('roi-du-ring counter-attacks after an interrupt (R-COUNTER-INTERRUPT)', () => {
  it('R-COUNTER-INTERRUPT a defended surprise attack lets the defender strike back; then its turn goes on', () => {
    const s = fight(2, [['3C', '6D', '7D'], ['5D', '2C']], { surprise: true }, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 } });
    const parried = acts(s, { type: 'move', card: '3C', to: { x: 1, y: 1 } }, { type: 'surprise', card: '5D', target: 0, mode: 'hit' }, { type: 'parry', card: '6D' }).state;
    expect(parried.phase).toBe('counter');
    expect(rules.actor(parried)).toBe(0);
    expect(rules.legalMoves(parried)).toEqual([
      { type: 'strike', card: '7D', target: 1, mode: 'hit' },
      { type: 'strike', card: '7D', target: 1, mode: 'push' },
      { type: 'stop' },
    ]);
    const back = acts(parried, { type: 'strike', card: '7D', target: 1, mode: 'hit' }, { type: 'take' });
    expect(back.state.fighters[1]!.hp).toBe(9);
    expect(back.state.phase).toBe('counter');
    const on = act(back.state, { type: 'stop' }).state;
    expect(on.phase).toBe('play');
    expect(rules.actor(on)).toBe(0);
    expect(on.played).toBe(1); // the counter-attack is not one of the turn's cards
  });

  it('R-COUNTER-INTERRUPT a defended trip lets the defender strike back', () => {
    const s = fight(2, [['3C', '5D', '7D'], ['AC', '9D']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    const parried = acts(s, { type: 'move', card: '3C', to: { x: 1, y: 2 } }, { type: 'trip', card: 'AC', target: 0 }, { type: 'parry', card: '5D' }).state;
    expect(parried.phase).toBe('counter');
    expect(rules.actor(parried)).toBe(0);
    expect(movesOf(parried, 'strike')).toHaveLength(2);
  });
});

describe('roi-du-ring fury (R-FURY-GAIN, R-FURY-MODE)', () => {
  it('R-FURY-GAIN +1 for each blow given, defended too', () => {
    const s = fight(2, [['5D'], ['6D']], { fury: true }, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const parried = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' }).state;
    expect(parried.fighters.map((f) => f.fury)).toEqual([1, 0]);
  });

  it('R-FURY-MODE a charge keeps its ability in fury mode: card +3, 1 more hp, the gauge back to 0', () => {
    const s = fight(2, [['JC'], ['QD', 'KD']], { fury: true, specialCards: true }, { 0: { x: 0, y: 2, fury: 8 }, 1: { x: 2, y: 2 } });
    expect(movesOf(s, 'charge')).toEqual([
      { type: 'charge', card: 'JC', target: 1 },
      { type: 'charge', card: 'JC', target: 1, fury: true },
    ]);
    const blow = act(s, { type: 'charge', card: 'JC', target: 1, fury: true }).state;
    expect(blow.attack).toMatchObject({ kind: 'charge', fury: true, damage: 2 });
    expect(blow.fighters[0]!.fury).toBe(0);
    // A jack counts 14 in fury mode: neither the queen nor the king defends.
    expect(rules.legalMoves(blow)).toEqual([{ type: 'take' }]);
    const took = act(blow, { type: 'take' }).state;
    expect(took.fighters[1]).toMatchObject({ hp: 8, x: 3, y: 2 });
  });

  it('R-FURY-MODE a surprise attack may be a fury blow, its card counting 3 more against the move card too', () => {
    const s = fight(2, [['3C'], ['2D', '5C']], { fury: true, surprise: true }, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1, fury: 8 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 1 } }).state;
    expect(rules.legalMoves(moved)).toEqual([{ type: 'surprise', card: '2D', target: 0, mode: 'hit', fury: true }, { type: 'pass' }]);
    const blow = act(moved, { type: 'surprise', card: '2D', target: 0, mode: 'hit', fury: true }).state;
    expect(blow.attack).toMatchObject({ kind: 'surprise', fury: true, damage: 2 });
    expect(blow.fighters[1]!.fury).toBe(0);
  });
});

describe('roi-du-ring a trip in your own turn (R-TRIP-PLAY)', () => {
  it('R-TRIP-PLAY a trip played in your own turn counts toward your five cards', () => {
    const s = fight(2, [['5D', 'AD'], ['9S']], { specialCards: true }, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const dodged = (played: number) => acts({ ...s, played }, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'dodge', card: '9S', to: { x: 1, y: 2 } }).state;
    const trip = act(dodged(3), { type: 'trip', card: 'AD', target: 1 }).state;
    expect(trip.played).toBe(5);
    // The strike was the fifth card: no trip is offered.
    expect(dodged(4).phase).toBe('counter');
  });
});

describe('roi-du-ring the joker as a counter-attack (R-COUNTER)', () => {
  it('R-COUNTER a joker is an attack card: it counter-attacks by poking an eye, never by a hit; the refusal says why', () => {
    const s = fight(2, [['5D', '2C'], ['6D', 'XR']], {}, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const parried = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' }).state;
    expect(rules.legalMoves(parried)).toEqual([{ type: 'poke', card: 'XR', target: 0 }, { type: 'stop' }]);
    const why = refusal(parried, { type: 'strike', card: 'XR', target: 0, mode: 'hit' });
    expect(why.message).toContain('joker');
    expect(why.message).not.toContain('Only red cards');
    const poked = act(parried, { type: 'poke', card: 'XR', target: 0 }).state;
    expect(poked.attack).toMatchObject({ by: 1, on: 0, poke: true, counter: true });
    const stolen = act(poked, { type: 'take' }).state;
    expect(stolen.hands[1]).toHaveLength(1);
    expect(stolen.phase).toBe('counter'); // a landed counter-attack: Blue may go on
    expect(stolen.played).toBe(1);
  });
});

describe('roi-du-ring the joker as a surprise attack (R-SURPRISE)', () => {
  it('R-SURPRISE-JOKER a joker, an attack card higher than any move card, may poke a fighter stepping next to you by surprise', () => {
    // Red steps from (0,1) to (1,1), diagonally next to Blue on (2,2) holding only the black joker.
    const s = fight(2, [['KC', '2D'], ['XB', '2C']], { surprise: true }, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 2 } });
    const moved = act(s, { type: 'move', card: 'KC', to: { x: 1, y: 1 } }).state;
    expect(moved.phase).toBe('react');
    expect(rules.legalMoves(moved)).toEqual([{ type: 'poke', card: 'XB', target: 0 }, { type: 'pass' }]);
    const poked = act(moved, { type: 'poke', card: 'XB', target: 0 });
    expect(eventsOf(poked.events, 'surprise')).toEqual([{ type: 'surprise', seat: 1, target: 0 }]);
    expect(poked.state.attack).toMatchObject({ by: 1, on: 0, poke: true, kind: 'surprise' });
    const took = act(poked.state, { type: 'take' }).state;
    expect(took.hands[0]).toHaveLength(0);
    expect(took.hands[1]).toHaveLength(2);
    expect(took.phase).toBe('counter'); // it landed: Blue may go on
    expect(act(took, { type: 'stop' }).state.phase).toBe('play');
  });
});
