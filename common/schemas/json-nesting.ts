/**
 * How deep JSON sent to us may nest: far deeper than any job, application or
 * other body we take (three or four levels), far shallower than what would
 * exhaust the stack of code that walks it recursively (JSON.stringify, the
 * schemas' checks), which a body of 100,000 brackets does.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each
 * other, read from the text itself (brackets inside strings do not count),
 * so a hostile body is refused before it is parsed into millions of nested
 * arrays. Text that is not JSON at all is for the parser to refuse.
 */
export function jsonNestedDeeperThan(text: string | Uint8Array, max = MAX_JSON_DEPTH): boolean {
  // Read as UTF-8 bytes, whose multi-byte sequences never hold these ASCII
  // ones (and which a loop reads some times faster than a string's characters).
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  let depth = 0;
  let inString = false;
  for (let at = 0; at < bytes.length; at++) {
    const code = bytes[at];
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}
