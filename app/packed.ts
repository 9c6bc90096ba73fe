// Loader data that is a long list of plain records goes to the page as one
// JSON string. React Router encodes loader data for hydration value by value
// (turbo-stream, with a lookup and a string per value), which for a page of
// 20 job cards was a quarter of the CPU a signed-in search costs; one string
// is encoded at the speed of JSON.stringify, and read back with JSON.parse.
// Only for what JSON carries: dates arrive as their ISO strings (AsJson), and
// Maps, undefined or promises inside would be lost.
declare const packedValue: unique symbol;

/** `T` written as JSON, typed so that only `unpack` reads it. */
export type Packed<T> = string & { readonly [packedValue]: T };

/** The value a Packed carries. */
export type Unpacked<P> = P extends Packed<infer T> ? T : never;

/** What JSON makes of `T`: dates become their ISO strings. */
export type AsJson<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? AsJson<Item>[]
    : T extends object
      ? { [Key in keyof T]: AsJson<T[Key]> }
      : T;

// Lists kept in memory (the search cache) come back as the same object: their
// JSON is written once. Kept values are never changed in place.
const written = new WeakMap<object, string>();

export function pack<T extends object>(value: T): Packed<AsJson<T>> {
  let json = written.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    written.set(value, json);
  }
  return json as Packed<AsJson<T>>;
}

// A page reads its lists again on every render (a navigation starting, a
// dialog opening): the last few are kept, which also keeps their objects the
// same from one render to the next.
const read = new Map<string, unknown>();
const READ_KEPT = 8;

export function unpack<T>(packed: Packed<T>): T {
  if (read.has(packed)) return read.get(packed) as T;
  const value = JSON.parse(packed) as T;
  if (read.size >= READ_KEPT) read.delete(read.keys().next().value!);
  read.set(packed, value);
  return value;
}
