import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CheckList, Container, CtaBand, PageHero } from "~/components/marketing/ui";
import { DEFAULT_PRODUCT_TAB, PRODUCT_IMAGE, productCategories } from "../../common/content/products";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import type { Route } from "./+types/products";
import { visitorPage } from "~/visitor-pages";

const tabParam = (search: string) => new URLSearchParams(search).get("tab");

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const i18n = currentI18n();
  const categories = loaderData?.categories ?? [];
  const selected = categories.find((category) => category.slug === tabParam(location.search));
  const base = {
    description: i18n._(
      msg`Telecom products from Vistaar Technologies: FTTH products, fibre, RF, network and specialised cables, racks and cabinets, BTS installation and fabricated steel parts.`,
    ),
    origin: originFrom(matches),
  };
  if (!selected || selected.slug === DEFAULT_PRODUCT_TAB)
    return pageMeta({ ...base, title: i18n._(msg`Products`), path: "/products" });
  const title = i18n._(selected.title);
  return pageMeta({
    ...base,
    title: i18n._(msg`${title} | Products`),
    description: i18n._(selected.description),
    path: `/products?tab=${selected.slug}`,
  });
};

// The whole catalogue comes at once, so switching tabs needs no request.
export function loader() {
  return { categories: productCategories };
}

export function shouldRevalidate() {
  return false;
}

const noSubscription = () => () => {};
const tabId = (slug: string) => `tab-${slug}`;
const PANEL_ID = "product-panel";
const CATALOGUE_ID = "catalogue";

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selected = categories.find((category) => category.slug === params.get("tab")) ?? categories[0];
  const tabList = useRef<HTMLDivElement>(null);
  // Before hydration every tab is a plain link in the tab order; afterwards the
  // arrow keys move between tabs and only the selected one is a tab stop.
  const roving = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // A tab is a link; on a page React does not hydrate it loads the page again,
  // which then opens at the catalogue, not at the top (#catalogue).
  const hrefOf = (slug: string) =>
    to(`${slug === DEFAULT_PRODUCT_TAB ? "/products" : `/products?tab=${slug}`}#${CATALOGUE_ID}`);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not the rendered state: keys can come faster than renders.
    const focused = categories.findIndex(
      (category) => tabId(category.slug) === (event.target as HTMLElement).id,
    );
    const index =
      focused >= 0 ? focused : categories.findIndex((category) => category.slug === selected.slug);
    const last = categories.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? (index + 1) % categories.length
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? (index - 1 + categories.length) % categories.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const slug = categories[next].slug;
    tabList.current?.querySelector<HTMLElement>(`#${tabId(slug)}`)?.focus();
    navigate(hrefOf(slug), { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHero
        eyebrow={t`Products`}
        title={t`Telecom products, supplied and installed`}
        lead={t`Cables, passives, racks, towers and steelwork from trusted manufacturers, chosen by engineers who install them every day. Pick a category to see what we supply.`}
      />

      <section id={CATALOGUE_ID} aria-label={t`Product catalogue`} className="bg-surface py-12 sm:py-16">
        <Container className="grid gap-8 lg:grid-cols-[260px_1fr] lg:gap-12">
          <div
            ref={tabList}
            role="tablist"
            aria-label={t`Product categories`}
            onKeyDown={onKeyDown}
            className="grid grid-cols-2 gap-2 self-start sm:grid-cols-4 lg:sticky lg:top-24 lg:grid-cols-1"
          >
            {categories.map((category) => {
              const active = category.slug === selected.slug;
              return (
                <Link
                  key={category.slug}
                  id={tabId(category.slug)}
                  to={hrefOf(category.slug)}
                  replace
                  preventScrollReset
                  role="tab"
                  aria-selected={active}
                  aria-controls={PANEL_ID}
                  tabIndex={roving && !active ? -1 : undefined}
                  className={clsx(
                    "flex min-h-12 items-center rounded-lg border px-4 py-2 text-[15px] font-semibold leading-snug transition-colors",
                    active
                      ? "border-navy-800 bg-navy-800 text-white"
                      : "border-stone-200 bg-white text-navy-900 hover:border-navy-200 hover:bg-navy-50",
                  )}
                >
                  {i18n._(category.label)}
                </Link>
              );
            })}
          </div>

          <div
            id={PANEL_ID}
            role="tabpanel"
            aria-labelledby={tabId(selected.slug)}
            tabIndex={0}
            className="min-w-0 rounded-2xl focus-visible:outline-offset-4"
          >
            <h2 className="text-3xl font-bold tracking-tight text-navy-900">{i18n._(selected.title)}</h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">
              {i18n._(selected.description)}
            </p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {selected.products.map((product) => (
                <li
                  key={product.name.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
                >
                  <img
                    src={product.image.src}
                    alt={i18n._(product.image.alt)}
                    width={PRODUCT_IMAGE.width}
                    height={PRODUCT_IMAGE.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[8/5] h-auto w-full bg-navy-50 object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold text-navy-900">{i18n._(product.name)}</h3>
                    <p className="mt-2 text-ink-muted">{i18n._(product.description)}</p>
                    <CheckList items={product.specs} className="mt-4 text-[15px]" />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <CtaBand
        title={t`Need a quote for your roll-out?`}
        text={t`Send us your bill of materials or tell us about the site. We will reply with availability, lead times and a price within one business day.`}
        primary={{ to: to("/?section=contact"), label: t`Contact Us Today` }}
        secondary={{ to: to("/services#infra-installation"), label: t`Installation Services` }}
      />
    </>
  );
}
