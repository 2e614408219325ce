#!/usr/bin/env node
// Draws the app's icons (public/icons/*.png) from our SVG (assets/icons/icon.svg) in headless
// Chromium: the web manifest's 192 and 512 px icons, a maskable 512 px one (the crown inside the
// safe circle, the walnut to the edges) and the 180 px Apple touch icon. `npm run icons`; the PNGs
// are committed, so the build needs no browser.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { requireChromium } from './find-chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(ROOT, 'assets', 'icons', 'icon.svg'), 'utf8');
const OUT = join(ROOT, 'public', 'icons');
mkdirSync(OUT, { recursive: true });

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: requireChromium() });
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    // Maskable: full-bleed walnut, the icon scaled to 80 % so the crown stays in the safe zone.
    const body = maskable
      ? `<div style="width:${size}px;height:${size}px;background:#1c120c;display:flex;align-items:center;justify-content:center">` +
        `<div style="width:${size * 0.8}px;height:${size * 0.8}px">${svg}</div></div>`
      : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}<style>svg{width:100%;height:100%;display:block}</style></body></html>`);
    writeFileSync(join(OUT, file), await page.screenshot({ omitBackground: !maskable, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
