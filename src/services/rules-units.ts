// How the rules screen (src/app/rules-screen.ts) packs a page's paragraphs into screens: a list's
// lines may break between screens and run on without blank lines; any other paragraph is whole.
// Pure: tested headless (tests/unit/app/rules-pages.test.ts).

/** A line of a list: "• …" or a numbered step "1. …". */
export const isListLine = (line: string): boolean => /^(• |\d+\. )/.test(line);
export const lastLine = (text: string): string => text.slice(text.lastIndexOf('\n') + 1);

/**
 * The pieces a paragraph may be packed in: a list's lines one by one (its lead line kept with the
 * first), any other paragraph whole.
 */
export function unitsOf(paragraph: string): string[] {
  const lines = paragraph.split('\n');
  const lead = isListLine(lines[0] ?? '') ? 0 : 1;
  if (lines.length < 2 || !lines.slice(lead).every(isListLine)) return [paragraph];
  if (lead === 0) return lines;
  return [`${lines[0] ?? ''}\n${lines[1] ?? ''}`, ...lines.slice(2)];
}
