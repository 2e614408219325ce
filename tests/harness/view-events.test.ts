// Online play (shared/docs/CONTRACT.md, section Online play): a room sends each seat the events
// of a move through its game's `viewEvents(events, seat, after)`. Over random games of every
// registered game and option set, no event a seat is sent names a card, token or tile that is
// hidden from that seat both before and after the move (the harness specs' hidden zones, read
// on the real state), and viewEvents neither changes its input nor drops an event.

import { describe, expect, it } from 'vitest';
import { SPECTATOR, type GameEvent } from '../../src/core/contract';
import { Rng } from '../../src/core/rng';
import { viewEvents as castlePanicViewEvents } from '../../src/games/castle-panic/rules';
import { viewEvents as regalityViewEvents } from '../../src/games/regality/rules';
import { viewEvents as regicideViewEvents } from '../../src/games/regicide/rules';
import { viewEvents as roiViewEvents } from '../../src/games/roi-du-ring/rules';
import type { HarnessSpec } from './harness';
import { leakedNames } from './leaks';
import { HARNESS_SPECS } from './registry';

type ViewEvents = (events: readonly GameEvent[], seat: number, after: never) => GameEvent[];
const VIEW_EVENTS: Record<string, ViewEvents> = {
  'castle-panic': castlePanicViewEvents,
  regality: regalityViewEvents,
  regicide: regicideViewEvents,
  'roi-du-ring': roiViewEvents,
};

export interface Leak {
  seat: number;
  name: string;
  event: GameEvent;
}

/** The leaks of one move's events, for every seat. */
export function leaksOf(spec: HarnessSpec, viewEvents: ViewEvents, before: unknown, after: unknown, events: readonly GameEvent[], seats: number): Leak[] {
  const leaks: Leak[] = [];
  // Every seat, and someone watching (issue 28 item 6).
  for (const seat of [...Array.from({ length: seats }, (_, i) => i), SPECTATOR]) {
    const seen = viewEvents(events, seat, after as never);
    if (seen.length !== events.length) throw new Error(`viewEvents dropped events for seat ${seat}`);
    for (const event of seen) {
      for (const name of leakedNames(spec, before, after, seat, event, seats)) leaks.push({ seat, name, event });
    }
  }
  return leaks;
}

const GAMES_PER_OPTION = 12;

describe('viewEvents: no event shows a seat what it may not see', () => {
  const specs = HARNESS_SPECS.filter((s) => VIEW_EVENTS[s.rules.id]);
  it('covers the four games', () => {
    expect(specs.map((s) => s.rules.id).sort()).toEqual(['castle-panic', 'regality', 'regicide', 'roi-du-ring']);
  });
  it.each(specs.map((s) => [s.rules.id, s] as const))('%s, random games of every option set', (_id, spec) => {
    expect(playAndCheck(spec, VIEW_EVENTS[spec.rules.id] as ViewEvents)).toBeGreaterThan(spec.options.length * GAMES_PER_OPTION);
  }, 120_000);
  it.each(['roi-du-ring', 'regality'])('the check finds the leaks of %s events sent as they are', (id) => {
    const spec = specs.find((s) => s.rules.id === id) as HarnessSpec;
    const raw: ViewEvents = (events) => events.map((e) => ({ ...e }));
    expect(() => playAndCheck(spec, raw)).toThrow(/is sent/);
  }, 120_000);
});

/** Random games of every option set of `spec`, checking each move's events; the number of moves played. */
function playAndCheck(spec: HarnessSpec, viewEvents: ViewEvents): number {
  {
    const rng = new Rng(9071);
    let moves = 0;
    for (const options of spec.options) {
      const seats = spec.seats(options);
      for (let g = 0; g < GAMES_PER_OPTION; g++) {
        let state = spec.rules.setup(options, rng.int(0x7fffffff));
        for (let m = 0; m < spec.maxMoves; m++) {
          const legal = spec.rules.legalMoves(state);
          if (legal.length === 0) break;
          const applied = spec.rules.apply(state, legal[rng.int(legal.length)]);
          if (!applied.ok) throw new Error(applied.error.message);
          const frozen = JSON.stringify(applied.events);
          const leaks = leaksOf(spec, viewEvents, state, applied.state, applied.events, seats);
          expect(JSON.stringify(applied.events), 'viewEvents changed its input').toBe(frozen);
          if (leaks.length > 0) {
            const l = leaks[0] as Leak;
            throw new Error(`${spec.rules.id} ${JSON.stringify(options)}: seat ${l.seat} is sent ${l.name} in ${JSON.stringify(l.event)}`);
          }
          state = applied.state;
          moves++;
        }
      }
    }
    return moves;
  }
}
