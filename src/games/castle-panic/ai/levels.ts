// The Castle Panic bot levels and the strong bot's budget in the browser, apart from the bots so
// the page can name them without bundling the strong one (it plays in the one bot worker).

export const CP_BOT_LEVELS = ['easy', 'strong'] as const;
export type CpBotLevel = (typeof CP_BOT_LEVELS)[number];
export const isCpBotLevel = (v: unknown): v is CpBotLevel => v === 'easy' || v === 'strong';

/** The strong bot's budget in the page (it searches no more than this; the bench measures the same). */
export const STRONG_TIME_MS = 1000;
