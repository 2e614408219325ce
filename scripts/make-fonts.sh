#!/usr/bin/env bash
# Writes assets/fonts/alegreya-sans-latin-{400,700}-lean.woff2 and src/app/fonts.css (issue 32,
# the phone's first frame). The lean files are @fontsource's latin subset of Alegreya Sans (OFL):
# the same characters, with only the OpenType features a browser applies by itself and no
# hinting, 13 KB each where @fontsource's file is 24 KB. fonts.css is @fontsource's 400.css and
# 700.css with the latin faces pointing at them (its other subsets as they are, for a player's
# name in another script); main.ts imports it in place of @fontsource's.
#
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli). The
# files are committed; run this again only when @fontsource's font changes.
set -euo pipefail
cd "$(dirname "$0")/.."
FONTSOURCE=node_modules/@fontsource/alegreya-sans
RANGES='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
for weight in 400 700; do
  grep -q "unicode-range: ${RANGES};" "$FONTSOURCE/${weight}.css" || { echo "make-fonts: @fontsource's latin range changed in ${weight}.css; update RANGES" >&2; exit 1; }
  /usr/bin/python3 -m fontTools.subset "$FONTSOURCE/files/alegreya-sans-latin-${weight}-normal.woff2" \
    --unicodes="$RANGES" --layout-features='kern,liga,calt,clig,ccmp,locl,mark,mkmk' --no-hinting \
    --flavor=woff2 --output-file="assets/fonts/alegreya-sans-latin-${weight}-lean.woff2" >&2
  echo "assets/fonts/alegreya-sans-latin-${weight}-lean.woff2"
done
node - "$FONTSOURCE" > src/app/fonts.css <<'NODE'
const { readFileSync } = require('node:fs');
const dir = process.argv[2];
let css = '/* Written by scripts/make-fonts.sh from @fontsource/alegreya-sans: its faces, the latin ones lean (issue 32). */\n';
for (const weight of [400, 700]) {
  css += readFileSync(`${dir}/${weight}.css`, 'utf8')
    .replace(new RegExp(`src: url\\(\\./files/alegreya-sans-latin-${weight}-normal\\.woff2\\)[^;]*;`), `src: url(../../assets/fonts/alegreya-sans-latin-${weight}-lean.woff2) format('woff2');`)
    .replace(/url\(\.\/files\//g, `url(../../${dir}/files/`);
}
if (!css.includes('alegreya-sans-latin-400-lean') || !css.includes('alegreya-sans-latin-700-lean')) throw new Error('make-fonts: no latin face found in @fontsource\'s css');
process.stdout.write(css);
NODE
echo src/app/fonts.css
