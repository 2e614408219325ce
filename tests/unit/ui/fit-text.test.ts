// The one text fitter (src/ui/fit-text.ts), driven with a stand-in text whose width is its longest
// line's characters x half its size (word wrap at spaces, as the real texts have, is left out: a
// line here is what is between the breaks the fitter puts in).
import { describe, expect, it } from 'vitest';
import { fitText, fitTextBox, keepPhrases, type FittableBox, type FittableText } from '../../../src/ui/fit-text';

class FakeText implements FittableText {
  style: { fontSize: string };
  constructor(
    public text: string,
    size: number,
  ) {
    this.style = { fontSize: `${size}px` };
  }
  get width(): number {
    const size = parseFloat(this.style.fontSize);
    return Math.max(...this.text.split('\n').map((l) => l.length)) * size * 0.5;
  }
  setText(value: string): this {
    this.text = value;
    return this;
  }
  setFontSize(size: number): this {
    this.style = { fontSize: `${size}px` };
    return this;
  }
}

const size = (t: FakeText): number => parseFloat(t.style.fontSize);

describe('fitText', () => {
  it('leaves a text that fits alone', () => {
    const t = new FakeText('Archer', 20); // 60 wide
    expect(fitText(t, 100, { floor: 12 })).toBe(true);
    expect([t.text, size(t)]).toEqual(['Archer', 20]);
  });

  it('shrinks one px at a time to the widest size that fits', () => {
    const t = new FakeText('Swordsman', 20); // 90 wide
    expect(fitText(t, 72, { floor: 12 })).toBe(true);
    expect(size(t)).toBe(16); // 9 x 16 / 2 = 72
  });

  it('never under the floor: a text that cannot fit stays at the floor, whole', () => {
    const t = new FakeText('Chevalierchevalier', 20);
    expect(fitText(t, 60, { floor: 12 })).toBe(false);
    expect([t.text, size(t)]).toEqual(['Chevalierchevalier', 12]);
  });

  it("hyphens 'last': the word breaks after its hyphen only once the type is at the floor", () => {
    const t = new FakeText('Repoussez-le !', 20); // 14 chars: at 12 px still 84 wide
    expect(fitText(t, 70, { floor: 12, hyphens: 'last' })).toBe(true);
    expect(t.text).toBe('Repoussez-\nle !');
    expect(size(t)).toBe(12);
    // a word that fits once shrunk keeps its hyphen on one line
    const u = new FakeText('Re-do', 20);
    fitText(u, 40, { floor: 12, hyphens: 'last' });
    expect([u.text, size(u)]).toEqual(['Re-do', 16]);
  });

  it("hyphens 'first': a word wider than the box breaks before any shrinking, and keeps its size if that is enough", () => {
    const t = new FakeText('Counter-clockwise', 18); // 153 wide; "Counter-" 72, "clockwise" 81
    expect(fitText(t, 90, { floor: 14, hyphens: 'first' })).toBe(true);
    expect([t.text, size(t)]).toEqual(['Counter-\nclockwise', 18]);
    // only the words too wide break
    const u = new FakeText('Move-1 counter-clockwise', 18);
    fitText(u, 90, { floor: 14, hyphens: 'first' });
    expect(u.text).toBe('Move-1 counter-\nclockwise');
  });

  it('shorter words, at the first size, when shrinking is not enough', () => {
    const t = new FakeText('Château aussi', 20); // 13 chars: at 14 px 91 wide
    expect(fitText(t, 80, { floor: 14, short: 'Château' })).toBe(true);
    expect([t.text, size(t)]).toEqual(['Château', 20]); // 70 wide at the first size
  });
});

describe('keepPhrases: the spaces a log line may not wrap at (issue 30 item 9)', () => {
  const shown = (s: string): string => keepPhrases(s).replaceAll('\u00a0', '_');
  it('binds a number to the word before it and to what it counts, and a bracket to the word before it', () => {
    expect(shown('Player 1 draws 4 cards')).toBe('Player_1 draws_4_cards');
    expect(shown('Rouge pioche 1 carte et 2 pions')).toBe('Rouge pioche_1_carte et_2_pions');
    expect(shown('A Goblin comes out of the forest at arc 3')).toBe('A Goblin comes out of the forest at arc_3');
    expect(shown('Player 2 plays Archer (green)')).toBe('Player_2 plays Archer_(green)');
    expect(shown('Red plays 10 ♥ on Blue')).toBe('Red plays_10_♥ on Blue');
    expect(shown('Blue loses 2 hp')).toBe('Blue loses_2_hp');
  });
  it('leaves every other space a place to wrap, and changes nothing else', () => {
    expect(keepPhrases('The monsters advance')).toBe('The monsters advance');
    expect(keepPhrases('Player 1 draws 4 cards').replaceAll('\u00a0', ' ')).toBe('Player 1 draws 4 cards');
  });
});

/** A wrapped stand-in: rows of whole words no wider than `wrap`, each row 1.2 x the size high. */
class FakeBox extends FakeText implements FittableBox {
  constructor(
    text: string,
    size: number,
    private readonly wrap: number,
  ) {
    super(text, size);
  }
  getWrappedText(): string[] {
    const s = parseFloat(this.style.fontSize);
    const rows: string[] = [];
    for (const word of this.text.split(' ')) {
      const last = rows.length ? rows[rows.length - 1] : undefined;
      if (last !== undefined && (last.length + 1 + word.length) * s * 0.5 <= this.wrap) rows[rows.length - 1] = `${last} ${word}`;
      else rows.push(word);
    }
    return rows;
  }
  override get width(): number {
    const s = parseFloat(this.style.fontSize);
    return Math.max(...this.getWrappedText().map((l) => l.length)) * s * 0.5;
  }
  get height(): number {
    return this.getWrappedText().length * parseFloat(this.style.fontSize) * 1.2;
  }
}

describe('fitTextBox', () => {
  it('shrinks until the wrapped text keeps to its rows and the height', () => {
    // 8 characters a row at 20 px in 80: "Slay one" / "big" / "monster"; still three rows at 16 px
    // (10 a row), two at 14 px (11): "Slay one" / "big monster", 33.6 high
    const t = new FakeBox('Slay one big monster', 20, 80);
    expect(t.getWrappedText().length).toBe(3);
    expect(fitTextBox(t, 80, 40, { floor: 12, rows: 2 })).toBe(true);
    expect(t.getWrappedText()).toEqual(['Slay one', 'big monster']);
    expect(t.height).toBeLessThanOrEqual(40);
    expect(size(t)).toBe(14);
  });

  it('a third row only at the floor, and only where the height allows it', () => {
    const roomy = new FakeBox('Monster stuck for a turn', 14, 60);
    expect(fitTextBox(roomy, 60, 60, { floor: 12, rows: 2 })).toBe(true);
    expect([size(roomy), roomy.getWrappedText().length]).toEqual([12, 3]);
    const tight = new FakeBox('Monster stuck for a turn', 14, 60);
    expect(fitTextBox(tight, 60, 30, { floor: 12, rows: 2 })).toBe(false); // 3 rows x 14.4 > 30
    expect(size(tight)).toBe(12);
  });

  it('a word wider than the box at the floor: does not fit, whatever the height', () => {
    const t = new FakeBox('Chevalierchevalier', 20, 60);
    expect(fitTextBox(t, 60, 200, { floor: 12, rows: 2 })).toBe(false);
  });
});
