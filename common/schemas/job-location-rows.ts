// The job form's rows of other places (issue #37, decision 0053): a form
// cannot send a list of objects, so each row is two fields named by its
// place in the list. Apart from ./jobs.ts, so the pages that only show
// places (cards, the job page) do not carry it.
import type { JobLocation } from "./jobs";

/** The form's name of a row's field: `other_locations.0.city`, as the schema's refusals name it. */
export const otherLocationField = (index: number, field: keyof JobLocation) =>
  `other_locations.${index}.${field}`;

const ROW_FIELD = /^other_locations\.(\d{1,2})\.(city|state)$/;

/**
 * The other locations of a job form's values: the list itself (a job read
 * back, a JSON body), or the form's rows (`other_locations.N.city` and
 * `.state`) in their order, leaving out the rows left empty. The page draws
 * its rows from this too, so a refusal's `other_locations.N.…` lands on the
 * row it is about.
 */
export function otherLocationsOf(values: Record<string, unknown>): unknown {
  if (Object.hasOwn(values, "other_locations")) return values.other_locations;
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(values)) {
    const match = ROW_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, {});
    rows.get(index)![match[2]!] = value;
  }
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({ city: row.city ?? "", state: row.state ?? "" }))
    .filter((row) => row.city.trim() !== "" || row.state.trim() !== "");
}

/**
 * A job form's fields as the domain reads them: one value a name, with the
 * rows of other locations gathered into their list (a form cannot send a
 * list of objects).
 */
export function jobFormInput(form: FormData): Record<string, unknown> {
  const entries = [...form];
  // fromEntries and spread define each name as the object's own, `__proto__` too.
  const values = Object.fromEntries(entries.filter(([name]) => !ROW_FIELD.test(name)));
  const rows = Object.fromEntries(entries.filter(([name]) => ROW_FIELD.test(name)));
  return { ...values, other_locations: otherLocationsOf(rows) };
}
