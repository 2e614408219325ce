// Sharing a game: as a link (the record, deflated and base64url-encoded into the URL hash) or
// as a file (the save, as pretty JSON). Whatever comes back in is checked in full, replay
// included, and garbage of any kind is a clear error, never an exception.
import type { GameRecord } from '../core/record';
import { checkSave, checkSaveText, SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile, type SaveResult } from '../services/saves';
import type { RulesLookup, SeatKind } from '../services/session';

/** The payload of a link: short keys, the record and the seats only. */
interface LinkPayload {
  f: number; // link format
  r: GameRecord;
  k: string; // seat kinds, one letter each: 'h' human, 'b' bot
  p?: 1; // practice
}

const LINK_FORMAT = 1;
const LINK_PARAM = 'g';
/** Refuse to inflate a link past this (a link is a few kilobytes at most; this stops a zip bomb). */
const MAX_INFLATED = 1 << 20;
/** Refuse an imported file past this. */
const MAX_FILE_CHARS = 5 << 20;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63] ?? '';
    out += B64[(n >> 12) & 63] ?? '';
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63] ?? '';
    if (i + 2 < bytes.length) out += B64[n & 63] ?? '';
  }
  return out;
}

/** Strict: null on any character outside the base64url alphabet or an impossible length. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const ch of text) {
    const v = B64_INDEX.get(ch);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, j);
}

async function pipeBytes(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(transform).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const linkError = (message: string): SaveResult => ({ ok: false, error: { code: 'ERR_LINK_CORRUPT', message } });

/** The hash fragment of a link to this game, like `#g=…`. Only the record and the seats travel. */
export async function encodeLink(save: SaveFile): Promise<string> {
  const { game, version, options, seed, moves } = save.record;
  const payload: LinkPayload = {
    f: LINK_FORMAT,
    r: { game, version, options, seed, moves },
    k: save.seats.map((s) => (s === 'bot' ? 'b' : 'h')).join(''),
    ...(save.practice ? { p: 1 as const } : {}),
  };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const deflated = await pipeBytes(json, new CompressionStream('deflate-raw'), Number.POSITIVE_INFINITY);
  return `#${LINK_PARAM}=${toBase64Url(deflated)}`;
}

/** The `g` value of a hash (`#g=…`, `g=…`, or a whole URL). */
function linkParam(hash: string): string | null {
  const at = hash.indexOf('#');
  const fragment = at >= 0 ? hash.slice(at + 1) : hash;
  for (const part of fragment.split('&')) {
    if (part.startsWith(`${LINK_PARAM}=`)) return part.slice(LINK_PARAM.length + 1);
  }
  return null;
}

/**
 * Read a game link back into a save, checked in full (shape, game, version, seats and a replay
 * of every move). Never throws. Codes: ERR_LINK_CORRUPT (not a readable link), then those of
 * `checkSave` (ERR_SAVE_CORRUPT, ERR_RECORD_*).
 */
export async function decodeLink(hash: string, lookup: RulesLookup, now: Date = new Date()): Promise<SaveResult> {
  if (typeof hash !== 'string') return linkError('This link does not hold a game.');
  const param = linkParam(hash.trim());
  if (param === null || param === '') return linkError('This link does not hold a game.');
  const bytes = fromBase64Url(param);
  if (bytes === null || bytes.length === 0) return linkError('This link is damaged (it may have been cut short when copied).');
  let text: string;
  try {
    const inflated = await pipeBytes(bytes, new DecompressionStream('deflate-raw'), MAX_INFLATED);
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return linkError('This link is damaged (it may have been cut short when copied).');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return linkError('This link is damaged: its game cannot be read.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return linkError('This link does not hold a game.');
  }
  const p = payload as Partial<Record<keyof LinkPayload, unknown>>;
  if (p.f !== LINK_FORMAT) return { ok: false, error: { code: 'ERR_LINK_VERSION', message: 'This link was made by a different version of Four Crowns.' } };
  if (typeof p.k !== 'string' || !/^[hb]*$/.test(p.k)) return linkError('This link is damaged: it does not say who plays each seat.');
  const seats: SeatKind[] = [...p.k].map((c) => (c === 'b' ? 'bot' : 'human'));
  const save = {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    record: p.r,
    seats,
    practice: p.p === 1,
    savedAt: now.toISOString(),
  };
  return checkSave(save, lookup);
}

function datePart(iso: string): string {
  const d = new Date(iso);
  return (Number.isNaN(d.getTime()) ? new Date() : d).toISOString().slice(0, 10);
}

/** A save as a file to download: pretty JSON named like `four-crowns-regicide-2025-01-31.json`. */
export function exportFile(save: SaveFile): { filename: string; text: string } {
  const game = save.record.game.replace(/[^a-z0-9-]+/gi, '-');
  return { filename: `four-crowns-${game}-${datePart(save.savedAt)}.json`, text: `${JSON.stringify(save, null, 2)}\n` };
}

/** Read an imported file back into a save, checked in full. Never throws. */
export function importFile(text: string, lookup: RulesLookup): SaveResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return { ok: false, error: { code: 'ERR_SAVE_CORRUPT', message: 'The file is empty.' } };
  }
  if (text.length > MAX_FILE_CHARS) {
    return { ok: false, error: { code: 'ERR_SAVE_FOREIGN', message: 'This file is far too large to be a Four Crowns save.' } };
  }
  return checkSaveText(text.replace(/^\uFEFF/, ''), lookup);
}
