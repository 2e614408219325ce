// apply's direct checks (check.ts) and legalMoves (moves.ts) must say the same: over positions
// from random games (steered toward fights), apply accepts exactly the listed moves among a
// broad set of single-card candidates.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';

function candidates(s: RoiState): RoiMove[] {
  const out: RoiMove[] = [{ type: 'take' }, { type: 'stop' }, { type: 'exchange', cards: [] }];
  for (let draw = 0; draw <= 3; draw++) out.push({ type: 'end', draw });
  const seats = s.fighters.map((f) => f.seat);
  for (const card of ALL_CARDS) {
    out.push({ type: 'parry', card }, { type: 'discard', cards: [card] }, { type: 'exchange', cards: [card] }, { type: 'shed', cards: [card] });
    for (const target of seats) {
      out.push({ type: 'poke', card, target }, { type: 'strike', card, target, mode: 'hit' }, { type: 'strike', card, target, mode: 'push' });
    }
    const me = s.fighters[rules.actor(s) ?? 0]!;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const to = { x: me.x + dx, y: me.y + dy };
        out.push({ type: 'move', card, to }, { type: 'dodge', card, to });
      }
    }
  }
  return out;
}

/** Prefer fighting moves, so defences and counters come up often. */
function pick(moves: RoiMove[], r: number): RoiMove {
  const fights = moves.filter((m) => m.type === 'strike' || m.type === 'poke' || m.type === 'parry' || m.type === 'dodge' || m.type === 'move');
  const pool = fights.length > 0 && r % 4 !== 0 ? fights : moves;
  return pool[r % pool.length]!;
}

describe('roi-du-ring apply and legalMoves agree', () => {
  it('accepts exactly the listed moves', () => {
    let checked = 0;
    const phases = new Set<string>();
    let x = 11;
    for (let g = 0; g < 12; g++) {
      let s = rules.setup({ players: ((g % 3) + 2) as 2 | 3 | 4 }, 100 + g);
      for (let i = 0; i < 120 && rules.outcome(s) === null; i++) {
        const legal = new Set(rules.legalMoves(s).map((m) => JSON.stringify(m)));
        if (i % 3 === 0 || s.phase !== 'play') {
          phases.add(s.phase);
          for (const m of candidates(s)) {
            const ok = rules.apply(s, m).ok;
            if (ok !== legal.has(JSON.stringify(m))) throw new Error(`${JSON.stringify(m)} in phase ${s.phase}: apply says ${ok}`);
            checked++;
          }
        }
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        const r = rules.apply(s, pick(rules.legalMoves(s), x >>> 8));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(10000);
    expect([...phases].sort()).toEqual(['counter', 'defend', 'exchange', 'play', 'shed']);
  });
});
