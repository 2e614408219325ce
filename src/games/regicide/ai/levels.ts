// The Regicide bot levels and the strong bot's budget in the browser, apart from the search so
// the page can name them without bundling it (the search runs in the bot's Web Worker).

export const REGICIDE_BOT_LEVELS = ['easy', 'strong'] as const;
export type RegicideBotLevel = (typeof REGICIDE_BOT_LEVELS)[number];
export const isRegicideBotLevel = (v: unknown): v is RegicideBotLevel => v === 'easy' || v === 'strong';

/** The strong bot's budget in the page: this much time, or these iterations, whichever ends first. */
export const STRONG_TIME_MS = 400;
export const STRONG_MAX_ITERATIONS = 3000;
