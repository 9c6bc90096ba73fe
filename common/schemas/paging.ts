/** The highest page number any list answers: far past the last page of every list, and a valid offset. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * The page number of a list, from a query string, an API request or any
 * other caller. Lenient on purpose, as page numbers come from URLs people
 * edit: anything that is not a whole number of 1 or more (missing, "abc",
 * "2.5", "0", "-5") is page 1, and a number larger than `max` (up to
 * "9999999999999999999", "1e999" and "Infinity") is `max`, which answers an
 * empty page rather than a database error. Every paged list reads its page
 * through this, in the loader or API handler and again in the domain
 * function, so the domain layer is safe whoever calls it.
 */
export function pageNumber(value: unknown, max = MAX_PAGE_NUMBER): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  if (n === Infinity) return max;
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, max);
}

/**
 * The search text of a list's query string: trimmed and at most `max`
 * characters, null when empty. A NUL, which PostgreSQL cannot take in text,
 * is dropped rather than refused, as a list is lenient about its URL.
 */
export function searchText(value: string | null | undefined, max = 100): string | null {
  return value?.replaceAll("\u0000", "").trim().slice(0, max) || null;
}
