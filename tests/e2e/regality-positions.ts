// Regality positions for the browser tests, found by the rules rather than typed: seeded random
// legal moves from a deal until the position a test needs, and the shared link that opens it.
import { deflateRawSync } from 'node:zlib';
import { REGALITY_VERSION, rules, type RegalityMove, type RegalityOptions, type RegalityState } from '../../src/games/regality/rules';
import type { Page } from './fixtures';
import { gotoApp, settle } from './helpers';

/** The page's language and speed, and every tip seen but those in `unseen`, before its scripts run. */
export async function prepareRegality(page: Page, lang = 'en', unseen: string[] = []): Promise<void> {
  const seen = ['flip', 'destroy', 'banish', 'shield', 'tower', 'death', 'retrigger', 'cancel'].filter((k) => !unseen.includes(k)).map((k) => `regality.${k}`);
  await page.addInitScript(
    ([l, seen]) => {
      if (!location.protocol.startsWith('http')) return; // (about:blank between two languages)
      localStorage.setItem('fourCrowns.settings.v1', JSON.stringify({ lang: l, animSpeed: 4, botPace: 'fast' }));
      localStorage.setItem('fourCrowns.seen.v1', JSON.stringify(seen));
    },
    [lang, seen] as const,
  );
}

/** Regality's setup screen, opened from the menu and still. */
export async function openRegalitySetup(page: Page): Promise<void> {
  await gotoApp(page);
  await page.evaluate(() => window.__fc?.start?.('Setup', { gameId: 'regality' }));
  await page.waitForFunction(() => window.__fc?.scene === 'Setup' && !!window.__fc.objects()['setup.option.match']);
  await settle(page);
}

/**
 * Seeded random legal moves (`seed` drives the choices) from `deal`'s setup until `stop` holds:
 * the moves to that position and the position, or null where the game ends first.
 */
export function walk(options: RegalityOptions, deal: number, seed: number, stop: (s: RegalityState) => boolean): { moves: RegalityMove[]; s: RegalityState } | null {
  let s = rules.setup(options, deal);
  let x = seed;
  const moves: RegalityMove[] = [];
  while (rules.outcome(s) === null) {
    if (stop(s)) return { moves, s };
    const legal = rules.legalMoves(s);
    x = (x * 1103515245 + 12345) % 2147483648;
    const m = legal[x % legal.length] as RegalityMove;
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves.push(m);
  }
  return null;
}

/** A shared link to `deal` with `moves` played, the seats' kinds as `kinds` ('hb': a person, then a bot). */
export function regalityLink(options: RegalityOptions, deal: number, moves: RegalityMove[], kinds: string): string {
  const payload = { f: 1, r: { game: 'regality', version: REGALITY_VERSION, options, seed: deal, moves }, k: kinds };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

/** A position found along seeded random games: its options, deal, the moves to it and the position. */
export type Found = { options: RegalityOptions; deal: number; moves: RegalityMove[]; s: RegalityState };

/** The first position along seeded random games (deals 1 to 97, seeds 1 up) that `ok` accepts. */
export function find(options: RegalityOptions, ok: (s: RegalityState) => boolean, tries = 4000): Found {
  for (let n = 1; n < tries; n++) {
    const deal = 1 + (n % 97);
    const w = walk(options, deal, n, ok);
    if (w) return { options, deal, ...w };
  }
  throw new Error('no such position');
}

/** A shared link to a found position, the seats' kinds as `kinds` ('hb': a person, then a bot). */
export const foundLink = (f: Found, kinds: string): string => regalityLink(f.options, f.deal, f.moves, kinds);
