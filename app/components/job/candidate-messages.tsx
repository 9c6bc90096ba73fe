// The messages a recruiter wrote about one application (issue #37), as the
// candidate reads them in My Applications: newest first, each opened to read.
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../../common/format";

export interface CandidateMessage {
  id: string;
  subject: string;
  body: string;
  sent_at: Date | string;
}

export function CandidateMessages({ messages }: { messages: CandidateMessage[] }) {
  const { t } = useLingui();
  const newestFirst = [...messages].reverse();
  return (
    <section aria-labelledby={`messages-${messages[0]?.id}`} className="sm:col-span-2">
      <h3 id={`messages-${messages[0]?.id}`} className="text-sm font-semibold text-navy-900">
        {t`Messages from the recruiter`}
      </h3>
      <ul className="mt-1 space-y-2">
        {newestFirst.map((message, index) => (
          <li key={message.id} className="rounded-lg border border-stone-200 bg-white text-sm">
            <details open={index === 0} className="group">
              <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 py-2">
                <span className="font-semibold break-words text-navy-900">{message.subject}</span>
                <span className="text-ink-muted">· {formatDate(message.sent_at)}</span>
              </summary>
              <p className="border-t border-stone-100 px-3 py-2 whitespace-pre-line break-words text-[15px]">
                {message.body}
              </p>
            </details>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-ink-muted">{t`Reply to the e-mail to answer the recruiter.`}</p>
    </section>
  );
}
