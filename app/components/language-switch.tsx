import { clsx } from "clsx";
import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LOCALES, useLocale } from "~/i18n";

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
}: {
  className?: string;
  tone?: "light" | "dark";
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
          "inline-flex min-h-11 items-center rounded-md px-3 text-[15px] font-medium underline-offset-4 hover:underline",
          tone === "light" ? "text-navy-900 hover:bg-navy-50" : "text-navy-100 hover:text-white",
        )}
      >
        {LANGUAGE_NAMES[other]}
      </button>
    </form>
  );
}
