// Canvas pixels per design pixel: the screen's devicePixelRatio, between 1 and 2 (see app/hidpi.ts).
export const RENDER_SCALE = Math.max(1, Math.min(2, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1));
