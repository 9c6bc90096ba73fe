// The recruiter's own work on an application, beside the candidate's profile
// in the employer dashboard's dialog (issue #23): a rating, private notes and
// interviews. Plain forms posted to the Applications tab's action (`intent`),
// so each works before JavaScript loads; with it, they post through fetchers
// and the dialog stays open. Nothing here is ever shown to the candidate.
import type { StageHistoryEntry } from "~/components/pipeline/stage-history";
import { ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Section } from "~/components/profile/profile-view";
import type { Toast } from "../../../common/toast";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { inputClass, selectClass } from "~/components/ui/field";
import { formatDate, formatInterviewTime } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import {
  interviewDurations,
  interviewModeLabels,
  interviewModes,
  NOTE_MAX_LENGTH,
} from "../../../common/schemas/recruiting-fields";

import type { PlacementView } from "./placement-panel";

export interface RecruiterWork {
  rating: number | null;
  /** The application's stage moves, newest first (issue #37). */
  history?: StageHistoryEntry[];
  /** The offer and placement, if any (issue #38, decision 0057). */
  placement?: PlacementView | null;
  notes: {
    id: string;
    body: string;
    author_email: string;
    created_at: Date | string;
    updated_at: Date | string;
    mine: boolean;
    deletable: boolean;
  }[];
  interviews: {
    id: string;
    starts_at: Date | string;
    duration_minutes: number;
    mode: "in_person" | "phone" | "video";
    location: string | null;
    meeting_link: string | null;
    interviewer_name: string;
    instructions: string | null;
    status: "scheduled" | "cancelled";
  }[];
}

type Answer = { ok?: boolean; toast?: Toast | null; fieldErrors?: Record<string, string | undefined> };

/** A form of the panel, through its own fetcher: its toast once, its field errors beside it. */
function usePanelForm(key: string) {
  const fetcher = useFetcher<Answer>({ key });
  useToast(fetcher.data?.toast);
  return fetcher;
}

type Refusal = Answer & { intent?: string; values?: Record<string, string> };

/**
 * Without JavaScript a form posts the page itself, and a refusal comes back
 * as the page's action data, not the fetcher's. This form's refusal (its
 * intent, its application or interview), so its messages and what was typed
 * show all the same.
 */
function useRefusal(intent: string, target: { name: string; value: string }): Refusal | undefined {
  const answer = useActionData() as Refusal | undefined;
  return answer?.ok === false && answer.intent === intent && answer.values?.[target.name] === target.value
    ? answer
    : undefined;
}

export function RecruiterPanel({ applicationId, work }: { applicationId: string; work: RecruiterWork }) {
  const { t } = useLingui();
  return (
    <Section title={t`Your notes and interviews`}>
      <p className="-mt-1 mb-3 text-xs text-ink-muted">{t`Private: the candidate never sees these.`}</p>
      <RatingForm applicationId={applicationId} rating={work.rating} />
      <Notes applicationId={applicationId} notes={work.notes} />
      <Interviews applicationId={applicationId} interviews={work.interviews} />
    </Section>
  );
}

function RatingForm({ applicationId, rating }: { applicationId: string; rating: number | null }) {
  const { t } = useLingui();
  const fetcher = usePanelForm(`rating-${applicationId}`);
  const shown = fetcher.formData ? Number(fetcher.formData.get("rating")) || null : rating;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{t`Rating`}</legend>
        <span aria-hidden="true" className="mr-1 text-sm font-medium">
          {t`Rating`}
        </span>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              defaultChecked={rating === stars}
              onChange={(event) => fetcher.submit(event.currentTarget.form)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={clsx(
                "text-2xl leading-none peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-navy-600",
                shown !== null && stars <= shown ? "text-amber-500" : "text-stone-400",
              )}
            >
              {shown !== null && stars <= shown ? "★" : "☆"}
            </span>
            <span className="sr-only">{t`${plural(stars, { one: "# star", other: "# stars" })}`}</span>
          </label>
        ))}
      </fieldset>
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          {t`Save rating`}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/** A <details>' summary (its details has `group`): a 44 px target with an arrow that turns when it opens. */
function Summary({ children, small = false }: { children: React.ReactNode; small?: boolean }) {
  return (
    <summary
      className={clsx(
        "inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-semibold text-navy-800",
        small && "text-sm",
      )}
    >
      <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-90">
        ▶
      </span>
      {children}
    </summary>
  );
}

