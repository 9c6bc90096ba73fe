import { originFrom, pageMeta } from "~/seo";
import { requireUserContext } from "../../server/http/session";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "My Profile", description: "Your candidate profile.", path: "/profile", origin: originFrom(matches), noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = await requireUserContext(request, context);
  return { email: ctx.actor.email, role: ctx.actor.role };
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">My Profile</h1>
      <p className="mt-2 text-ink-muted">
        Signed in as <strong>{loaderData.email}</strong>.
      </p>
    </section>
  );
}
