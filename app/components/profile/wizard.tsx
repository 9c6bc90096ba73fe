import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { translateText } from "../../../common/i18n";
import type { FieldErrors } from "../../../common/schemas/form";
import { profileSections, sectionLabels, type ProfileSection } from "../../../common/schemas/profile-fields";
import { Button } from "../ui/button";
import {
  EducationSection,
  ExperienceSection,
  PersonalSection,
  SkillsSection,
  SummarySection,
  type ProfileValues,
} from "./sections";
import { FilledNotice, ResumeFill } from "./resume-fill";

/**
 * The setup wizard: one step per section. Every Next, Previous or 'I'm a
 * Fresher' saves the step on the server first, so moving between steps or
 * reloading never loses what was entered.
 */
export function ProfileWizard({
  step,
  values,
  errors,
  errorSummary,
  filledSections = [],
  hasResume = false,
}: {
  step: ProfileSection;
  /** Steps whose fields show what the resume says, not saved yet (decision 0045). */
  filledSections?: readonly ProfileSection[];
  hasResume?: boolean;
  values: ProfileValues;
  errors: FieldErrors;
  /** The error summary of a refused step, shown at the top of the form (decision 0021). */
  errorSummary?: React.ReactNode;
}) {
  const { t } = useLingui();
  const index = profileSections.indexOf(step);
  const stepNumber = index + 1;
  const stepCount = profileSections.length;
  const stepName = translateText(sectionLabels[step]);
  const busy = useNavigation().state === "submitting";
  const [summary, setSummary] = useState(String(values.profile_summary ?? ""));
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t`Complete your profile`}</h1>
      <p className="mt-1 text-ink-muted">{t`Employers see this when you apply. It takes about five minutes.`}</p>
      {/* On a phone each step is its number (the current one's name is in the heading below); from sm up, "1. Personal". */}
      <ol className="mt-6 grid grid-cols-5 gap-1" aria-label={t`Profile steps`}>
        {profileSections.map((section, position) => (
          <li key={section} aria-current={section === step ? "step" : undefined}>
            <div
              className={clsx("h-1.5 rounded-full", position <= index ? "bg-accent-600" : "bg-stone-200")}
            />
            <span
              className={clsx(
                "mt-1 block text-xs sm:text-sm",
                section === step ? "font-semibold text-navy-900" : "text-ink-muted",
              )}
            >
              <span aria-hidden="true" className="sm:hidden">
                {position + 1}
              </span>
              <span className="sr-only sm:not-sr-only">
                {position + 1}. {translateText(sectionLabels[section])}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {step === "personal" ? <ResumeFill hasResume={hasResume} filled={filledSections.length > 0} /> : null}
      <Form method="post" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6" noValidate>
        <input type="hidden" name="intent" value="wizard" />
        <input type="hidden" name="section" value={step} />
        {errorSummary}
        <h2 className="mb-4 text-lg font-semibold text-navy-900">
          {t`Step ${stepNumber} of ${stepCount}: ${stepName}`}
        </h2>
        {filledSections.includes(step) ? <FilledNotice /> : null}
        {step === "personal" ? <PersonalSection values={values} errors={errors} /> : null}
        {step === "education" ? <EducationSection values={values} errors={errors} /> : null}
        {step === "skills" ? <SkillsSection values={values} errors={errors} /> : null}
        {step === "experience" ? (
          <ExperienceSection
            values={values}
            errors={errors}
            onFresher={
              <div className="flex flex-col gap-2 rounded-xl border border-accent-500/40 bg-orange-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">{t`Just starting out? Skip this step.`}</p>
                <Button
                  type="submit"
                  name="go"
                  value="fresher"
                  variant="ghost"
                  disabled={busy}
                  formNoValidate
                >
                  {t`I'm a Fresher`}
                </Button>
              </div>
            }
          />
        ) : null}
        {step === "summary" ? <SummarySection values={values} errors={errors} onChange={setSummary} /> : null}

        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
          {index > 0 ? (
            <Button type="submit" name="go" value="previous" variant="ghost" disabled={busy}>
              {t`Previous`}
            </Button>
          ) : (
            <span />
          )}
          {step === "summary" ? (
            <Button type="submit" name="go" value="complete" disabled={busy || summary.trim() === ""}>
              {busy ? t`Saving...` : t`Complete Registration`}
            </Button>
          ) : (
            <Button type="submit" name="go" value="next" disabled={busy}>
              {busy ? t`Saving...` : t`Next`}
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
