// What every bot bench (cp-bots, regicide-bots, roi-bots) measures with: the process's CPU clock,
// the 95 % Wilson score interval of a win rate, and a percentage as the benches print it.

/** Milliseconds of CPU this process has used (user + system). */
export const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** 95 % Wilson score interval of k wins in n. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

export const pct = (x: number): string => (100 * x).toFixed(1) + ' %';
