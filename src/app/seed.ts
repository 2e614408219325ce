// Seeds: random for a new deal, or typed by a player to replay a known one (0..4294967295).
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0] ?? 1;
}

export function parseSeed(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= 0xffffffff ? n : null;
}
