import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { redirect, useActionData, useSearchParams } from "react-router";
import { ProfileEditor } from "~/components/profile/editor";
import type { ProfileValues } from "~/components/profile/sections";
import { ErrorSummary, refusalTitle } from "~/components/ui/error-summary";
import { currentI18n } from "../../common/i18n";
import { nestedFormValues, profileSections, type ProfileSection } from "../../common/schemas/profile-fields";
import { getMyProfile, profileMessages, saveProfile } from "../../server/domain/profiles";
import { formAction } from "../../server/http/action";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/profile.edit";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Edit Profile`) },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, async (ctx) => {
    const profile = await getMyProfile(ctx);
    if (!profile) throw redirect("/profile");
    return { profile };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireSignedIn, {
    failed: profileMessages.updateFailed,
    run: async (ctx, form) => {
      // All five sections at once; the lists are replaced in the same transaction.
      await saveProfile(ctx, profileSections, nestedFormValues(form));
      return redirectWithToast(args.context, "/profile", { title: /*i18n*/ "Profile updated successfully" });
    },
  });

export default function EditProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const tab = profileSections.includes(params.get("tab") as ProfileSection)
    ? (params.get("tab") as ProfileSection)
    : "personal";
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="mb-4 text-2xl font-bold text-navy-900 sm:text-3xl">{t`Edit Profile`}</h1>
      <ProfileEditor
        key={result ? JSON.stringify(result.fieldErrors) : "saved"}
        values={
          result
            ? (nestedFormValues(Object.entries(result.values ?? {})) as ProfileValues)
            : loaderData.profile
        }
        errors={result?.fieldErrors ?? {}}
        initialTab={tab}
        summary={result ? <ErrorSummary result={result} title={refusalTitle(result)} /> : null}
      />
    </section>
  );
}
