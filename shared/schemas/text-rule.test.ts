import { describe, expect, it } from 'vitest';
import { requiredText } from './common.js';

const line = requiredText('name', 200);
const lines = requiredText('notes', 2000, { multiline: true });
const refusal = (schema: typeof line, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('the text rule', () => {
  it.each([
    ['a right-to-left override (U+202E)', 'Dr \u202eretraC'],
    ['a left-to-right embedding (U+202A)', '\u202aCarter'],
    ['a pop directional formatting (U+202C)', 'Car\u202cter'],
    ['a right-to-left isolate (U+2067)', 'Car\u2067ter\u2069'],
    ['a first strong isolate (U+2068)', 'Car\u2068ter'],
    ['a next line, C1 (U+0085)', 'Carter\u0085Bell'],
    ['the first C1 control (U+0080)', 'Carter\u0080'],
    ['the last C1 control (U+009F)', 'Carter\u009f'],
    ['a line separator (U+2028)', 'Carter\u2028Bell'],
    ['a paragraph separator (U+2029)', 'Carter\u2029Bell'],
    ['a zero-width space (U+200B)', 'Car\u200bter'],
    ['a byte order mark inside (U+FEFF)', 'Car\ufeffter'],
    ['a soft hyphen (U+00AD)', 'Car\u00adter'],
    ['a left-to-right mark (U+200E)', 'Carter\u200e Bell'],
    ['an Arabic letter mark (U+061C)', 'Carter\u061c Bell'],
    ['a zero-width joiner that joins nothing', 'Carter \u200d Bell'],
    ['a zero-width non-joiner at the end', 'Carter\u200c'],
    ['a zero-width joiner between digits', '12\u200d34'],
    ['half of a surrogate pair', 'Carter\ud800'],
    ['a tab', 'Carter\tBell'],
    ['a line feed', 'Carter\nBell'],
  ])('refuses %s in a one-line field, naming the field', (_what, value) => {
    expect(refusal(line, value)).toEqual([
      'The name field may not contain control characters, invisible formatting characters or line breaks.',
    ]);
  });

  it.each([
    ['accents and punctuation', "Zoë O'Brien-Smith"],
    ['a no-break space', 'Dr\u00a0Grant'],
    ['a Persian name joined by a zero-width non-joiner', 'نرگس\u200cزاده'],
    ['a Devanagari conjunct with a zero-width joiner', 'क्\u200dष'],
    ['an emoji joined by a zero-width joiner', 'Nurse 👩\u200d⚕️'],
    ['an emoji with a skin tone, joined', '👨🏽\u200d⚕️'],
    ['Chinese and Arabic letters', '王芳 محمد'],
  ])('keeps %s', (_what, value) => {
    expect(line.parse(value)).toBe(value);
  });

  it('keeps line feeds, CRLF and tabs in a multi-line field, and refuses the rest there too', () => {
    expect(lines.parse('Line one\r\nLine two\n\tthen three')).toBe('Line one\r\nLine two\n\tthen three');
    for (const value of ['one\u2028two', 'one\u0085two', 'one\rtwo', 'one \u202etwo', 'one\u2066two'])
      expect(refusal(lines, value)).toEqual([
        'The notes field may not contain control characters or invisible formatting characters.',
      ]);
  });
});
