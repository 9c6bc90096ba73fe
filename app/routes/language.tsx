// POST /language: the language switch (app/components/language-switch.tsx).
// Keeps the choice in a cookie for a year and, signed in, in the account (its
// e-mails follow it), then returns to the page the switch was on, at that
// page's address in the chosen language.
import { redirect } from "react-router";
import { isLocale, localizedPath } from "../../common/i18n";
import { setLanguage } from "../../server/domain/accounts";
import { languageCookie } from "../../server/http/locale";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { safeRedirectPath } from "../../server/http/session";
import type { Route } from "./+types/language";

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    failed: DATABASE_UNAVAILABLE.message,
    run: async (ctx, form) => {
      const lang = form.get("lang");
      const back = safeRedirectPath(form.get("next"));
      if (!isLocale(lang)) return redirect(back);
      if (ctx.actor) await setLanguage(ctx, lang);
      return redirect(localizedPath(back, lang), {
        headers: { "Set-Cookie": languageCookie(lang, args.context) },
      });
    },
  });

export function loader() {
  return redirect("/");
}
