// A text's suits in their cards' colours (a newcomer's report, round 35: "5♥" read black in the
// prompt while the card is red). A Phaser Text has one colour: each run of a card's rank and a
// coloured suit (5♥, 10♦, D♥...; ♣ too with the four-colour deck) is drawn again over it in the
// suit's colour (src/ui/card-face.ts), as a Text of the same font, on the same line, at the width
// of the words before it on that line. Left-aligned texts only (the prompt's words, the log's rows).
import Phaser from 'phaser';
import { suitColour, SUIT_SYMBOL } from '../../../ui/card-face';

const INK = suitColour('S');
const SUIT_OF: Record<string, string> = Object.fromEntries(Object.entries(SUIT_SYMBOL).map(([k, v]) => [v, k]));
/** A suit symbol and the rank before it, if any (10, a digit, or a letter: A J Q K, F R D V in French and Italian). */
const RUN = /(?:10|[2-9]|[A-Z])?[♣♦♥♠]/gu;

/** The colour a run of `text` (a rank and a suit) is drawn in: its suit's, or null for the ink's own. */
export function runColour(run: string): string | null {
  const suit = SUIT_OF[run.slice(-1)];
  const colour = suit ? suitColour(suit) : INK;
  return colour === INK ? null : colour;
}

/** The runs of one line to draw in colour: each one's start (in characters), its text and its colour. */
export function colouredRuns(line: string): { at: number; run: string; colour: string }[] {
  const out: { at: number; run: string; colour: string }[] = [];
  for (const m of line.matchAll(RUN)) {
    const colour = runColour(m[0]);
    if (colour && m.index !== undefined) out.push({ at: m.index, run: m[0], colour });
  }
  return out;
}

/**
 * Draws `text`'s coloured runs over it (named `<its name>.suit.<k>`), in its container, just above
 * it; the runs drawn before by this function for the same text go first. Call it after the text's
 * words, wrap and line limit are final.
 */
export function colourSuits(text: Phaser.GameObjects.Text, name = text.name): void {
  const scene = text.scene;
  // (a log row drawn again with the same words and look keeps its runs)
  const key = `${name}|${text.text}|${String(text.style.fontStyle)}|${text.x},${text.y}|${text.style.maxLines}`;
  if (keys.get(text) === key && runsOf.get(text)?.every((o) => o.active)) return;
  keys.set(text, key);
  const old = runsOf.get(text);
  old?.forEach((o) => o.destroy());
  const lines = text.getWrappedText();
  const shown = text.style.maxLines > 0 ? Math.min(lines.length, text.style.maxLines) : lines.length;
  const made: Phaser.GameObjects.Text[] = [];
  const style = { fontFamily: text.style.fontFamily, fontSize: text.style.fontSize, fontStyle: text.style.fontStyle };
  const probe = scene.add.text(0, 0, '', style).setVisible(false);
  const left = text.x - text.displayOriginX;
  const top = text.y - text.displayOriginY;
  // a line's pitch: the text's height is n lines and n - 1 spacings (Phaser's Text)
  const pitch = shown > 0 ? (text.height - (text.padding.top ?? 0) - (text.padding.bottom ?? 0) + text.lineSpacing) / shown : 0;
  for (let i = 0; i < shown; i++) {
    const line = lines[i] ?? '';
    for (const { at, run, colour } of colouredRuns(line)) {
      const before = probe.setText(line.slice(0, at)).width - (probe.padding.left ?? 0) - (probe.padding.right ?? 0);
      const over = scene.add
        .text(left + (at > 0 ? before : 0), top + i * pitch, run, { ...style, color: colour, padding: text.padding })
        .setName(`${name}.suit.${made.length}`);
      made.push(over);
    }
  }
  probe.destroy();
  const parent = text.parentContainer;
  if (parent) parent.addAt(made, parent.getIndex(text) + 1);
  else made.forEach((o) => o.setDepth(text.depth));
  runsOf.set(text, made);
  // The runs show and hide with their text (the hint's why line hides the prompt's words).
  if (!patched.has(text)) {
    patched.add(text);
    const own = text.setVisible.bind(text);
    text.setVisible = (value: boolean): Phaser.GameObjects.Text => {
      runsOf.get(text)?.forEach((o) => o.active && o.setVisible(value));
      return own(value);
    };
  }
  made.forEach((o) => o.setVisible(text.visible));
  text.once(Phaser.GameObjects.Events.DESTROY, () => made.forEach((o) => o.active && o.destroy()));
}

const runsOf = new WeakMap<Phaser.GameObjects.Text, Phaser.GameObjects.Text[]>();
const patched = new WeakSet<Phaser.GameObjects.Text>();
const keys = new WeakMap<Phaser.GameObjects.Text, string>();
