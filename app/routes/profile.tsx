import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy } from "react";
import { Link, redirect, useActionData, useSearchParams } from "react-router";
import { NoProfile } from "~/components/profile/no-profile";
import { PhotoAndResume } from "~/components/profile/photo-and-resume";
import { ProfileView } from "~/components/profile/profile-view";
import { Recruiters } from "~/components/profile/recruiters";
import type { ProfileValues } from "~/components/profile/sections";
import { YourData } from "~/components/profile/your-data";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary, refusalTitle } from "~/components/ui/error-summary";
import { formatDate } from "../../common/format";
import { currentI18n } from "../../common/i18n";
import { consentMessages } from "../../common/schemas/data-notice";
import { nestedFormValues, profileSections, type ProfileSection } from "../../common/schemas/profile-fields";
import { originFrom, pageMeta } from "~/seo";
import {
  createMyProfile,
  getMyProfile,
  profileMessages,
  resumeSuggestions,
  uploadPhoto,
  uploadResume,
  uploadResumeToFill,
} from "../../server/domain/profiles";
import { fillProfile } from "../../server/domain/resume-parsing";
import { myTalentPoolStatus, setDiscoverable } from "../../server/domain/talent-pool";
import { listMyConsents, withdrawConsent } from "../../server/domain/consents";
import { sharedWithCount } from "../../server/domain/disclosures";
import { formAction, succeeded } from "../../server/http/action";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import { wizardStep } from "./profile.server";
import type { Route } from "./+types/profile";

/**
 * The setup wizard (the five sections' fields) is a chunk of its own: the
 * profile page of a candidate whose profile is complete does not load it.
 * Deliberately no Suspense boundary around it: on a navigation React keeps
 * the page it leaves until the wizard's code has arrived (a boundary would
 * show an empty page meanwhile), and a page opened on a step, sent whole by
 * the server and working without JavaScript, is hydrated once it has.
 */
const ProfileWizard = lazy(() =>
  import("~/components/profile/wizard").then((module) => ({ default: module.ProfileWizard })),
);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`My Profile`),
    description: currentI18n()._(msg`Your candidate profile.`),
    path: "/profile",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, async (ctx) => {
    const [profile, talentPool, consents, sharedWith] = await Promise.all([
      getMyProfile(ctx),
      ctx.actor.role === "candidate" ? myTalentPoolStatus(ctx) : null,
      listMyConsents(ctx),
      sharedWithCount(ctx),
    ]);
    // The wizard's fields show what the candidate's resume says where they are empty; nothing is saved (decision 0045).
    const wizard = profile && (!profile.complete || new URL(args.request.url).searchParams.has("step"));
    const suggestions = profile && wizard && profile.hasResume ? await resumeSuggestions(ctx) : null;
    const filled =
      profile && suggestions
        ? { ...fillProfile(profile, suggestions.parsed), key: suggestions.resumeKey }
        : null;
    return {
      email: ctx.actor.email,
      role: ctx.actor.role,
      profile,
      talentPool,
      consents,
      sharedWith,
      filled,
    };
  });

