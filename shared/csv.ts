/**
 * One CSV cell: always quoted, and a leading = + - @ (or a tab or carriage return) prefixed with
 * an apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A header row of plain column names, then the rows, as CSV (RFC 4180, CRLF). */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
}
