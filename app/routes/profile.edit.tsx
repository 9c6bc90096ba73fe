import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { redirect, useActionData, useSearchParams } from "react-router";
import { ProfileEditor } from "~/components/profile/editor";
import type { ProfileValues } from "~/components/profile/sections";
import { ErrorSummary, refusalTitle } from "~/components/ui/error-summary";
import { currentI18n } from "../../common/i18n";
import { nestedFormValues } from "../../common/schemas/profile";
import { profileSections, type ProfileSection } from "../../common/schemas/profile-fields";
import { getMyProfile, profileMessages, saveProfile } from "../../server/domain/profiles";
import { failure, formOf } from "../../server/http/action";
import { requireSignedIn } from "../../server/http/guards";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/profile.edit";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Edit Profile`) },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireSignedIn(args);
  const profile = await getMyProfile(ctx);
  if (!profile) throw redirect("/profile");
  return { profile };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await formOf(request);
  const values = nestedFormValues(form);
  try {
    const ctx = await requireSignedIn(args);
    // All five sections at once; the lists are replaced in the same transaction.
    await saveProfile(ctx, profileSections, values);
  } catch (error) {
    return failure(error, { values: values as ProfileValues }, profileMessages.updateFailed);
  }
  return redirectWithToast(context, "/profile", { title: /*i18n*/ "Profile updated successfully" });
}

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
        values={result?.values ?? loaderData.profile}
        errors={result?.fieldErrors ?? {}}
        initialTab={tab}
        summary={result ? <ErrorSummary result={result} title={refusalTitle(result)} /> : null}
      />
    </section>
  );
}
