// CSV exports (applicants, registered users): one way to write a cell.

/**
 * A CSV cell: quoted when it holds a comma, quote or line break, and prefixed
 * with ' when it starts with = + - @ so a spreadsheet does not run it as a formula.
 */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row and data rows as CSV text with CRLF line ends. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
