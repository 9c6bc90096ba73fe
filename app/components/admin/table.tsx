import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";

/**
 * A table of an admin tab, scrolling sideways in its own box on a phone.
 * `relative` makes that box the containing block of the screen-reader-only
 * labels (`sr-only`, absolutely positioned) in its cells: without it they are
 * placed against the page, and a table wider than the phone widens the page.
 */
export function Table({ children, caption }: { children: ReactNode; caption: string }) {
  const { t } = useLingui();
  return (
    <div>
      {/* A box that scrolls takes keyboard focus, so it can be scrolled without a mouse. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-stone-200 bg-white"
      >
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
      {/* On a phone only the first columns show, and nothing else says there are more. */}
      <p className="mt-2 text-xs text-ink-muted md:hidden" aria-hidden="true">
        {t`Swipe the table sideways to see every column and its actions.`}
      </p>
    </div>
  );
}

/** The class of a table cell. */
export const td = "border-b border-stone-100 px-3 py-2.5 align-top";

/** A search form of a tab: a plain GET of `?q=` to the tab's own address. */
export function SearchBox({ id, placeholder }: { id: string; placeholder: string }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <Form method="get" className="flex gap-2" role="search">
      <label htmlFor={id} className="sr-only">
        {placeholder}
      </label>
      <input
        id={id}
        name="q"
        defaultValue={params.get("q") ?? ""}
        placeholder={placeholder}
        className={clsx(selectClass, "max-w-xl")}
      />
      <button type="submit" className={buttonClass("secondary")}>
        {t`Search`}
      </button>
    </Form>
  );
}
