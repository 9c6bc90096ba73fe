import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { formatDate } from "../../../common/format";
import { Button } from "../ui/button";
import { Section } from "./profile-view";

/** "Let recruiters find my profile", and who looked in the last 30 days (issue #22). */
export function Recruiters({
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
