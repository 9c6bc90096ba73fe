// POST /language: the language switch (app/components/language-switch.tsx).
// Keeps the choice in a cookie for a year and, signed in, in the account (its
// e-mails follow it), then returns to the page the switch was on, at that
// page's address in the chosen language.
import { redirect } from "react-router";
import { isLocale, localizedPath } from "../../common/i18n";
import { setLanguage } from "../../server/domain/accounts";
import { languageCookie } from "../../server/http/locale";
import { domainContext, getActor, safeRedirectPath } from "../../server/http/session";
import type { Route } from "./+types/language";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const next = form.get("next");
  const back = safeRedirectPath(next);
  if (!isLocale(lang)) return redirect(back);
  const actor = await getActor(request, context);
  if (actor) await setLanguage(await domainContext(request, context), lang);
  return redirect(localizedPath(back, lang), {
    headers: { "Set-Cookie": languageCookie(lang, context) },
  });
}

export function loader() {
  return redirect("/");
}
