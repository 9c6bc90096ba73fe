import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: site.name, description: site.description, path: "/", origin: originFrom(matches) });

export default function Home() {
  return (
    <section id="home" className="bg-navy-900 text-white">
      <div className="mx-auto max-w-[1200px] px-4 py-20">
        <h1 className="text-4xl font-bold">{site.tagline}</h1>
        <p className="mt-4 max-w-2xl text-lg text-navy-100">{site.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/careers" className={buttonClass("primary", "lg")}>
            View Careers
          </Link>
        </div>
      </div>
    </section>
  );
}
