import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { ProfileView, Section } from "~/components/profile/profile-view";
import type { ProfileValues } from "~/components/profile/sections";
import { useToast } from "~/components/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { ErrorSummary, refusalTitle } from "~/components/ui/error-summary";
import { formatDate } from "../../common/format";
import { currentI18n } from "../../common/i18n";
import { nestedFormValues } from "../../common/schemas/profile";
import { MAX_UPLOAD_BYTES, profileSections, type ProfileSection } from "../../common/schemas/profile-fields";
import { originFrom, pageMeta } from "~/seo";
import { DomainError } from "../../server/domain/errors";
import {
  createMyProfile,
  getMyProfile,
  isProfileComplete,
  profileMessages,
  saveProfile,
  uploadPhoto,
  uploadResume,
} from "../../server/domain/profiles";
import { myTalentPoolStatus, setDiscoverable } from "../../server/domain/talent-pool";
import { failure, formOf } from "../../server/http/action";
import { requireSignedIn, type SignedInContext } from "../../server/http/guards";
import { redirectWithToast } from "../../server/http/toast";
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

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireSignedIn(args);
  const [profile, talentPool] = await Promise.all([
    getMyProfile(ctx),
    ctx.actor.role === "candidate" ? myTalentPoolStatus(ctx) : null,
  ]);
  return { email: ctx.actor.email, role: ctx.actor.role, profile, talentPool };
}

const stepOf = (value: unknown): ProfileSection =>
  profileSections.includes(value as ProfileSection) ? (value as ProfileSection) : "personal";

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await formOf(request);
  const intent = form.get("intent");
  try {
    const ctx = await requireSignedIn(args);
    switch (intent) {
      case "create-profile":
        await createMyProfile(ctx);
        return redirect("/profile");
      case "upload-photo":
        await uploadPhoto(ctx, form.get("photo"));
        return { ok: true as const, intent, toast: { title: /*i18n*/ "Image uploaded successfully" } };
      case "upload-resume":
        await uploadResume(ctx, form.get("resume"));
        return { ok: true as const, intent, toast: { title: /*i18n*/ "Resume uploaded successfully" } };
      case "wizard":
        return await wizardStep(ctx, form, context);
      case "discoverable": {
        const visible = await setDiscoverable(ctx, form.get("discoverable"));
        return {
          ok: true as const,
          intent,
          toast: visible
            ? { title: /*i18n*/ "Recruiters can now find your profile" }
            : { title: /*i18n*/ "Recruiters can no longer find your profile" },
        };
      }
      default:
        throw new DomainError("invalid", /*i18n*/ "Unknown action.");
    }
  } catch (error) {
    const section = stepOf(form.get("section"));
    const failed =
      intent === "upload-photo"
        ? profileMessages.photoFailed
        : intent === "upload-resume"
          ? profileMessages.resumeFailed
          : profileMessages.updateFailed;
    return failure(
      error,
      {
        step: section,
        values: nestedFormValues(form) as ProfileValues,
        intent: typeof intent === "string" ? intent : "",
      },
      failed,
    );
  }
}

