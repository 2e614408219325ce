// Room codes: short, typed by people, and hard to guess: CODE_LENGTH characters drawn uniformly
// from CODE_ALPHABET (no look-alike 0/O, 1/I) with the system's cryptographic RNG, 35 bits.
import { randomBytes, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../app/online/protocol';
import { wideSeed } from '../core/rng';

export function newRoomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)] as string;
  return code;
}

/** A seat token: 128 random bits, kept by the browser that holds the seat. */
export const newSeatToken = (): string => randomBytes(16).toString('base64url');

/**
 * A game's seed: 128 bits from the system's cryptographic RNG, for xoshiro128** (its state 128
 * bits too: core/rng.ts), drawn on the server and never sent to a browser before the game is
 * over. Nobody can search the seeds or the states from what a seat sees.
 */
export const newSeed = (): string => wideSeed(randomBytes(16));
