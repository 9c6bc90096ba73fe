// The look of a text field and of a native select, apart from the field
// components (./field.tsx), so that a page whose form draws its own fields
// (the job search, issue #36) does not load them all.

export const inputClass =
  "block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-600/30 aria-[invalid=true]:border-red-600";

export const selectClass =
  "block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-navy-600 focus:outline-none focus:ring-2 focus:ring-navy-600/30 aria-[invalid=true]:border-red-600";