function Notes({ applicationId, notes }: { applicationId: string; notes: RecruiterWork["notes"] }) {
  const { t } = useLingui();
  const fetcher = usePanelForm(`note-${applicationId}`);
  const refused = useRefusal("add-note", { name: "applicationId", value: applicationId });
  const bodyError = fetcher.data ? fetcher.data.fieldErrors?.body : refused?.fieldErrors?.body;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-navy-900">{t`Notes`}</h3>
      {notes.length ? (
        <ul className="mt-2 space-y-2">
          {notes.map((note) => (
            <Note key={note.id} note={note} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t`No notes yet.`}</p>
      )}
      <fetcher.Form ref={form} method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="add-note" />
        <input type="hidden" name="applicationId" value={applicationId} />
        <label htmlFor={`note-${applicationId}`} className="block text-sm font-medium">
          {t`Add a note`}
        </label>
        <textarea
          id={`note-${applicationId}`}
          name="body"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          required
          defaultValue={refused?.values?.body}
          aria-invalid={bodyError ? true : undefined}
          className={inputClass}
          placeholder={t`What was said on the call, what to check next…`}
        />
        {bodyError ? <p className="text-sm font-medium text-red-700">{translateText(bodyError)}</p> : null}
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== "idle"}>
          {t`Save note`}
        </Button>
      </fetcher.Form>
    </div>
  );
}

