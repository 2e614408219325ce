// Canvas pixels per design pixel (see app/hidpi.ts): the screen's real pixels for the design
// frame (1600x900) fitted into the window, between 1 and 2. A phone held sideways (844x390 CSS
// px at devicePixelRatio 3) gets 1.3, a desktop window 1 or its devicePixelRatio: the canvas has
// about as many pixels as the screen shows, never four times as many.
function renderScale(): number {
  if (typeof window === 'undefined') return 1;
  // Test builds only: the browser tests draw at half scale (tests/e2e/fixtures.ts), since software
  // WebGL's cost grows with the pixels; what they check is in design coordinates.
  const forced = import.meta.env.MODE === 'test' ? (window as { __fcRenderScale?: unknown }).__fcRenderScale : undefined;
  if (typeof forced === 'number' && forced > 0) return forced;
  const dpr = window.devicePixelRatio || 1;
  const w = window.innerWidth || 1600;
  const h = window.innerHeight || 900;
  const fit = Math.min(Math.max(w, h) / 1600, Math.min(w, h) / 900);
  return Math.max(1, Math.min(2, Math.round(dpr * Math.max(fit, 0.5) * 100) / 100));
}

export const RENDER_SCALE = renderScale();
