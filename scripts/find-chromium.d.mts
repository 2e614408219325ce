// Types for scripts/find-chromium.mjs (imported by playwright.config.ts).
export declare const SYSTEM_CANDIDATES: readonly string[];
export declare const HOW_TO_INSTALL: string;
export declare function chromiumCandidates(): { source: 'CHROMIUM_PATH' | 'system' | 'playwright'; path: string; ok: boolean }[];
export declare function findChromium(): string | null;
export declare function requireChromium(): string;
