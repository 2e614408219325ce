// Issue 28 item 1: a player's name online, as the server and the page check it (cleanName).
import { describe, expect, it } from 'vitest';
import { MAX_NAME, cleanName } from '../../../src/app/online/protocol';

describe('issue 28 item 1: cleanName', () => {
  it('keeps letters of any script, digits, spaces and a little punctuation, folded and trimmed', () => {
    expect(cleanName('Ann')).toBe('Ann');
    expect(cleanName('  Jean   Luc ')).toBe('Jean Luc');
    expect(cleanName('Jean\nLuc\t')).toBe('Jean Luc');
    expect(cleanName("Zoë O'Neil-Smith")).toBe("Zoë O'Neil-Smith");
    expect(cleanName('Ζωή')).toBe('Ζωή');
    expect(cleanName('玲奈')).toBe('玲奈');
    expect(cleanName('Ze\u0301')).toBe('Zé'); // NFC
    expect(cleanName('x'.repeat(MAX_NAME))).toBe('x'.repeat(MAX_NAME));
  });

  it('refuses what cannot be a name: empty, too long, markup, control or direction characters, emoji, not a string', () => {
    for (const bad of ['', '   ', 'x'.repeat(MAX_NAME + 1), '<b>', 'a&amp;b', 'Ann\u202E', 'Ann\u200B', 'a\u0000', '😀', 'a/b', null, 7, {}, ['Ann']]) {
      expect(cleanName(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
