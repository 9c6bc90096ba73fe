import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { formatDate } from "../../../common/format";
import { MAX_UPLOAD_BYTES } from "../../../common/schemas/profile-fields";
import { Button } from "../ui/button";
import { ErrorSummary } from "../ui/error-summary";
import { Section } from "./profile-view";

const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"];
const documentTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

/** An upload's refusal: the server's, or the browser's before sending. */
export interface UploadRefusal {
  intent?: string;
  toast: { title: string; description?: string };
  fieldErrors: Record<string, string | undefined>;
}

/**
 * Checks a chosen file before it is sent (the server checks again, by
 * content); the refusal, if any, is said in the form's error summary.
 */
function precheck(
  event: React.FormEvent<HTMLFormElement>,
  kind: "photo" | "resume",
  refuse: (refusal: UploadRefusal | null) => void,
) {
  const input = event.currentTarget.elements.namedItem(kind) as HTMLInputElement | null;
  const file = input?.files?.[0];
  refuse(null);
  if (!file) return;
  const bad =
    kind === "photo"
      ? !imageTypes.includes(file.type)
        ? { title: /*i18n*/ "Invalid file type", description: /*i18n*/ "Please select an image file." }
        : file.size > MAX_UPLOAD_BYTES
          ? {
              title: /*i18n*/ "File too large",
              description: /*i18n*/ "Please select an image smaller than 5MB.",
            }
          : null
      : !documentTypes.includes(file.type) && !/\.(pdf|docx?)$/i.test(file.name)
        ? { title: /*i18n*/ "Upload failed", description: /*i18n*/ "Please upload a PDF or Word document." }
        : file.size > MAX_UPLOAD_BYTES
          ? {
              title: /*i18n*/ "Upload failed",
              description: /*i18n*/ "Please upload a file smaller than 5MB.",
            }
          : null;
  if (bad) {
    event.preventDefault();
    refuse({ intent: `upload-${kind}`, toast: bad, fieldErrors: {} });
  }
}

/** What the resume's text reading found, when it is worth saying. */
const resumeTextNotes = {
  empty: msg`No text found in this resume (a scanned file?): recruiters cannot find it by its words.`,
  unreadable: msg`This resume could not be read: recruiters cannot find it by its words. Try saving it again as PDF.`,
} as const;

/** The profile photo and resume uploads, each with its own refusal. */
export function PhotoAndResume({
  done,
  failed,
  hasResume,
  resumeFilename,
  resumeUploadedAt,
  resumeText,
}: {
  /** The page's last action answer: a finished upload empties its picker. */
  done: { ok: boolean; intent?: string } | undefined;
  failed: UploadRefusal | null;
  hasResume: boolean;
  resumeFilename: string | null;
  resumeUploadedAt: Date | string | null;
  resumeText: "extracted" | "empty" | "unreadable" | "pending" | null;
}) {
  const { t, i18n } = useLingui();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // A finished upload empties its picker, so the file's name does not linger as if still to be sent.
  const photoForm = useRef<HTMLFormElement>(null);
  const resumeForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done?.ok && done.intent) (done.intent === "upload-photo" ? photoForm : resumeForm).current?.reset();
  }, [done]);
  // A file refused in the browser before sending, else the server's refusal.
  const [refused, setRefused] = useState<UploadRefusal | null>(null);
  const shown = refused ?? failed;
  const summaryOf = (intent: string) => (shown?.intent === intent ? <ErrorSummary result={shown} /> : null);
  return (
    <Section title={t`Photo and Resume`}>
      <Form
        ref={photoForm}
        method="post"
        encType="multipart/form-data"
        className="space-y-2"
        onSubmit={(event) => precheck(event, "photo", setRefused)}
      >
        <input type="hidden" name="intent" value="upload-photo" />
        {summaryOf("upload-photo")}
        <label htmlFor="photo" className="block text-sm font-medium">
          {t`Profile photo`} <span className="text-ink-muted">{t`(JPEG, PNG or WebP, up to 5 MB)`}</span>
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/*"
          required
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={uploading === "upload-photo"}>
          {uploading === "upload-photo" ? t`Uploading...` : t`Upload Photo`}
        </Button>
      </Form>
      <Form
        ref={resumeForm}
        method="post"
        encType="multipart/form-data"
        className="mt-5 space-y-2 border-t border-stone-200 pt-5"
        onSubmit={(event) => precheck(event, "resume", setRefused)}
      >
        <input type="hidden" name="intent" value="upload-resume" />
        {summaryOf("upload-resume")}
        <label htmlFor="resume" className="block text-sm font-medium">
          {t`Resume`} <span className="text-ink-muted">{t`(PDF, DOC or DOCX, up to 5 MB)`}</span>
        </label>
        {hasResume ? (
          <p className="text-sm text-ink-muted">
            {resumeUploadedAt
              ? t`Current: ${resumeFilename}, uploaded ${formatDate(resumeUploadedAt)}. A new upload replaces it.`
              : t`Current: ${resumeFilename}. A new upload replaces it.`}
          </p>
        ) : null}
        {hasResume && (resumeText === "empty" || resumeText === "unreadable") ? (
          <p className="text-sm text-amber-900">{i18n._(resumeTextNotes[resumeText])}</p>
        ) : null}
        <input
          id="resume"
          name="resume"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          required
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={uploading === "upload-resume"}>
          {uploading === "upload-resume" ? t`Uploading...` : t`Upload Resume`}
        </Button>
      </Form>
      <p className="mt-4 text-xs text-ink-muted">
        {t`Your resume is private: only you, employers whose jobs you apply to, our administrators and, if you let recruiters find your profile, employers searching our talent pool can open it.`}
      </p>
    </Section>
  );
}
