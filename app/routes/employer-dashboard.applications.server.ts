// The Applications tab's loader work and forms (employer-dashboard.applications.tsx):
// what the page shows for its address, and what each of its forms does.
import type { MessageDescriptor } from "@lingui/core";
import { redirect } from "react-router";
import { msg } from "@lingui/core/macro";
import { formatInterviewTime } from "../../common/format";
import { currentI18n } from "../../common/i18n";
import type { PipelineStage } from "../../common/schemas/pipeline-stages";
import { pageNumber } from "../../common/schemas/paging";
import {
  ALL_JOBS,
  applicantProfile,
  applicationForReview,
  listApplications,
  listMyJobs,
  setApplicationStatus,
  statusHistory,
} from "../../server/domain/employer";
import {
  cancelInterview,
  interviewsOf,
  rescheduleInterview,
  scheduleInterview,
} from "../../server/domain/interviews";
import { messageComposer, sendApplicationMessage } from "../../server/domain/application-messages";
import { addNote, deleteNote, editNote, listNotes, rateApplication } from "../../server/domain/notes";
import {
  applicationSubmittals,
  cancelSubmittal,
  resendSubmittal,
  revokeSubmittal,
  submitToClient,
} from "../../server/domain/submittals";
import { submittalMessages } from "../../common/schemas/submittal-fields";
import { getPlacement, needsPlacementForm, placementFormPath } from "../../server/domain/placements";
import { succeeded, type FormIntent } from "../../server/http/action";
import type { SignedInContext } from "../../server/http/guards";

type EmployerContext = SignedInContext;

/**
 * The page for its address: the applications to the job named (else the
 * newest job), and the full profile opened from it, if any.
 */
export async function applicationsPage(ctx: EmployerContext, searchParams: URLSearchParams) {
  const applicationsOf = (jobId: string) =>
    listApplications(ctx, jobId, {
      status: searchParams.get("status"),
      sort: searchParams.get("sort"),
      rating: searchParams.get("rating"),
      page: pageNumber(searchParams.get("page")),
    }).catch(() => null);
  // A job named in the URL is looked up beside the list of jobs; without one,
  // the newest job of the list is shown.
  const requestedJob = searchParams.get("job");
  const [jobs, requestedApplications] = await Promise.all([
    listMyJobs(ctx),
    requestedJob ? applicationsOf(requestedJob) : null,
  ]);
  const jobId = requestedJob ?? jobs[0]?.id ?? null;
  const applications = requestedJob ? requestedApplications : jobId ? await applicationsOf(jobId) : null;
  // The full profile: of the application named (else the candidate's
  // application to this list's job), with its neighbours in this list.
  const candidateId = searchParams.get("candidate");
  const applicationId = searchParams.get("application");
  const review =
    candidateId || applicationId
      ? await applicationForReview(
          ctx,
          { applicationId, candidateId },
          {
            job: jobId,
            status: searchParams.get("status"),
            sort: searchParams.get("sort"),
            rating: searchParams.get("rating"),
          },
        ).catch(() => null)
      : null;
  const profileId = review?.application.candidate_id ?? candidateId;
  const [candidate, work, composer, submittals] = await Promise.all([
    profileId ? applicantProfile(ctx, profileId).catch(() => null) : null,
    review ? recruiterWork(ctx, review.application.id, review.application.rating) : null,
    review ? messageComposer(ctx, review.application.id) : null,
    review ? applicationSubmittals(ctx, review.application.id).catch(() => null) : null,
  ]);
  return {
    isAdmin: ctx.actor.role === "admin",
    // The job choice for all jobs (from the domain, which the browser's bundle must not import).
    allJobsChoice: ALL_JOBS,
    jobs,
    jobId,
    applications,
    candidate,
    review: candidate ? review : null,
    work: candidate ? work : null,
    composer: candidate ? composer : null,
    submittals: candidate ? submittals : null,
    candidateMissing: Boolean((candidateId || applicationId) && !candidate),
  };
}

/** The recruiter's own work on the application reviewed: its rating, notes and interviews. */
async function recruiterWork(ctx: EmployerContext, applicationId: string, rating: number | null) {
  const [notes, interviews, history, placement] = await Promise.all([
    listNotes(ctx, applicationId),
    interviewsOf(ctx, applicationId),
    statusHistory(ctx, applicationId),
    // The offer and placement (decision 0057): the recruiter's own, never the candidate's to see.
    getPlacement(ctx, applicationId).then((found) => found.placement),
  ]);
  return {
    rating,
    notes,
    interviews,
    placement,
    history: history.map(({ owner_id: _, ...change }) => change),
  };
}

