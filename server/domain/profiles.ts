// Candidate profiles: the personal details, education, skills, experience,
// summary, photo and resume employers judge a candidate by.
import type { DomainContext } from "./context";

/** The fields a profile needs before its owner can apply (SPEC §5 personal step and summary). */
export function isProfileComplete(profile: {
  first_name: string;
  last_name: string;
  current_city: string | null;
  total_experience: string | null;
  profile_summary: string | null;
}): boolean {
  return Boolean(
    profile.first_name.trim() &&
      profile.last_name.trim() &&
      profile.current_city?.trim() &&
      profile.total_experience &&
      profile.profile_summary?.trim(),
  );
}

/** The signed-in user's own candidate profile id and whether it is complete; null when they have none. */
export async function candidateOf(ctx: DomainContext): Promise<{ id: string; complete: boolean } | null> {
  if (!ctx.actor) return null;
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select(["id", "first_name", "last_name", "current_city", "total_experience", "profile_summary"])
    .where("user_id", "=", ctx.actor.userId)
    .executeTakeFirst();
  return profile ? { id: profile.id, complete: isProfileComplete(profile) } : null;
}
