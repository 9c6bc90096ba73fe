// "Upload your resume to fill this in" on the wizard's first step, and the
// note on each step that shows what was read (decision 0045). A plain
// multipart form: it works before JavaScript loads.
import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import { Button } from "../ui/button";

export function ResumeFill({ hasResume, filled }: { hasResume: boolean; filled: boolean }) {
  const { t } = useLingui();
  const reading = useNavigation().formData?.get("intent") === "fill-from-resume";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-6 rounded-2xl border border-navy-100 bg-navy-50/60 p-5 sm:p-6"
    >
      <input type="hidden" name="intent" value="fill-from-resume" />
      <h2 className="text-lg font-semibold text-navy-900">{t`Upload your resume to fill this in`}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {filled
          ? t`Your resume has been read. A new upload replaces it and fills the empty fields again.`
          : hasResume
            ? t`You have a resume with us. Upload it again, or a newer one, to fill in the steps from it.`
            : t`We read your name, mobile number, city, skills, jobs and education from it. Nothing is saved until you check each step and press Next.`}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor="fill-resume" className="sr-only">
          {t`Resume (PDF, DOC or DOCX, up to 5 MB)`}
        </label>
        <input
          id="fill-resume"
          name="resume"
          type="file"
          required
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-white file:px-3 file:font-medium file:text-navy-800"
        />
        <Button type="submit" variant="secondary" disabled={reading} className="shrink-0">
          {reading ? t`Reading your resume...` : t`Fill from resume`}
        </Button>
      </div>
    </Form>
  );
}

/** Said on a step whose fields were filled from the resume and are not saved yet. */
export function FilledNotice() {
  const { t } = useLingui();
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {t`Filled in from your resume. Check and correct these details: they are saved only when you move on from this step.`}
    </p>
  );
}
