// Writing to the candidate from their application (issue #37, decision 0051),
// beside the profile in the employer dashboard's dialog: a template picked
// (its words put in the fields, editable) or free words, sent by e-mail in
// the candidate's language with replies going to the recruiter, and the
// messages sent so far. A plain form posted to the Applications tab's action
// (intent "send-message"); without JavaScript a template is picked by its
// link, which puts its words in the fields.
import { ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useActionData, useFetcher, useSearchParams } from "react-router";
import { useSearchHref } from "~/components/pager";
import { Section } from "~/components/profile/profile-view";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Field, selectClass, TextareaField } from "~/components/ui/field";
import { formatDate } from "../../../common/format";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "../../../common/schemas/message-fields";
import type { Toast } from "../../../common/toast";

export interface MessageComposer {
  /** The language the candidate reads mail in; the templates are offered in it. */
  language: "en-IN" | "hi-IN";
  templates: { id: string; name: string; subject: string; body: string }[];
  messages: { id: string; subject: string; body: string; sender_email: string; sent_at: Date | string }[];
}

type Answer = {
  ok?: boolean;
  intent?: string;
  toast?: Toast | null;
  fieldErrors?: Record<string, string | undefined>;
  values?: Record<string, string>;
};

export function MessagePanel({
  applicationId,
  composer,
}: {
  applicationId: string;
  composer: MessageComposer;
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const fetcher = useFetcher<Answer>({ key: `message-${applicationId}` });
  useToast(fetcher.data?.toast);
  // Without JavaScript a refusal comes back as the page's action data.
  const pageAnswer = useActionData() as Answer | undefined;
  const refused =
    pageAnswer?.ok === false &&
    pageAnswer.intent === "send-message" &&
    pageAnswer.values?.applicationId === applicationId
      ? pageAnswer
      : undefined;
  const errors = fetcher.data ? fetcher.data.fieldErrors : refused?.fieldErrors;
  const picked = composer.templates.find((template) => template.id === params.get("template"));
  const [templateId, setTemplateId] = useState(refused?.values?.templateId ?? picked?.id ?? "");
  const [subject, setSubject] = useState(refused?.values?.subject ?? picked?.subject ?? "");
  const [body, setBody] = useState(refused?.values?.body ?? picked?.body ?? "");
  // A message sent empties the form, once per answer (state adjusted while rendering, not in an effect).
  const [clearedFor, setClearedFor] = useState<Answer | null>(null);
  if (fetcher.state === "idle" && fetcher.data?.ok && clearedFor !== fetcher.data) {
    setClearedFor(fetcher.data);
    setTemplateId("");
    setSubject("");
    setBody("");
  }
  const id = (name: string) => `message-${name}-${applicationId}`;
  return (
    <Section title={t`Write to the candidate`}>
      <p className="-mt-1 mb-3 text-xs text-ink-muted">
        {composer.language === "hi-IN"
          ? t`Sent by e-mail in Hindi, the candidate's language. Replies come to your e-mail.`
          : t`Sent by e-mail in English, the candidate's language. Replies come to your e-mail.`}
      </p>
      <fetcher.Form method="post" className="space-y-3" aria-label={t`Write to the candidate`}>
        <input type="hidden" name="intent" value="send-message" />
        <input type="hidden" name="applicationId" value={applicationId} />
        <div>
          <label htmlFor={id("template")} className="block text-sm font-medium">
            {t`Template`}
          </label>
          <select
            id={id("template")}
            name="templateId"
            value={templateId}
            onChange={(event) => {
              const template = composer.templates.find((each) => each.id === event.currentTarget.value);
              setTemplateId(template?.id ?? "");
              if (template) {
                setSubject(template.subject);
                setBody(template.body);
              }
            }}
            className={selectClass}
          >
            <option value="">{t`No template: write freely`}</option>
            {composer.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
          <noscript>
            <ul className="mt-1 flex flex-wrap gap-x-3 text-sm">
              {composer.templates.map((template) => (
                <li key={template.id}>
                  <Link
                    to={link({ template: template.id })}
                    preventScrollReset
                    className="inline-flex min-h-11 items-center text-navy-700 underline"
                  >
                    {t`Use “${ph({ name: template.name })}”`}
                  </Link>
                </li>
              ))}
            </ul>
          </noscript>
        </div>
        <Field
          label={t`Subject`}
          name="subject"
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors?.subject}
        />
        <TextareaField
          label={t`Message`}
          name="body"
          rows={8}
          required
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors?.body}
          hint={t`${ph({ placeholders: "{candidate}, {job}, {firm}" })}: filled in when the message is sent.`}
        />
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t`Sending…` : t`Send message`}
        </Button>
      </fetcher.Form>
      <h3 className="mt-5 text-sm font-semibold text-navy-900">{t`Messages sent`}</h3>
      {composer.messages.length ? (
        <ul className="mt-2 space-y-2">
          {[...composer.messages].reverse().map((message) => (
            <li key={message.id} className="rounded-lg border border-stone-200 bg-stone-50 text-sm">
              <details>
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2">
                  <span className="font-semibold break-words text-navy-900">{message.subject}</span>
                  <span className="text-xs text-ink-muted">
                    {message.sender_email} · {formatDate(message.sent_at)}
                  </span>
                </summary>
                <p className="border-t border-stone-200 px-3 py-2 whitespace-pre-line break-words">
                  {message.body}
                </p>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t`No messages sent yet.`}</p>
      )}
    </Section>
  );
}
