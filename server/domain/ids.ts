// What an id given by a visitor must look like before PostgreSQL is asked:
// anything else is "not found" at once, never a database error (a uuid
// column refuses "36 dashes" with an error, and no text may hold a NUL).

/** The ids of our own rows (jobs, applications, profiles, contact submissions). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The auth library's user ids (and ids restored from older backups). */
export function isUserId(value: string): boolean {
  return /^[\w-]{1,64}$/.test(value);
}
