// The one way a label is made to fit the width of its box (a card's name, a tile's, a band's words):
// a word wider than the box may first be broken after its hyphen, then the type shrinks one px at a
// time down to a floor (the phone's 12 CSS px, or the caller's), then the hyphen break if asked for
// only now, then shorter words if the label has them (at the first size again, shrunk the same
// way). A text that still does not fit is left at the floor: nothing is ever cut. A wrapped text
// fits a box the same way, then shrinks on for the box's height and rows (`fitTextBox`).
// It reads and sets only a text's words, size and measured width, so that a unit test can drive it
// with a stand-in (tests/unit/ui/fit-text.test.ts).

/** What the fitter needs of a Phaser Text. */
export interface FittableText {
  readonly width: number;
  readonly text: string;
  readonly style: { readonly fontSize: string | number };
  setText(value: string): unknown;
  setFontSize(size: number): unknown;
}

export interface FitOptions {
  /** The smallest type size allowed, in the text's own px. */
  floor: number;
  /**
   * Where a word wider than the box breaks after its hyphen(s): `first`, before any shrinking (a
   * token's name keeps its size); `last`, only once the type is at the floor; never if absent.
   */
  hyphens?: 'first' | 'last';
  /** Shorter words for the same label, tried at the first size when the rest does not fit. */
  short?: string;
}

function sizeOf(text: FittableText): number {
  return parseFloat(String(text.style.fontSize)) || 0;
}

/** Each word wider than `maxW` broken after its hyphens (word wrap breaks only at spaces). */
function breakHyphens(text: FittableText, maxW: number): void {
  const tooWide = (word: string): boolean => {
    text.setText(word);
    return text.width > maxW;
  };
  const broken = text.text
    .split(' ')
    .map((w) => (w.includes('-') && tooWide(w) ? w.replace(/-(?=\S)/g, '-\n') : w))
    .join(' ');
  text.setText(broken);
}

function shrink(text: FittableText, maxW: number, floor: number): void {
  let size = sizeOf(text);
  while (text.width > maxW && size > floor) text.setFontSize(--size);
}

/** Makes `text` at most `maxW` wide, as the header says; returns whether it fits. */
export function fitText(text: FittableText, maxW: number, opts: FitOptions): boolean {
  if (text.width <= maxW) return true;
  const first = sizeOf(text);
  const attempt = (): void => {
    if (opts.hyphens === 'first' && text.width > maxW) breakHyphens(text, maxW);
    shrink(text, maxW, opts.floor);
    if (opts.hyphens === 'last' && text.width > maxW) {
      const before = text.text;
      breakHyphens(text, maxW);
      if (text.text === before) return;
    }
  };
  attempt();
  if (text.width > maxW && opts.short !== undefined && opts.short !== text.text) {
    text.setFontSize(first);
    text.setText(opts.short);
    attempt();
  }
  return text.width <= maxW;
}

/** What the fitter needs of a wrapped Phaser Text to fit a box (width and height). */
export interface FittableBox extends FittableText {
  readonly height: number;
  /** The rows word wrap makes of the text at its size. */
  getWrappedText(): string[];
}

/**
 * Makes a word-wrapped `text` fit a box `maxW` x `maxH`: fitText for the width (a word wider than
 * the box), then the type shrinks one px at a time, down to the floor, until the text fits the
 * height in at most `rows` rows (more rows only at the floor, where the height allows them).
 * Returns whether it fits both ways.
 */
export function fitTextBox(text: FittableBox, maxW: number, maxH: number, opts: FitOptions & { rows: number }): boolean {
  if (!fitText(text, maxW, opts)) return false;
  let size = sizeOf(text);
  while ((text.height > maxH || text.getWrappedText().length > opts.rows) && size > opts.floor) text.setFontSize(--size);
  return text.height <= maxH && text.width <= maxW;
}

export const NBSP = '\u00a0';

/** The words a number counts, in the three languages' logs: "4 cards", "1 pion", "2 punti", "10 ♥". */
const UNITS = '(?:cards?|cartes?|carta|tokens?|pions?|segnalin[oi]|hp|pv|hit|points?|punt[oi]|[♥♦♣♠])(?!\\p{L})';
const PHRASE_SPACES = new RegExp(` (?=\\d)| (?=\\()|(?<=\\d) (?=${UNITS})`, 'giu');

/**
 * The spaces a line may not wrap at: before a number ("arc 3", "Player 1"), between a number and
 * what it counts ("4 cards", "10 ♥"), and before a bracket ("Archer (green)"). Word wrap breaks at
 * plain spaces only, so these become no-break spaces while the line is measured, and plain spaces
 * again once it is cut into rows.
 */
export function keepPhrases(line: string): string {
  return line.replace(PHRASE_SPACES, NBSP);
}
