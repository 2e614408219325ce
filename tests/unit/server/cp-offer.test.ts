// Castle Panic online (issue 14, R-TRADE-OFFER): a trade offered to another seat is a sub-step of
// the offerer's turn asked of the seat named; the room asks that seat's browser (actor and legal
// moves go to it alone), refuses the answer from anyone else, and plays it from the seat asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, REFUSAL } from '../../../src/app/online/protocol';
import { Player, bootServer, type Booted } from './helpers';

let booted: Booted;
beforeAll(async () => {
  booted = await bootServer();
});
afterAll(async () => {
  await booted.test.shutdown();
});

type Move = { type: string; seat?: number; give?: string; take?: string };
interface View {
  hands: string[][];
  phase: string;
  offer: { seat: number; give: string; take: string } | null;
}

describe('castle panic trade offers online', () => {
  it('asks the seat offered a trade, and only that seat answers', async () => {
    const a = await Player.create(booted.url, { game: 'castle-panic', options: { players: 2, mode: 'coop' }, seats: ['human', 'human'] });
    const b = await Player.join(booted.url, a.lobby?.code as string, { name: 'P1' });
    a.send(MSG.start);
    await Promise.all([a, b].map((p) => p.until(() => p.states.length > 0)));
    // seat 0 deals the starting monsters and keeps its hand: its trade phase
    const play = async (p: Player, pick: (legal: Move[]) => Move | undefined): Promise<void> => {
      await p.until(() => (p.last?.legal.length ?? 0) > 0);
      const s = p.last as { at: number; legal: Move[] };
      const move = pick(s.legal);
      if (!move) throw new Error('no such move');
      p.send(MSG.move, { at: s.at, move });
      await Promise.all([a, b].map((q) => q.until(() => (q.last?.at ?? 0) > s.at)));
    };
    await play(a, (l) => l.find((m) => m.type === 'start-deal'));
    await play(a, (l) => l.find((m) => m.type === 'pass'));
    expect((a.last?.view as View).phase).toBe('trade');
    const hands = (a.last?.view as View).hands.map((h) => h.slice());
    const offer = (a.last?.legal as Move[]).find((m) => m.type === 'offer' && m.seat === 1) as Move;
    expect(offer).toBeTruthy();
    await play(a, () => offer);
    // the room asks seat 1: its browser gets the answers, seat 0's none
    expect(b.last?.actor).toBe(1);
    expect(a.last?.actor).toBe(1);
    expect(b.last?.legal).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    expect(a.last?.legal).toEqual([]);
    expect((b.last?.view as View).offer).toEqual({ seat: 1, give: offer.give, take: offer.take });
    // seat 0 may not answer for seat 1
    const n = a.refused.length;
    a.send(MSG.move, { at: a.last?.at, move: { type: 'accept' } });
    await a.until(() => a.refused.length > n);
    expect(a.refused[n]?.code).toBe(REFUSAL.NOT_YOUR_TURN);
    // seat 1 refuses: the hands as they were, seat 0 to act again in its trade phase
    await play(b, (l) => l.find((m) => m.type === 'refuse'));
    expect((a.last?.view as View).hands).toEqual(hands);
    expect(a.last?.actor).toBe(0);
    expect((a.last?.legal as Move[]).some((m) => m.type === 'offer' && m.seat === 1 && m.give === offer.give && m.take === offer.take)).toBe(false);
    // another offer, accepted by seat 1: the cards swapped
    const second = (a.last?.legal as Move[]).find((m) => m.type === 'offer' && m.seat === 1) as Move;
    await play(a, () => second);
    await play(b, (l) => l.find((m) => m.type === 'accept'));
    const after = (b.last?.view as View).hands;
    const count = (hand: string[] | undefined, card: string | undefined): number => (hand ?? []).filter((c) => c === card).length;
    expect(count(after[0], second.take)).toBe(count(hands[0], second.take) + 1);
    expect(count(after[0], second.give)).toBe(count(hands[0], second.give) - 1);
    expect(count(after[1], second.give)).toBe(count(hands[1], second.give) + 1);
    expect((b.last?.view as View).phase).toBe('play');
    await Promise.all([a.room.leave(), b.room.leave()]);
  }, 60_000);
});
