// The syntax of the settings file (`.env`), one parser for the server (server/env-file.ts, which
// imports this file; scripts/build.mjs copies it into each release) and for the commands
// (scripts/settings.mjs), so both read every value alike on every Node version (node's own
// parseEnv has changed between versions). As a shell reads it:
//   KEY=value            `export KEY=value` too; spaces around the value are dropped
//   KEY=abc#def          a `#` inside a word is part of the value
//   KEY=value  # note    a `#` after a space starts a comment
//   KEY="a # b"  'a # b' quoted: everything up to the closing quote (may span lines); in double
//                        quotes \n is a line break, \" a quote and \\ a backslash
// Blank lines and lines starting with # are skipped; any other line is refused with its number.

export class SettingsSyntaxError extends Error {}

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=[ \t]*(.*)$/;
const ESCAPES = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** The settings in `text`, by name (a later line wins). Throws SettingsSyntaxError naming the line. */
export function parseSettings(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const values = {};
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^\s*(#.*)?$/.test(line)) continue;
    const match = LINE.exec(line);
    if (!match) throw new SettingsSyntaxError(`line ${index + 1} is not KEY=value`);
    const [, key, rest] = match;
    const quote = rest[0];
    if (quote !== '"' && quote !== "'") {
      values[key] = rest.replace(/\s#.*$/, '').trim();
      continue;
    }
    // A quoted value: up to the closing quote, over further lines if need be.
    let body = rest.slice(1);
    let end = closingQuote(body, quote);
    const first = index;
    while (end === -1 && index + 1 < lines.length) {
      index += 1;
      body += `\n${lines[index]}`;
      end = closingQuote(body, quote);
    }
    if (end === -1)
      throw new SettingsSyntaxError(`line ${first + 1}: the ${quote} that opens ${key}'s value is never closed`);
    const after = body.slice(end + 1);
    if (!/^\s*(#.*)?$/.test(after))
      throw new SettingsSyntaxError(`line ${index + 1}: text after the closing ${quote} of ${key}'s value`);
    const inner = body.slice(0, end);
    values[key] = quote === '"' ? inner.replace(/\\(.)/g, (all, char) => ESCAPES[char] ?? all) : inner;
  }
  return values;
}

function closingQuote(text, quote) {
  for (let at = 0; at < text.length; at += 1) {
    if (quote === '"' && text[at] === '\\') at += 1;
    else if (text[at] === quote) return at;
  }
  return -1;
}
