// Regicide's stacked positions for the browser tests: a game opened straight from a link (its
// options, a `stack` of hands, tavern and castle, the moves already made, the seats 'h'/'b'), and
// the wait for its table to be up and idle. Shared by regicide-s33/s35/s36.spec.ts.
import { deflateRawSync } from 'node:zlib';
import type { Page } from './fixtures';
import { settle } from './helpers';

export const LONG = { timeout: 60_000 };

/** The game's link (its hash): `options` with a `stack`, `seats` one letter a seat ('h' a person, 'b' a bot), `moves` already made. */
export function link(options: object, seats: string, moves: object[] = []): string {
  const payload = { f: 1, r: { game: 'regicide', version: 1, options, seed: 7, moves }, k: seats };
  return `#g=${deflateRawSync(Buffer.from(JSON.stringify(payload))).toString('base64url')}`;
}

/** The Regicide table up (its enemy drawn) and idle. */
export async function tableUp(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fc?.scene === 'GameHost' && !!window.__fc.objects()['regicide.enemy'] && window.__fc.busy() === false, undefined, LONG);
  await settle(page);
}
