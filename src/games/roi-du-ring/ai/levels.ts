// The Roi du Ring bot levels and the strong bot's budget in the browser, apart from the search so
// the page can name them without bundling it (the search runs in the bot's Web Worker).

export const ROI_BOT_LEVELS = ['easy', 'strong'] as const;
export type RoiBotLevel = (typeof ROI_BOT_LEVELS)[number];
export const isRoiBotLevel = (v: unknown): v is RoiBotLevel => v === 'easy' || v === 'strong';

/**
 * The strong bot's budget in the page: these playouts (the same move on every machine for a
 * position), or this much time where a slow machine has not played them by then.
 */
export const STRONG_TIME_MS = 1500;
export const STRONG_MAX_ITERATIONS = 160; // the default budget, the one npm run bench:roi measures