/** A stage as the status toast words it (SPEC §8: "Application status updated to shortlisted"). */
const statusWords: Record<PipelineStage, MessageDescriptor> = {
  applied: msg`applied`,
  screening: msg`screening`,
  submitted: msg`submitted to client`,
  client_interview: msg`client interview`,
  offered: msg`offered`,
  joined: msg`joined`,
  rejected: msg`rejected`,
  withdrawn: msg`withdrawn`,
};

// The forms of this tab, by their `intent`; the status selector sends none (SPEC §8 messages).
// Static toasts are English marked for the catalogue (the toaster shows them in
// the page's language); a toast with a value in it is written here in the
// request's language.
export const applicationForms = {
  status: {
    failed: /*i18n*/ "Failed to update application status.",
    async run(ctx: EmployerContext, form: FormData) {
      const applicationId = String(form.get("applicationId") ?? "");
      let status: PipelineStage;
      try {
        status = await setApplicationStatus(ctx, applicationId, form.get("status"), {
          reason: form.get("reason"),
          note: form.get("note"),
        });
      } catch (error) {
        // Offered or Joined: the placement form records the offer with the move (decision 0057).
        if (needsPlacementForm(error)) return redirect(placementFormPath(applicationId, form.get("status")));
        throw error;
      }
      const i18n = currentI18n();
      const word = i18n._(statusWords[status]);
      return succeeded(/*i18n*/ "Status Updated", i18n._(msg`Application status updated to ${word}`));
    },
  },
  rate: {
    failed: /*i18n*/ "The rating was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const rating = await rateApplication(ctx, form.get("applicationId"), { rating: form.get("rating") });
      return succeeded(
        /*i18n*/ "Rating saved",
        rating ? currentI18n()._(msg`${rating} of 5 stars.`) : /*i18n*/ "Rating cleared.",
      );
    },
  },
  "add-note": {
    failed: /*i18n*/ "The note was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await addNote(ctx, form.get("applicationId"), { body: form.get("body") });
      return succeeded(/*i18n*/ "Note saved");
    },
  },
  "edit-note": {
    failed: /*i18n*/ "The note was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await editNote(ctx, form.get("noteId"), { body: form.get("body") });
      return succeeded(/*i18n*/ "Note saved");
    },
  },
  "delete-note": {
    failed: /*i18n*/ "The note was not deleted. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await deleteNote(ctx, form.get("noteId"));
      return succeeded(/*i18n*/ "Note deleted");
    },
  },
  schedule: {
    failed: /*i18n*/ "The interview was not scheduled. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const interview = await scheduleInterview(ctx, form.get("applicationId"), Object.fromEntries(form));
      const time = formatInterviewTime(interview.starts_at);
      return succeeded(
        /*i18n*/ "Interview scheduled",
        currentI18n()._(msg`The candidate was invited for ${time}.`),
      );
    },
  },
  reschedule: {
    failed: /*i18n*/ "The interview was not changed. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const interview = await rescheduleInterview(ctx, form.get("interviewId"), Object.fromEntries(form));
      const time = formatInterviewTime(interview.starts_at);
      return succeeded(
        /*i18n*/ "Interview changed",
        currentI18n()._(msg`The candidate was sent the new time: ${time}.`),
      );
    },
  },
  "cancel-interview": {
    failed: /*i18n*/ "The interview was not cancelled. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await cancelInterview(ctx, form.get("interviewId"));
      return succeeded(/*i18n*/ "Interview cancelled", /*i18n*/ "The candidate was told.");
    },
  },
  "send-message": {
    failed: /*i18n*/ "The message was not sent. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await sendApplicationMessage(ctx, form.get("applicationId"), Object.fromEntries(form));
      return succeeded(
        /*i18n*/ "Message sent",
        /*i18n*/ "The candidate was e-mailed; the message is kept on the application.",
      );
    },
  },
  // Submittals (issue #38, decision 0055).
  "submit-to-client": {
    failed: /*i18n*/ "The candidate was not submitted. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await submitToClient(ctx, form.get("applicationId"), {
        contactId: form.get("contactId"),
        pitch: form.get("pitch"),
      });
      return succeeded(/*i18n*/ "Candidate asked", submittalMessages.asked);
    },
  },
  "cancel-submittal": {
    failed: /*i18n*/ "The submittal was not changed. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await cancelSubmittal(ctx, form.get("submittalId"));
      return succeeded(submittalMessages.cancelled);
    },
  },
  "resend-submittal": {
    failed: /*i18n*/ "The submittal was not changed. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await resendSubmittal(ctx, form.get("submittalId"));
      return succeeded(/*i18n*/ "New link sent", submittalMessages.resent);
    },
  },
  "revoke-submittal": {
    failed: /*i18n*/ "The submittal was not changed. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await revokeSubmittal(ctx, form.get("submittalId"));
      return succeeded(submittalMessages.revoked);
    },
  },
} satisfies Record<string, FormIntent<EmployerContext>>;
