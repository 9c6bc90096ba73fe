import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useSearchHref } from "~/components/pager";
import { ProfileView, Section, type ProfileViewData } from "~/components/profile/profile-view";
import { buttonClass } from "~/components/ui/button";
import { formatDate, formatPhone } from "~/format";
import { industryOptions } from "~/schemas/profile";

/** A candidate's profile as the employer dashboard shows it (server/domain/employer.ts applicantProfile). */
export type ApplicantProfile = ProfileViewData & {
  id: string;
  hasResume: boolean;
  joinedAt: Date | string | null;
};

/**
 * The full-profile dialog, opened by ?candidate=<id> so it works without
 * JavaScript; with it, focus moves into the dialog and Escape closes it.
 * Without a candidate it says the profile could not be loaded.
 */
export function CandidateDialog({
  candidate,
  isAdmin,
}: {
  candidate: ApplicantProfile | null;
  isAdmin: boolean;
}) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const closeLink = useSearchHref()({ candidate: null });
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeLink, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeLink, navigate]);
  const name = candidate ? `${candidate.first_name} ${candidate.last_name}`.trim() : "";
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-navy-900/60 sm:items-center sm:p-6">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="candidate-dialog-title"
        tabIndex={-1}
        className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl outline-none sm:rounded-2xl sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="candidate-dialog-title" className="text-xl font-bold text-navy-900">
            {candidate ? name || "Candidate" : "Candidate not available"}
          </h2>
          <Link
            to={closeLink}
            preventScrollReset
            className={buttonClass("ghost", "sm")}
            aria-label="Close profile"
          >
            Close
          </Link>
        </div>
        {!candidate ? (
          <p role="alert" className="text-red-900">
            Failed to load candidate details.
          </p>
        ) : (
          <ProfileView
            profile={candidate}
            showPrivate={isAdmin}
            extra={
              <Section title="Contact and Resume">
                <div className="space-y-2 text-sm">
                  <p>
                    Contact via platform
                    {candidate.phone ? (
                      <>
                        {" "}
                        · Phone:{" "}
                        <a className="font-medium text-navy-700 underline" href={`tel:${candidate.phone}`}>
                          {formatPhone(candidate.phone)}
                        </a>
                      </>
                    ) : null}
                  </p>
                  {isAdmin ? (
                    <p className="text-ink-muted">
                      Joined {formatDate(candidate.joinedAt)} · Notice period{" "}
                      {candidate.notice_period !== null ? `${candidate.notice_period} days` : "Not specified"}{" "}
                      · Industry{" "}
                      {industryOptions.find(([value]) => value === candidate.industry)?.[1] ??
                        "Not specified"}
                    </p>
                  ) : null}
                  {candidate.hasResume ? (
                    <a href={`/resumes/${candidate.id}`} className={buttonClass("secondary", "sm")} download>
                      Download Resume
                    </a>
                  ) : (
                    <p className="text-ink-muted">No resume uploaded.</p>
                  )}
                </div>
              </Section>
            }
          />
        )}
      </div>
    </div>
  );
}
