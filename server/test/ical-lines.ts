import { expect } from 'vitest';

/**
 * Reads `.ics` text as a calendar client would: CRLF-separated physical lines of at most 75
 * octets, unfolded into content lines `NAME[;PARAMS]:VALUE`. Fails the test on any other shape.
 */
export function contentLines(text: string): { name: string; value: string }[] {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  }
  const logical = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  return logical.map((line) => {
    expect(line).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const colon = line.indexOf(':');
    return { name: line.slice(0, colon).split(';')[0]!, value: line.slice(colon + 1) };
  });
}

/** A TEXT value as RFC 5545 §3.3.11 reads it back. */
export const unescapeText = (value: string): string =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
