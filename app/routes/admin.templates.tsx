// Admin dashboard, Message Templates (issue #37, decision 0051): the words
// recruiters start from when they write to a candidate, in English and Hindi,
// each edited in place (a <details>, so it works without JavaScript) and a new
// one added below, each deleted after a confirmation (decision 0051). Every
// change is kept in the audit log.
import { ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useActionData, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { useSearchHref } from "~/components/pager";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field, TextareaField } from "~/components/ui/field";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from "../../common/schemas/message-fields";
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  type MessageTemplate,
} from "../../server/domain/application-messages";
import { formAction, succeeded } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.templates";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({ templates: await listTemplates(ctx) }));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    "save-template": {
      failed: /*i18n*/ "The template was not saved.",
      run: async (ctx, form) => {
        await saveTemplate(ctx, form.get("id"), Object.fromEntries(form));
        return succeeded(/*i18n*/ "Template saved");
      },
    },
    "delete-template": {
      failed: /*i18n*/ "The template was not deleted.",
      run: async (ctx, form) => {
        await deleteTemplate(ctx, form.get("id"));
        return succeeded(/*i18n*/ "Template deleted");
      },
    },
  });

type Refusal = {
  ok: false;
  intent?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string | undefined>;
};

export default function MessageTemplatesTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { templates } = loaderData;
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? (result as Refusal) : undefined;
  const refusedFor = (id: string) => ((refused?.values?.id ?? "") === id ? refused : undefined);
  const [params] = useSearchParams();
  const link = useSearchHref();
  const deleting = templates.find((template) => template.id === params.get("delete"));
  const deletingName = deleting?.name;
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      {deleting ? (
        <PageDialog
          title={t`Delete this template?`}
          closeTo={link({ delete: null })}
          returnFocusTo={`delete-${deleting.id}`}
          actions={
            <ConfirmForm
              action={link({ delete: null })}
              fields={{ intent: "delete-template", id: deleting.id }}
              label={t`Yes, delete`}
            />
          }
        >
          <p className="mt-3 text-sm text-ink">
            {t`"${deletingName}" will no longer be offered to recruiters. Messages already sent from it keep their words.`}
          </p>
        </PageDialog>
      ) : null}
      <div>
        <h2 className="text-lg font-semibold text-navy-900">{t`Message Templates`}</h2>
        <p className="text-sm text-ink-muted">
          {t`Recruiters start from these when they write to a candidate; the candidate gets the English or Hindi words by their language. ${ph({ placeholders: "{candidate}, {job}, {firm}" })} are filled in when a message is sent.`}
        </p>
      </div>
      {templates.length === 0 ? <EmptyState>{t`No templates yet.`}</EmptyState> : null}
      <ul className="space-y-3">
        {templates.map((template) => (
          <li key={template.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
            <details open={refusedFor(template.id) ? true : undefined}>
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3">
                <span className="font-semibold text-navy-900">{template.name}</span>
                <span className="text-sm text-ink-muted">{template.subject_en}</span>
                <span className="text-sm font-medium text-navy-700 underline">{t`Edit`}</span>
              </summary>
              <TemplateForm template={template} refused={refusedFor(template.id)} />
              <div className="mt-3">
                <ConfirmButton
                  param="delete"
                  value={template.id}
                  keep={params}
                  id={`delete-${template.id}`}
                  label={t`Delete template`}
                  accessibleLabel={t`Delete template ${template.name}`}
                />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <section className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <details open={refusedFor("") ? true : undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-800">
            {t`Add a template`}
          </summary>
          <TemplateForm refused={refusedFor("")} />
        </details>
      </section>
    </div>
  );
}

function TemplateForm({ template, refused }: { template?: MessageTemplate; refused?: Refusal }) {
  const { t } = useLingui();
  const value = (name: keyof MessageTemplate) => refused?.values?.[name] ?? template?.[name] ?? "";
  const error = (name: string) => refused?.fieldErrors?.[name];
  return (
    <Form method="post" className="mt-3 grid gap-3 lg:grid-cols-2">
      <input type="hidden" name="intent" value="save-template" />
      <input type="hidden" name="id" value={template?.id ?? ""} />
      <Field
        label={t`Name`}
        name="name"
        required
        maxLength={80}
        defaultValue={value("name")}
        error={error("name")}
        className="lg:col-span-2"
      />
      <div className="space-y-3">
        <Field
          label={t`Subject (English)`}
          name="subject_en"
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          defaultValue={value("subject_en")}
          error={error("subject_en")}
        />
        <TextareaField
          label={t`Message (English)`}
          name="body_en"
          required
          rows={8}
          maxLength={MESSAGE_BODY_MAX}
          defaultValue={value("body_en")}
          error={error("body_en")}
        />
      </div>
      <div className="space-y-3">
        <Field
          label={t`Subject (Hindi)`}
          name="subject_hi"
          lang="hi"
          required
          maxLength={MESSAGE_SUBJECT_MAX}
          defaultValue={value("subject_hi")}
          error={error("subject_hi")}
        />
        <TextareaField
          label={t`Message (Hindi)`}
          name="body_hi"
          lang="hi"
          required
          rows={8}
          maxLength={MESSAGE_BODY_MAX}
          defaultValue={value("body_hi")}
          error={error("body_hi")}
        />
      </div>
      <div className="lg:col-span-2">
        <Button type="submit" size="sm">
          {template ? t`Save template` : t`Add template`}
        </Button>
      </div>
    </Form>
  );
}