async function wizardStep(ctx: SignedInContext, form: FormData, context: Route.ActionArgs["context"]) {
  // The wizard's buttons send one of these; anything else would save a section no one asked for.
  const go = form.get("go");
  if (
    !profileSections.includes(form.get("section") as ProfileSection) ||
    !["next", "previous", "complete", "fresher"].includes(String(go))
  ) {
    throw new DomainError("invalid", /*i18n*/ "Unknown action.");
  }
  const section = stepOf(form.get("section"));
  const position = profileSections.indexOf(section);
  if (go === "fresher") {
    // 'I'm a Fresher' clears all experience and moves on.
    await saveProfile(ctx, ["experience"], { experience: [] });
    return redirect("/profile?step=summary");
  }
  const target =
    go === "previous" ? Math.max(0, position - 1) : Math.min(profileSections.length - 1, position + 1);
  const blankSummary = section === "summary" && String(form.get("profile_summary") ?? "").trim() === "";
  // Going back from a summary not yet written has nothing to save.
  if (!(go === "previous" && blankSummary)) await saveProfile(ctx, [section], nestedFormValues(form));
  if (go === "complete") {
    const profile = await getMyProfile(ctx);
    if (!profile || !isProfileComplete(profile)) {
      throw new DomainError(
        "invalid",
        /*i18n*/ "Please fill in your first name, last name, current city and total experience.",
        {
          title: /*i18n*/ "Update failed",
        },
      );
    }
    return redirectWithToast(context, "/profile", {
      title: /*i18n*/ "Profile updated successfully",
      description: /*i18n*/ "Your profile is complete. You can now apply for jobs.",
    });
  }
  return redirect(`/profile?step=${profileSections[target]}`);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // An upload's success is a toast (SPEC §8); a refusal is said once, in the form's error summary.
  useToast(result?.ok ? result.toast : null);
  const { profile, role, email, talentPool } = loaderData;

  if (!profile) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <div className="rounded-2xl border border-stone-200 bg-white p-8">
          <h1 className="text-2xl font-bold text-navy-900">{t`Profile Not Found`}</h1>
          {role === "candidate" ? (
            <>
              <p className="mt-2 text-ink-muted">{t`Your account has no candidate profile yet.`}</p>
              <Form method="post" className="mt-6">
                <input type="hidden" name="intent" value="create-profile" />
                <Button type="submit">{t`Complete Registration`}</Button>
              </Form>
            </>
          ) : (
            <>
              <p className="mt-2 text-ink-muted">
                {role === "admin"
                  ? t`${email} is an admin account; candidate profiles belong to job seekers.`
                  : t`${email} is an employer account; candidate profiles belong to job seekers.`}
              </p>
              <Link
                to={role === "admin" ? "/admin" : "/employer-dashboard"}
                className={buttonClass("primary", "md", "mt-6")}
              >
                {role === "admin" ? t`Go to Admin Dashboard` : t`Go to Employer Dashboard`}
              </Link>
            </>
          )}
        </div>
      </section>
    );
  }

  const failed = result && !result.ok ? result : null;
  if (!profile.complete || params.get("step")) {
    const step = stepOf(failed?.step ?? params.get("step"));
    const values: ProfileValues = failed?.values ? { ...failed.values } : profile;
    return (
      <section className="px-4 py-8 sm:py-12">
        <ProfileWizard
          key={step}
          step={step}
          values={values}
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
            failed={failed?.intent?.startsWith("upload-") ? failed : null}
            hasResume={profile.hasResume}
            resumeFilename={profile.resume_filename}
            resumeUploadedAt={profile.resume_uploaded_at}
            resumeText={talentPool?.resumeText ?? null}
          />
          {talentPool ? (
            <Recruiters discoverable={profile.discoverable === true} views={talentPool.views} />
          ) : null}
          <Section title={t`Your Data`}>
            <p className="text-sm text-ink-muted">
              {t`Download a copy of everything we hold about you, or delete your account.`}
            </p>
            <div className="mt-4 flex flex-col gap-2">
              <a href="/profile/export" className={buttonClass("ghost")} download>
                {t`Download My Data`}
              </a>
              <Link to="/profile/delete" className={buttonClass("ghost", "md", "text-red-700")}>
                {t`Delete My Account`}
              </Link>
            </div>
          </Section>
        </aside>
      </div>
    </section>
  );
}

const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"];
const documentTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

interface UploadRefusal {
  intent?: string;
  toast: { title: string; description?: string };
  fieldErrors: Record<string, string | undefined>;
}

/**
 * Checks a chosen file before it is sent (the server checks again, by
 * content); the refusal, if any, is said in the form's error summary.
 */
function precheck(
  event: React.FormEvent<HTMLFormElement>,
  kind: "photo" | "resume",
  refuse: (refusal: UploadRefusal | null) => void,
) {
  const input = event.currentTarget.elements.namedItem(kind) as HTMLInputElement | null;
  const file = input?.files?.[0];
  refuse(null);
  if (!file) return;
  const bad =
    kind === "photo"
      ? !imageTypes.includes(file.type)
        ? { title: /*i18n*/ "Invalid file type", description: /*i18n*/ "Please select an image file." }
        : file.size > MAX_UPLOAD_BYTES
          ? {
              title: /*i18n*/ "File too large",
              description: /*i18n*/ "Please select an image smaller than 5MB.",
            }
          : null
      : !documentTypes.includes(file.type) && !/\.(pdf|docx?)$/i.test(file.name)
        ? { title: /*i18n*/ "Upload failed", description: /*i18n*/ "Please upload a PDF or Word document." }
        : file.size > MAX_UPLOAD_BYTES
          ? {
              title: /*i18n*/ "Upload failed",
              description: /*i18n*/ "Please upload a file smaller than 5MB.",
            }
          : null;
  if (bad) {
    event.preventDefault();
    refuse({ intent: `upload-${kind}`, toast: bad, fieldErrors: {} });
  }
}

