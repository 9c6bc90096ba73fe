// The candidate's question (issue #38, decision 0055), word for word from the
// issue: "Share your profile with {client} for {job}?", the notice of what is
// shared, and one-tap Yes and No: a plain form (works without JavaScript).
// Shown on the mailed link's page and under My Applications.
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { formatDate } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import { dataNotices } from "../../../common/schemas/data-notice";
import { site } from "../../site.config";
import { buttonClass } from "../ui/button";

export interface ConsentQuestionData {
  id: string;
  client: string;
  job: string;
  expiresAt: Date | string;
}

export function ConsentQuestion({
  request,
  fields,
  headingLevel = 2,
}: {
  request: ConsentQuestionData;
  /** Hidden fields the page's action needs (its intent, the submittal's id). */
  fields: Record<string, string>;
  headingLevel?: 1 | 2;
}) {
  const { t } = useLingui();
  const notice = dataNotices.client_disclosure;
  const values = { client: request.client, job: request.job, email: site.emails.support };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const until = formatDate(request.expiresAt);
  return (
    <div className="rounded-lg border border-navy-200 bg-white p-4" data-consent-request={request.id}>
      <Heading
        className={
          headingLevel === 1 ? "text-2xl font-bold text-navy-900" : "text-lg font-semibold text-navy-900"
        }
      >
        {translateText(notice.title, values)}
      </Heading>
      <dl className="mt-3 space-y-2 text-sm">
        {notice.items.map((item) => (
          <div key={item.heading}>
            <dt className="font-medium text-ink">{translateText(item.heading)}</dt>
            <dd className="text-ink-muted">{translateText(item.text, values)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{t`Please answer by ${until}.`}</p>
      <Form method="post" className="mt-4 flex flex-col gap-2 sm:flex-row">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="answer" value="yes" className={buttonClass("primary", "md")}>
          {translateText(notice.agree)}
        </button>
        <button type="submit" name="answer" value="no" className={buttonClass("ghost", "md")}>
          {t`No, do not share`}
        </button>
      </Form>
    </div>
  );
}
