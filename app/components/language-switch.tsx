import { clsx } from "clsx";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES, useLocale } from "../../common/i18n";

/**
 * The language switch of the header and footer (issue #25): a plain form, so
 * it works before JavaScript loads, and so the whole page loads again in the
 * other language (the browser's catalogue is fixed when a page loads). It
 * posts to /language, which keeps the choice and comes back here, at this
 * page's address in the chosen language.
 */
export function LanguageSwitch({
  className,
  tone = "light",
  labelled = false,
}: {
  className?: string;
  tone?: "light" | "dark";
  /** With a globe before it, where it is not in the header's usual place (the footer). */
  labelled?: boolean;
}) {
  const locale = useLocale();
  const location = useLocation();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="next" value={location.pathname + location.search} />
      <button
        type="submit"
        name="lang"
        value={other}
        lang={other}
        // Named in the language it switches to, as that language's readers look for it.
        className={clsx(
          "inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4 hover:underline",
          tone === "light"
            ? "text-[15px] text-navy-900 hover:bg-navy-50"
            : "text-sm text-navy-100 hover:text-white",
        )}
      >
        {labelled ? (
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="mr-1.5 shrink-0">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
          </svg>
        ) : null}
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