/** "Let recruiters find my profile", and who looked in the last 30 days (issue #22). */
function Recruiters({
  discoverable,
  views,
}: {
  discoverable: boolean;
  views: { recruiters: number; dates: (Date | string)[] };
}) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === "discoverable";
  // When: one line a day, newest first ("26 Nov 2026 · 3 views"), not the same date again and again.
  const byDay = new Map<string, number>();
  for (const date of views.dates) byDay.set(formatDate(date), (byDay.get(formatDate(date)) ?? 0) + 1);
  const recent = [...byDay].slice(0, 5);
  return (
    <Section title={t`Recruiters`}>
      <p className="text-sm">
        {discoverable
          ? t`Recruiters searching our talent pool can find your profile and resume.`
          : t`Your profile is hidden from recruiters' searches; only employers whose jobs you apply to see it.`}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="discoverable" />
        {discoverable ? null : <input type="hidden" name="discoverable" value="on" />}
        <Button type="submit" variant="secondary" size="sm" disabled={pending}>
          {discoverable ? t`Hide my profile from recruiters` : t`Let recruiters find my profile`}
        </Button>
      </Form>
      <h3 className="mt-5 text-sm font-semibold text-navy-900">{t`Profile views`}</h3>
      <p className="text-sm text-ink-muted">
        {views.recruiters === 0
          ? t`No recruiter has viewed your profile in the last 30 days.`
          : t`${plural(views.recruiters, {
              one: "# recruiter viewed your profile in the last 30 days.",
              other: "# recruiters viewed your profile in the last 30 days.",
            })}`}
      </p>
      {recent.length ? (
        <ul className="mt-2 space-y-0.5 text-sm text-ink-muted" aria-label={t`Profile views by day`}>
          {recent.map(([day, count]) => (
            <li key={day}>
              {day} · {t`${plural(count, { one: "# view", other: "# views" })}`}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** What the resume's text reading found, when it is worth saying. */
const resumeTextNotes = {
  empty: msg`No text found in this resume (a scanned file?): recruiters cannot find it by its words.`,
  unreadable: msg`This resume could not be read: recruiters cannot find it by its words. Try saving it again as PDF.`,
} as const;

function PhotoAndResume({
  failed,
  hasResume,
  resumeFilename,
  resumeUploadedAt,
  resumeText,
}: {
  failed: UploadRefusal | null;
  hasResume: boolean;
  resumeFilename: string | null;
  resumeUploadedAt: Date | string | null;
  resumeText: "extracted" | "empty" | "unreadable" | "pending" | null;
}) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // A finished upload empties its picker, so the file's name does not linger as if still to be sent.
  const done = useActionData<typeof action>();
  const photoForm = useRef<HTMLFormElement>(null);
  const resumeForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done?.ok && "intent" in done)
      (done.intent === "upload-photo" ? photoForm : resumeForm).current?.reset();
  }, [done]);
  // A file refused in the browser before sending, else the server's refusal.
  const [refused, setRefused] = useState<UploadRefusal | null>(null);
  const shown = refused ?? failed;
  const summaryOf = (intent: string) => (shown?.intent === intent ? <ErrorSummary result={shown} /> : null);
  return (
    <Section title={t`Photo and Resume`}>
      <Form
        ref={photoForm}
        method="post"
        encType="multipart/form-data"
        className="space-y-2"
        onSubmit={(event) => precheck(event, "photo", setRefused)}
      >
        <input type="hidden" name="intent" value="upload-photo" />
        {summaryOf("upload-photo")}
        <label htmlFor="photo" className="block text-sm font-medium">
          {t`Profile photo`} <span className="text-ink-muted">{t`(JPEG, PNG or WebP, up to 5 MB)`}</span>
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/*"
          required
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={uploading === "upload-photo"}>
          {uploading === "upload-photo" ? t`Uploading...` : t`Upload Photo`}
        </Button>
      </Form>
      <Form
        ref={resumeForm}
        method="post"
        encType="multipart/form-data"
        className="mt-5 space-y-2 border-t border-stone-200 pt-5"
        onSubmit={(event) => precheck(event, "resume", setRefused)}
      >
        <input type="hidden" name="intent" value="upload-resume" />
        {summaryOf("upload-resume")}
        <label htmlFor="resume" className="block text-sm font-medium">
          {t`Resume`} <span className="text-ink-muted">{t`(PDF, DOC or DOCX, up to 5 MB)`}</span>
        </label>
        {hasResume ? (
          <p className="text-sm text-ink-muted">
            {resumeUploadedAt
              ? t`Current: ${resumeFilename}, uploaded ${formatDate(resumeUploadedAt)}. A new upload replaces it.`
              : t`Current: ${resumeFilename}. A new upload replaces it.`}
          </p>
        ) : null}
        {hasResume && (resumeText === "empty" || resumeText === "unreadable") ? (
          <p className="text-sm text-amber-900">{i18n._(resumeTextNotes[resumeText])}</p>
        ) : null}
        <input
          id="resume"
          name="resume"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          required
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={uploading === "upload-resume"}>
          {uploading === "upload-resume" ? t`Uploading...` : t`Upload Resume`}
        </Button>
      </Form>
      <p className="mt-4 text-xs text-ink-muted">
        {t`Your resume is private: only you, employers whose jobs you apply to, our administrators and, if you let recruiters find your profile, employers searching our talent pool can open it.`}
      </p>
    </Section>
  );
}
