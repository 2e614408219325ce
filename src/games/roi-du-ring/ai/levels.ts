// The Roi du Ring bot levels and the strong bot's budget in the browser, apart from the search so
// the page can name them without bundling it (the search runs in the bot's Web Worker).

export const ROI_BOT_LEVELS = ['easy', 'strong'] as const;
export type RoiBotLevel = (typeof ROI_BOT_LEVELS)[number];
export const isRoiBotLevel = (v: unknown): v is RoiBotLevel => v === 'easy' || v === 'strong';

/** The strong bot's budget in the page: this much time, or these playouts, whichever ends first. */
export const STRONG_TIME_MS = 300;
export const STRONG_MAX_ITERATIONS = 400;
