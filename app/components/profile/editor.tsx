import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};
import { Form, Link, useNavigation } from "react-router";
import { translateText } from "../../../common/i18n";
import type { FieldErrors } from "../../../common/schemas/form";
import { profileSections, sectionLabels, type ProfileSection } from "../../../common/schemas/profile-fields";
import { Button, buttonClass } from "../ui/button";
import {
  EducationSection,
  ExperienceSection,
  PersonalSection,
  SkillsSection,
  SummarySection,
  type ProfileValues,
} from "./sections";

/** Which tab holds the first field with an error, so the editor opens there. */
function tabOfError(errors: FieldErrors): ProfileSection | null {
  const first = Object.keys(errors)[0];
  if (!first) return null;
  if (first.startsWith("education")) return "education";
  if (first.startsWith("skills")) return "skills";
  if (first.startsWith("experience")) return "experience";
  if (first === "profile_summary") return "summary";
  return "personal";
}

/**
 * Edit Profile: five tabs in one form, saved together in one transaction.
 * Before JavaScript loads every section is shown one after another; after,
 * they become tabs (arrow keys move between them).
 */
export function ProfileEditor({
  values,
  errors,
  initialTab,
  summary,
}: {
  values: ProfileValues;
  errors: FieldErrors;
  initialTab: ProfileSection;
  /** The error summary of a refused save, shown at the top of the form (decision 0021). */
  summary?: React.ReactNode;
}) {
  const { t } = useLingui();
  // False on the server and while hydrating, true afterwards: tabs need JavaScript.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The parent remounts the editor after a failed save, so it opens on the tab with the error.
  const [tab, setTab] = useState<ProfileSection>(tabOfError(errors) ?? initialTab);
  const busy = useNavigation().state === "submitting";

  const move = (event: React.KeyboardEvent, index: number) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = profileSections[(index + delta + profileSections.length) % profileSections.length];
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <Form
      method="post"
      action="/profile/edit"
      noValidate
      className="rounded-2xl border border-stone-200 bg-white"
    >
      <input type="hidden" name="tab" value={tab} />
      {summary ? <div className="px-3 pt-3 sm:px-5 sm:pt-5">{summary}</div> : null}
      {enhanced ? (
        <div
          role="tablist"
          aria-label={t`Profile sections`}
          // Wraps onto a second row on a phone rather than scrolling a tab out of sight.
          className="flex flex-wrap gap-x-1 border-b border-stone-200 px-3 pt-3"
        >
          {profileSections.map((section, index) => (
            <button
              key={section}
              id={`tab-${section}`}
              type="button"
              role="tab"
              aria-selected={tab === section}
              aria-controls={`panel-${section}`}
              tabIndex={tab === section ? 0 : -1}
              onClick={() => setTab(section)}
              onKeyDown={(event) => move(event, index)}
              className={clsx(
                "min-h-11 shrink-0 rounded-t-lg border-b-2 px-3 text-sm font-semibold sm:px-4",
                tab === section
                  ? "border-accent-600 text-navy-900"
                  : "border-transparent text-ink-muted hover:text-navy-900",
              )}
            >
              {translateText(sectionLabels[section])}
            </button>
          ))}
        </div>
      ) : null}
      <div className="p-5 sm:p-6">
        {profileSections.map((section) => (
          <div
            key={section}
            id={`panel-${section}`}
            role={enhanced ? "tabpanel" : undefined}
            aria-labelledby={enhanced ? `tab-${section}` : undefined}
            hidden={enhanced && tab !== section}
            className={enhanced ? undefined : "mb-8"}
          >
            {enhanced ? null : (
              <h2 className="mb-4 text-lg font-semibold text-navy-900">
                {translateText(sectionLabels[section])}
              </h2>
            )}
            {section === "personal" ? <PersonalSection values={values} errors={errors} /> : null}
            {section === "education" ? <EducationSection values={values} errors={errors} /> : null}
            {section === "skills" ? <SkillsSection values={values} errors={errors} /> : null}
            {section === "experience" ? <ExperienceSection values={values} errors={errors} /> : null}
            {section === "summary" ? <SummarySection values={values} errors={errors} /> : null}
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 p-5 sm:flex-row sm:justify-end">
        <Link to="/profile" className={buttonClass("ghost")}>
          {t`Cancel`}
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : t`Save Changes`}
        </Button>
      </div>
    </Form>
  );
}