// A success names its form (`intent`): a finished upload empties that form's picker.
export const action = (args: Route.ActionArgs) =>
  formAction(args, requireSignedIn, {
    "create-profile": {
      failed: profileMessages.updateFailed,
      run: async (ctx) => {
        await createMyProfile(ctx);
        return redirect("/profile");
      },
    },
    "upload-photo": {
      failed: profileMessages.photoFailed,
      run: async (ctx, form) => {
        await uploadPhoto(ctx, form.get("photo"));
        return { ...succeeded(/*i18n*/ "Image uploaded successfully"), intent: "upload-photo" };
      },
    },
    "upload-resume": {
      failed: profileMessages.resumeFailed,
      run: async (ctx, form) => {
        await uploadResume(ctx, form.get("resume"));
        return { ...succeeded(/*i18n*/ "Resume uploaded successfully"), intent: "upload-resume" };
      },
    },
    wizard: { failed: profileMessages.updateFailed, run: (ctx, form) => wizardStep(ctx, form, args.context) },
    "fill-from-resume": {
      failed: profileMessages.resumeFailed,
      run: async (ctx, form) => {
        const read = await uploadResumeToFill(ctx, form.get("resume"));
        return redirectWithToast(
          args.context,
          "/profile?step=personal",
          read
            ? {
                title: /*i18n*/ "Resume uploaded successfully",
                description: /*i18n*/ "We filled in what we could read. Check each step before you move on.",
              }
            : {
                title: /*i18n*/ "Resume uploaded successfully",
                description:
                  /*i18n*/ "We could not read any text in it (a scanned file?). Please fill in the steps yourself.",
              },
        );
      },
    },
    // "Your data" (decision 0046): a job alert's consent withdrawn, the alert with it.
    "withdraw-consent": {
      failed: /*i18n*/ "Failed to withdraw your consent.",
      run: async (ctx, form) => {
        const { purpose } = await withdrawConsent(ctx, form.get("id"));
        const said = purpose === "client_disclosure" ? consentMessages.sharingStopped : undefined;
        return { ...succeeded(consentMessages.withdrawn, said), intent: "withdraw-consent" };
      },
    },
    discoverable: {
      failed: profileMessages.updateFailed,
      run: async (ctx, form) => {
        const visible = await setDiscoverable(ctx, form.get("discoverable"));
        return {
          ...succeeded(
            visible
              ? /*i18n*/ "Recruiters can now find your profile"
              : /*i18n*/ "Recruiters can no longer find your profile",
          ),
          intent: "discoverable",
        };
      },
    },
  });

const stepOf = (value: unknown): ProfileSection =>
  profileSections.includes(value as ProfileSection) ? (value as ProfileSection) : "personal";

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // An upload's success is a toast (SPEC §8); a refusal is said once, in the form's error summary.
  useToast(result?.ok ? result.toast : null);
  const { profile, role, email, talentPool, consents, sharedWith, filled } = loaderData;

  if (!profile) return <NoProfile role={role} email={email} />;

  const failed = result && !result.ok ? result : null;
  if (!profile.complete || params.get("step")) {
    // A refused step is shown again as it was sent.
    const step = stepOf(failed ? failed.values?.section : params.get("step"));
    const values: ProfileValues = failed
      ? (nestedFormValues(Object.entries(failed.values ?? {})) as ProfileValues)
      : ((filled?.values as ProfileValues | undefined) ?? profile);
    return (
      <section className="px-4 py-8 sm:py-12">
        <ProfileWizard
          // A new resume remounts the step, so its fields take what was read.
          key={`${step}:${filled?.key ?? ""}`}
          step={step}
          values={values}
          filledSections={failed ? [] : (filled?.sections ?? [])}
          hasResume={profile.hasResume}
          errors={failed?.fieldErrors ?? {}}
          errorSummary={
            failed ? <ErrorSummary result={failed} title={refusalTitle(failed)} className="mb-5" /> : null
          }
        />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-12">
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t`My Profile`}</h1>
          <p className="text-ink-muted">
            {email} · {t`Member since ${formatDate(profile.created_at)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile/edit" className={buttonClass("primary")}>
            {t`Edit Profile`}
          </Link>
          {profile.hasResume ? (
            <a href="/profile/resume" className={buttonClass("ghost")}>
              {t`View Resume`}
            </a>
          ) : null}
        </div>
      </div>
      {failed && !failed.intent?.startsWith("upload-") ? (
        <ErrorSummary result={failed} className="mb-4" />
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_320px]">
        <ProfileView profile={profile} audience="owner" />
        <aside className="space-y-5">
          <PhotoAndResume
            done={result}
            failed={failed?.intent?.startsWith("upload-") ? failed : null}
            hasResume={profile.hasResume}
            resumeFilename={profile.resume_filename}
            resumeUploadedAt={profile.resume_uploaded_at}
            resumeText={talentPool?.resumeText ?? null}
          />
          {talentPool ? (
            <Recruiters discoverable={profile.discoverable === true} views={talentPool.views} />
          ) : null}
          <YourData consents={consents} sharedWith={sharedWith} />
        </aside>
      </div>
    </section>
  );
}