function Note({ note }: { note: RecruiterWork["notes"][number] }) {
  const { t } = useLingui();
  const fetcher = usePanelForm(`note-${note.id}`);
  const edited = new Date(note.updated_at).getTime() - new Date(note.created_at).getTime() > 1000;
  return (
    <li className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm break-words">
      <p className="whitespace-pre-line">{note.body}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {note.author_email} · {formatDate(note.created_at)}
        {edited ? ` · ${t`edited`}` : ""}
      </p>
      {note.mine || note.deletable ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {note.mine ? (
            <details className="group open:w-full">
              <Summary small>{t`Edit note`}</Summary>
              <fetcher.Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="edit-note" />
                <input type="hidden" name="noteId" value={note.id} />
                <label htmlFor={`edit-${note.id}`} className="sr-only">
                  {t`Note`}
                </label>
                <textarea
                  id={`edit-${note.id}`}
                  name="body"
                  rows={3}
                  maxLength={NOTE_MAX_LENGTH}
                  required
                  defaultValue={note.body}
                  className={inputClass}
                />
                <Button type="submit" variant="secondary" size="sm">
                  {t`Save changes`}
                </Button>
              </fetcher.Form>
            </details>
          ) : null}
          {note.deletable ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="delete-note" />
              <input type="hidden" name="noteId" value={note.id} />
              <Button type="submit" variant="ghost" size="sm" className="text-red-700">
                {t`Delete note`}
              </Button>
            </fetcher.Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Interviews({
  applicationId,
  interviews,
}: {
  applicationId: string;
  interviews: RecruiterWork["interviews"];
}) {
  const { t } = useLingui();
  const refused = useRefusal("schedule", { name: "applicationId", value: applicationId });
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold text-navy-900">{t`Interviews`}</h3>
      {interviews.length ? (
        <ul className="mt-2 space-y-2">
          {interviews.map((interview) => (
            <Interview key={interview.id} interview={interview} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{t`No interview scheduled.`}</p>
      )}
      <details
        className="group mt-3 rounded-lg border border-stone-200 p-3"
        open={refused ? true : undefined}
      >
        <Summary>{t`Schedule an interview`}</Summary>
        <InterviewForm
          idPrefix={`new-${applicationId}`}
          target={{ name: "applicationId", value: applicationId }}
        />
      </details>
    </div>
  );
}

function Interview({ interview }: { interview: RecruiterWork["interviews"][number] }) {
  const { t } = useLingui();
  const cancel = usePanelForm(`cancel-${interview.id}`);
  const refused = useRefusal("reschedule", { name: "interviewId", value: interview.id });
  const cancelled = interview.status === "cancelled";
  return (
    <li
      className={clsx(
        "rounded-lg border p-3 text-sm break-words",
        cancelled ? "border-stone-200 text-ink-muted" : "border-navy-200 bg-navy-50",
      )}
    >
      <p className="font-semibold text-navy-900">
        {cancelled ? <span className="mr-1 text-red-800">{t`Cancelled:`}</span> : null}
        {formatInterviewTime(interview.starts_at)} · {t`${ph({ minutes: interview.duration_minutes })} min`}
      </p>
      <p>
        {translateText(interviewModeLabels[interview.mode])}
        {interview.mode === "in_person" && interview.location ? ` · ${interview.location}` : ""}
        {interview.mode === "video" && interview.meeting_link ? ` · ${interview.meeting_link}` : ""} ·{" "}
        {t`with ${ph({ interviewer: interview.interviewer_name })}`}
      </p>
      {cancelled ? null : (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <details className="group open:w-full" open={refused ? true : undefined}>
            <Summary>{t`Reschedule`}</Summary>
            <InterviewForm
              idPrefix={`edit-${interview.id}`}
              target={{ name: "interviewId", value: interview.id }}
              interview={interview}
            />
          </details>
          <cancel.Form method="post">
            <input type="hidden" name="intent" value="cancel-interview" />
            <input type="hidden" name="interviewId" value={interview.id} />
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              className="text-red-700"
              disabled={cancel.state !== "idle"}
            >
              {t`Cancel interview`}
            </Button>
          </cancel.Form>
        </div>
      )}
    </li>
  );
}

/** The day and the time of an instant in India, as the form's inputs take them. */
function indiaDateAndTime(value: Date | string | undefined) {
  if (!value) return { date: "", time: "" };
  const india = new Date(new Date(value).getTime() + 5.5 * 3600 * 1000).toISOString();
  return { date: india.slice(0, 10), time: india.slice(11, 16) };
}

function InterviewForm({
  idPrefix,
  target,
  interview,
}: {
  idPrefix: string;
  target: { name: "applicationId" | "interviewId"; value: string };
  interview?: RecruiterWork["interviews"][number];
}) {
  const { t } = useLingui();
  const fetcher = usePanelForm(`interview-${idPrefix}`);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Once sent, the form closes (a second Enter must not send a second
    // invitation), its fields back to what is stored, focus on its summary.
    if (fetcher.state !== "idle" || !fetcher.data?.ok || !form.current) return;
    form.current.reset();
    const details = form.current.closest("details");
    if (details?.open) {
      details.open = false;
      details.querySelector("summary")?.focus();
    }
  }, [fetcher.state, fetcher.data]);
  const refused = useRefusal(interview ? "reschedule" : "schedule", target);
  const errors = (fetcher.data ? fetcher.data.fieldErrors : refused?.fieldErrors) ?? {};
  // Refused without JavaScript: what was typed, else what is stored.
  const typed = refused?.values ?? {};
  const { date, time } = indiaDateAndTime(interview?.starts_at);
  const field = (name: string) => `${idPrefix}-${name}`;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${field(name)}-error`} className="text-sm font-medium text-red-700">
        {translateText(errors[name])}
      </p>
    ) : null;
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${field(name)}-error` } : {};
  return (
    <fetcher.Form ref={form} method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
      <input type="hidden" name="intent" value={interview ? "reschedule" : "schedule"} />
      <input type="hidden" name={target.name} value={target.value} />
      <div className="space-y-1">
        <label htmlFor={field("date")} className="block text-sm font-medium">
          {t`Date`}
        </label>
        <input
          id={field("date")}
          name="date"
          type="date"
          required
          defaultValue={typed.date ?? date}
          className={inputClass}
          {...invalid("date")}
        />
        {error("date")}
      </div>
      <div className="space-y-1">
        <label htmlFor={field("time")} className="block text-sm font-medium">
          {t`Time (IST)`}
        </label>
        <input
          id={field("time")}
          name="time"
          type="time"
          required
          defaultValue={typed.time ?? time}
          className={inputClass}
          {...invalid("time")}
        />
        {error("time")}
      </div>
      <div className="space-y-1">
        <label htmlFor={field("duration")} className="block text-sm font-medium">
          {t`Duration`}
        </label>
        <select
          id={field("duration")}
          name="duration_minutes"
          defaultValue={typed.duration_minutes ?? interview?.duration_minutes ?? 30}
          className={selectClass}
        >
          {interviewDurations.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t`${minutes} minutes`}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={field("mode")} className="block text-sm font-medium">
          {t`How`}
        </label>
        <select
          id={field("mode")}
          name="mode"
          defaultValue={typed.mode ?? interview?.mode ?? "video"}
          className={selectClass}
        >
          {interviewModes.map(([mode, label]) => (
            <option key={mode} value={mode}>
              {translateText(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field("location")} className="block text-sm font-medium">
          {t`Address`} <span className="font-normal text-ink-muted">{t`(in person)`}</span>
        </label>
        <input
          id={field("location")}
          name="location"
          defaultValue={typed.location ?? interview?.location ?? ""}
          className={inputClass}
          {...invalid("location")}
        />
        {error("location")}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field("link")} className="block text-sm font-medium">
          {t`Video call link`} <span className="font-normal text-ink-muted">{t`(video)`}</span>
        </label>
        <input
          id={field("link")}
          name="meeting_link"
          type="url"
          placeholder="https://"
          defaultValue={typed.meeting_link ?? interview?.meeting_link ?? ""}
          className={inputClass}
          {...invalid("meeting_link")}
        />
        {error("meeting_link")}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field("interviewer")} className="block text-sm font-medium">
          {t`Interviewer`}
        </label>
        <input
          id={field("interviewer")}
          name="interviewer_name"
          required
          defaultValue={typed.interviewer_name ?? interview?.interviewer_name ?? ""}
          className={inputClass}
          {...invalid("interviewer_name")}
        />
        {error("interviewer_name")}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <label htmlFor={field("instructions")} className="block text-sm font-medium">
          {t`Instructions for the candidate`}
        </label>
        <textarea
          id={field("instructions")}
          name="instructions"
          rows={2}
          defaultValue={typed.instructions ?? interview?.instructions ?? ""}
          className={inputClass}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {interview ? t`Send new time` : t`Schedule and invite`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
