import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { Route } from "./+types/not-found";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Page not found`) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-navy-800">404</p>
      <h1 className="mt-4 text-2xl font-semibold">{t`Oops! Page not found`}</h1>
      <p className="mt-3 text-ink-muted">{t`The page you are looking for does not exist or has moved.`}</p>
      <a href={to("/")} className={buttonClass("primary", "md", "mt-8")}>
        {t`Return to Home`}
      </a>
    </section>
  );
}
