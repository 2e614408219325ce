// The shell's calm frame (shared/docs/DESIGN.md): dark walnut, parchment panels, gold accents.
// Design resolution 1600 x 900; no text under 18 px; touch targets at least 56 px.

export const DESIGN_WIDTH = 1600;
export const DESIGN_HEIGHT = 900;

export const COLORS = {
  walnut: 0x2b1d14,
  walnutDark: 0x1c120c,
  walnutLight: 0x4a3324,
  parchment: 0xf1e4c3,
  parchmentDark: 0xd9c59a,
  ink: 0x2a2118,
  inkSoft: 0x5a4a3a,
  gold: 0xd4a94a,
  goldLight: 0xf0cf7a,
  goldDark: 0x9a7428,
  danger: 0xb3362c,
  ok: 0x3f7d3a,
  dropZone: 0x7fd0ff,
  dim: 0x000000,
} as const;

/** CSS colour strings for Text objects. */
export const CSS = {
  parchment: '#f1e4c3',
  ink: '#2a2118',
  inkSoft: '#5a4a3a',
  gold: '#d4a94a',
  goldLight: '#f0cf7a',
  white: '#ffffff',
  danger: '#e2584c',
} as const;

export const FONTS = {
  title: '"Cinzel", Georgia, serif',
  body: '"Alegreya Sans", "Trebuchet MS", sans-serif',
} as const;

export const SIZES = {
  minText: 18,
  body: 24,
  heading: 36,
  title: 72,
  touch: 56,
  radius: 14,
} as const;

/** Travel, landing and shake timings (ms), scaled by the animation-speed setting. */
export const MOTION = {
  travel: 300,
  land: 250,
  shake: 180,
  fade: 200,
} as const;

/** Scene depths for the shared overlays, so they always stack in this order. */
export const DEPTH = {
  lifted: 5000,
  focus: 9000,
  toast: 20000,
  dialog: 30000,
  privacy: 40000,
} as const;
