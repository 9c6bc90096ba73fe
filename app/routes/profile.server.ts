// The profile page's setup wizard (app/routes/profile.tsx), one step at a time.
import { redirect } from "react-router";
import { nestedFormValues, profileSections, type ProfileSection } from "../../common/schemas/profile";
import type { SignedInContext } from "../../server/http/guards";
import { jobAwaitingApplication } from "../../server/domain/application-drafts";
import { DomainError } from "../../server/domain/errors";
import { getMyProfile, isProfileComplete, saveProfile } from "../../server/domain/profiles";
import type { AppContext } from "../../server/http/load-context";
import { redirectWithToast } from "../../server/http/toast";

/**
 * A wizard button: saves the step's section and goes to the step before or
 * after it ('I'm a Fresher' clears all experience and moves on); 'Complete'
 * finishes the profile, if the required fields are filled in.
 */
export async function wizardStep(ctx: SignedInContext, form: FormData, context: AppContext) {
  // The wizard's buttons send one of these; anything else would save a section no one asked for.
  const go = form.get("go");
  if (
    !profileSections.includes(form.get("section") as ProfileSection) ||
    !["next", "previous", "complete", "fresher"].includes(String(go))
  ) {
    throw new DomainError("invalid", /*i18n*/ "Unknown action.");
  }
  const section = form.get("section") as ProfileSection;
  const position = profileSections.indexOf(section);
  if (go === "fresher") {
    await saveProfile(ctx, ["experience"], { experience: [] });
    return redirect("/profile?step=summary");
  }
  const target =
    go === "previous" ? Math.max(0, position - 1) : Math.min(profileSections.length - 1, position + 1);
  const blankSummary = section === "summary" && String(form.get("profile_summary") ?? "").trim() === "";
  // Going back from a summary not yet written has nothing to save.
  if (!(go === "previous" && blankSummary)) await saveProfile(ctx, [section], nestedFormValues(form));
  if (go === "complete") {
    const profile = await getMyProfile(ctx);
    if (!profile || !isProfileComplete(profile)) {
      throw new DomainError(
        "invalid",
        /*i18n*/ "Please fill in your first name, last name, current city and total experience.",
        {
          title: /*i18n*/ "Update failed",
        },
      );
    }
    // Sent here from a job with a cover letter typed (decision 0043): back to that job, the letter filled in.
    const waiting = await jobAwaitingApplication(ctx);
    return redirectWithToast(context, waiting ? `/jobs/${waiting}?apply=1#apply` : "/profile", {
      title: /*i18n*/ "Profile updated successfully",
      description: /*i18n*/ "Your profile is complete. You can now apply for jobs.",
    });
  }
  return redirect(`/profile?step=${profileSections[target]}`);
}
