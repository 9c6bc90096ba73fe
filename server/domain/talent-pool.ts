// The talent pool (issue #22): employers and admins search every candidate
// whose profile is complete, resumes included. Employers find only those who
// chose "Let recruiters find my profile" and their own applicants; admins find
// everyone. Who looked at a profile is recorded, and the candidate sees it.
import { sql, type Kysely } from "kysely";
import { experienceOptions } from "../../common/schemas/profile-fields";
import {
  educationRanks,
  MATCH_END,
  MATCH_START,
  TALENT_COUNT_LIMIT,
  TALENT_PAGE_SIZE,
  type FoundCandidate,
  type TalentSearch,
} from "../../common/schemas/talent-pool";
import { talentSearchSchema } from "../../common/schemas/talent-pool-rules";
import type { DB } from "../db/schema";
import { errorFields } from "../log";
import { jobInvitationMail } from "../mail/templates";
import { assertCandidate, assertSignedIn, assertStaff, type Actor, type DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUuid } from "./ids";
import { containsPattern, correctedText, groupQueries, searchText } from "./jobs";
import { placeForms, understandQuery } from "./search-vocabulary";
import { consumeRateLimit, countAttempt, noteRefusal, rateLimits } from "./rate-limits";

export interface TalentSearchResult {
  search: TalentSearch;
  cards: FoundCandidate[];
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  correctedQ: string | null;
}

/**
 * The text query as the talent pool matches it: textQueryOf's words, every
 * one of which must be there, without those another word implies; the same
 * candidates match. textQueryOf gives a hyphenated word ("Wi-Fi",
 * "JNCIA-Junos") as a phrase of the whole and its parts (`'wi-fi':* <->
 * 'wi':* <-> 'fi':*`), which the GIN index cannot decide: every row it finds
 * is read again, whole vector and all, for the words' positions (2 s for
 * "Wi-Fi 6" over 200,000 candidates). The text holds the parts right after
 * the whole word wherever it holds the word, so asking for each is the same
 * search. Words implied by others only made the index read more and the
 * planner expect far fewer matches ("Two-wheeler" is five words: it took
 * 29,000 candidates for 26, and read them all for a page). Anything but
 * words, `&` and phrases (textQueryOf makes nothing else) is left as it is.
 */
function talentTerms(terms: string | null): string | null {
  if (!terms) return terms;
  const words: { lexeme: string; prefix: boolean }[] = [];
  const operators = terms.replace(/'((?:[^'\\]|\\.|'')*)'(:\*)?/g, (_, lexeme: string, prefix?: string) => {
    words.push({ lexeme, prefix: Boolean(prefix) });
    return " ";
  });
  if (!words.length || operators.replace(/<->|<\d+>|[&()\s]/g, "") !== "") return terms;
  // A prefix that another word of the query begins with is found wherever
  // that word is: "two":* with "two-wheel":*, "wheel":* with "wheeler":*.
  const implied = (word: { lexeme: string; prefix: boolean }) =>
    word.prefix &&
    words.some(
      (other) => other.lexeme.startsWith(word.lexeme) && (other.lexeme !== word.lexeme || !other.prefix),
    );
  const kept = words
    .filter((word) => !implied(word))
    .map((word) => `'${word.lexeme}'${word.prefix ? ":*" : ""}`);
  return [...new Set(kept)].join(" & ");
}

/**
 * Searches the talent pool. The text matches the candidate's name, skills,
 * designations, summary, companies, courses, institutes and resume (stemmed
 * word prefixes, as the job search), or the name as a substring; a word no
 * profile has is taken for a typo of the closest one that does. Most relevant
 * first with a text (name, skills and designations weigh most, the resume
 * least), most recently updated first without one; 20 a page.
 */
export async function searchCandidates(
  ctx: DomainContext,
  input: Record<string, unknown> | URLSearchParams,
): Promise<TalentSearchResult> {
  const actor = assertStaff(ctx);
  const values = input instanceof URLSearchParams ? Object.fromEntries(input) : input;
  const search = talentSearchSchema.parse(values);
  let found = await runSearch(ctx.db, actor, await understood(ctx.db, search));
  let correctedQ: string | null = null;
  if (search.q && found.total === 0) {
    // Every word the search reads is in candidate_search_words, the
    // summary's and the resume's too (migration 0017).
    const corrected = await correctedText(ctx.db, search.q, "candidate_search_words");
    if (corrected) {
      const again = await runSearch(ctx.db, actor, await understood(ctx.db, { ...search, q: corrected }));
      if (again.total > 0) {
        found = again;
        correctedQ = corrected;
      }
    }
  }
  const cards = await cardsOf(ctx.db, actor, found.ids, found.q, found.terms);
  return {
    search,
    cards,
    total: found.total,
    capped: found.capped,
    page: search.page,
    pageCount: Math.max(1, Math.ceil(found.total / TALENT_PAGE_SIZE)),
    correctedQ,
  };
}

/**
 * The search as the vocabulary reads it (server/domain/search-vocabulary.ts),
 * as the job search does: places under their old and new names and metro
 * neighbours, the trade's abbreviations and what they stand for; "fresher"
 * is the Fresher experience unless an experience is chosen. `q` is then the
 * text without the fresher words, `terms` its full-text query.
 */
async function understood(
  db: Kysely<DB>,
  search: TalentSearch,
): Promise<{ search: TalentSearch; terms: string | null }> {
  if (!search.q) return { search, terms: null };
  const reading = understandQuery(searchText(search.q));
  const q = searchText(reading.text);
  const experience = reading.fresher && !search.experience ? "fresher" : search.experience;
  const terms = q ? (await groupQueries(db, reading.groups, talentTerms)).all : null;
  return { search: { ...search, q, experience }, terms };
}

/** The matching candidates, before their cards: who may be seen, then the filters, then the text. */
function matchesOf(db: Kysely<DB>, actor: Actor, search: TalentSearch, terms: string | null) {
  let matches = db.selectFrom("searchable_candidates as found");
  if (actor.role !== "admin") {
    // applied_to: the employers the candidate applied to (migration 0011).
    matches = matches.where((eb) =>
      eb.or([eb("found.discoverable", "=", true), sql<boolean>`${actor.userId} = any(found.applied_to)`]),
    );
  }
  if (search.city) {
    // The place under any of its names: "Bangalore" finds Bengaluru.
    const patterns = placeForms(search.city).map(containsPattern);
    matches = matches.where((eb) =>
      eb.or(
        patterns.flatMap((pattern) => [
          eb("found.current_city", "ilike", pattern),
          eb("found.home_location", "ilike", pattern),
        ]),
      ),
    );
  }
  if (search.state) matches = matches.where("found.state", "=", search.state);
  if (search.experience) matches = matches.where("found.total_experience", "=", search.experience);
  if (search.salaryMin !== undefined)
    matches = matches.where("found.expected_salary", ">=", Math.round(search.salaryMin * 100_000));
  if (search.salaryMax !== undefined)
    matches = matches.where("found.expected_salary", "<=", Math.round(search.salaryMax * 100_000));
  if (search.notice !== undefined) matches = matches.where("found.notice_period", "<=", search.notice);
  if (search.education)
    matches = matches.where("found.education_rank", ">=", educationRanks[search.education]);
  if (search.industry) matches = matches.where("found.industry", "=", search.industry);
  if (search.updated !== undefined)
    matches = matches.where(
      sql<boolean>`found.updated_at >= now() - make_interval(days => ${search.updated})`,
    );
  if (search.skill) {
    // skill_years (migration 0011): the skill's name, lower case, U+001F, its
    // whole years capped at 50. Years are whole or halves, so "at least N
    // years" is a whole count of N or more.
    const skill = search.skill.toLowerCase();
    const years = search.skillYears ?? 0;
    const accepted = Array.from({ length: 51 - years }, (_, more) => `${skill}\u001f${years + more}`);
    matches = matches.where(sql<boolean>`found.skill_years && ${accepted}::text[]`);
  }
  if (search.q) {
    const pattern = containsPattern(search.q);
    matches = matches.where(
      sql<boolean>`(found.search_vector @@ ${terms}::tsquery or found.name ilike ${pattern})`,
    );
  }
  return matches;
}

async function runSearch(
  db: Kysely<DB>,
  actor: Actor,
  { search, terms }: { search: TalentSearch; terms: string | null },
) {
  const matches = matchesOf(db, actor, search, terms);
  const offset = (search.page - 1) * TALENT_PAGE_SIZE;
  const pattern = containsPattern(search.q);
  // One pass over the matches: up to 1,001 of them, counted, and when there
  // are no more than 1,000, the page of them in order. With a text, the name
  // as typed counts most, then full-text rank (A: name, skills, designations;
  // C: the resume), computed for those rows only when they are to be ranked.
  const limited = search.q
    ? matches.select(["found.candidate_id", "found.updated_at", "found.name", "found.search_vector"])
    : matches.select(["found.candidate_id", "found.updated_at"]);
  const order = search.q
    ? sql`(case when limited.name ilike ${pattern} then 1 else 0 end) + ts_rank(limited.search_vector, ${terms}::tsquery) desc,
        limited.updated_at desc, limited.candidate_id`
    : sql`limited.updated_at desc, limited.candidate_id`;
  const { rows } = await sql<{ matched: number; ids: string[] }>`
    with limited as (${limited.limit(TALENT_COUNT_LIMIT + 1)}),
      counted as (select count(*)::int as n from limited)
    select (select n from counted) as matched,
      array(select limited.candidate_id::text from limited
        where (select n from counted) <= ${TALENT_COUNT_LIMIT}
        order by ${order}
        limit ${TALENT_PAGE_SIZE} offset ${offset}) as ids`.execute(db);
  const matched = Number(rows[0]!.matched);
  const capped = matched > TALENT_COUNT_LIMIT;
  const total = Math.min(matched, TALENT_COUNT_LIMIT);
  let ids = rows[0]!.ids;
  if (capped && offset < total) {
    // A broad search (over a thousand matches): the most recently updated
    // first, which walks an index and stops after a page instead of ranking
    // every match.
    const page = await matches
      .select("found.candidate_id")
      .orderBy("found.updated_at", "desc")
      .orderBy("found.candidate_id")
      .limit(TALENT_PAGE_SIZE)
      .offset(offset)
      .execute();
    ids = page.map((row) => row.candidate_id);
  }
  return { ids, total, capped, terms, q: search.q };
}

/** The words of a text query (textQueryOf's `'word':* & …`), as they are found in a text: for the snippet. */
function lexemesOf(terms: string): string[] {
  const words = [...terms.matchAll(/'((?:[^']|'')+)'/g)].map((match) => match[1]!.replaceAll("''", "'"));
  // The stem of "company" is "compani": its start is what the text holds.
  return [
    ...new Set(words.map((word) => (word.length > 3 && word.endsWith("i") ? word.slice(0, -1) : word))),
  ];
}

const experienceLabel = (value: string | null) =>
  experienceOptions.find(([option]) => option === value)?.[1] ?? /*i18n*/ "Not specified";

/** The cards of a page of candidates, in the page's order. */
async function cardsOf(
  db: Kysely<DB>,
  actor: Actor,
  ids: string[],
  q: string,
  terms: string | null,
): Promise<FoundCandidate[]> {
  if (!ids.length) return [];
  const [profiles, skills] = await Promise.all([
    db
      .selectFrom("candidate_profiles as p")
      .leftJoin("resume_texts as r", (join) =>
        join.onRef("r.candidate_id", "=", "p.id").onRef("r.resume_key", "=", "p.resume_key"),
      )
      .select([
        "p.id",
        "p.first_name",
        "p.last_name",
        "p.current_city",
        "p.home_location",
        "p.total_experience",
        "p.expected_salary",
        "p.notice_period",
        "p.updated_at",
        // Only the page's 20 profiles. The summary, the designations and the
        // resume's first 20,000 characters, of which ts_headline, which reads
        // every word it is given, reads the parts around the searched words
        // (text_excerpt, migration 0011).
        terms
          ? sql<string>`ts_headline('english',
              text_excerpt(concat_ws(' … ', p.profile_summary,
                (select string_agg(e.designation || ' at ' || e.company_name, '; ')
                  from candidate_experience e where e.candidate_id = p.id),
                left(r.body, 20000)), ${lexemesOf(terms)}::text[]),
              ${terms}::tsquery,
              ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`.as(
              "snippet",
            )
          : sql<string | null>`null`.as("snippet"),
        actor.role === "admin"
          ? sql<boolean>`false`.as("applied")
          : sql<boolean>`coalesce((select ${actor.userId} = any(s.applied_to) from searchable_candidates s
              where s.candidate_id = p.id), false)`.as("applied"),
      ])
      .where("p.id", "in", ids)
      .execute(),
    db
      .selectFrom("candidate_skills")
      .select(["candidate_id", "skill_name", "years_of_experience"])
      .where("candidate_id", "in", ids)
      .orderBy("proficiency_level", "desc")
      .orderBy("years_of_experience", "desc")
      .execute(),
  ]);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  return ids.flatMap((id) => {
    const profile = byId.get(id);
    if (!profile) return [];
    const snippet = profile.snippet?.includes(MATCH_START) ? profile.snippet : null;
    return [
      {
        id,
        name: `${profile.first_name} ${profile.last_name}`.trim(),
        city: profile.current_city || profile.home_location || /*i18n*/ "Not specified",
        experience: experienceLabel(profile.total_experience),
        expectedSalary: profile.expected_salary === null ? null : Number(profile.expected_salary),
        noticePeriod: profile.notice_period,
        skills: skills
          .filter((skill) => skill.candidate_id === id)
          .slice(0, 5)
          .map((skill) => ({ name: skill.skill_name, years: Number(skill.years_of_experience) })),
        updatedAt: profile.updated_at,
        snippet: q ? snippet : null,
        applied: profile.applied,
      },
    ];
  });
}

/**
 * Records that an employer or admin opened a candidate's full profile or
 * downloaded their resume. Never fails the view it records: a lost record is
 * logged, the recruiter still sees the profile.
 */
export async function recordProfileView(
  ctx: DomainContext,
  candidateId: string,
  kind: "profile" | "resume",
): Promise<void> {
  const actor = ctx.actor;
  if (!actor || (actor.role !== "employer" && actor.role !== "admin")) return;
  await ctx.db
    .insertInto("profile_views")
    .values({ candidate_id: candidateId, viewer_id: actor.userId, viewer_role: actor.role, kind })
    .execute()
    .catch((error) =>
      ctx.services.log.error("profile view not recorded", { candidateId, ...errorFields(error) }),
    );
}

/** How many recruiters viewed the signed-in candidate's profile in the last 30 days, and when. */
export async function myProfileViews(ctx: DomainContext): Promise<{ recruiters: number; dates: Date[] }> {
  const actor = assertSignedIn(ctx);
  const rows = await ctx.db
    .selectFrom("profile_views")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "profile_views.candidate_id")
    .select(["profile_views.viewer_id", "profile_views.viewed_at"])
    .where("candidate_profiles.user_id", "=", actor.userId)
    .where("profile_views.viewed_at", ">=", sql<Date>`now() - interval '30 days'`)
    .orderBy("profile_views.viewed_at", "desc")
    .execute();
  return {
    recruiters: new Set(rows.map((row) => row.viewer_id ?? "removed")).size,
    dates: rows.map((row) => row.viewed_at),
  };
}

/**
 * What the signed-in candidate's profile page says about the talent pool:
 * who looked in the last 30 days, and whether their resume's text was read
 * ("pending" until the background worker has read it).
 */
export async function myTalentPoolStatus(ctx: DomainContext): Promise<{
  views: { recruiters: number; dates: Date[] };
  resumeText: "extracted" | "empty" | "unreadable" | "pending" | null;
}> {
  const actor = assertSignedIn(ctx);
  const [views, resume] = await Promise.all([
    myProfileViews(ctx),
    ctx.db
      .selectFrom("candidate_profiles as p")
      .leftJoin("resume_texts as r", (join) =>
        join.onRef("r.candidate_id", "=", "p.id").onRef("r.resume_key", "=", "p.resume_key"),
      )
      .select(["p.resume_key", "r.status"])
      .where("p.user_id", "=", actor.userId)
      .executeTakeFirst(),
  ]);
  return { views, resumeText: !resume?.resume_key ? null : (resume.status ?? "pending") };
}

/** Turns the signed-in candidate's "Let recruiters find my profile" on or off. */
export async function setDiscoverable(ctx: DomainContext, value: unknown): Promise<boolean> {
  const actor = assertCandidate(ctx);
  const discoverable = value === true || value === "on" || value === "true";
  const updated = await ctx.db
    .updateTable("candidate_profiles")
    .set({ discoverable })
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  if (!updated.numUpdatedRows)
    throw new DomainError("not_found", /*i18n*/ "Failed to load profile data.", {
      title: /*i18n*/ "Profile Not Found",
    });
  return discoverable;
}

/** The employer's active jobs, for the "Invite to apply" choice (admins: every active job). */
export async function invitableJobs(ctx: DomainContext): Promise<{ id: string; title: string }[]> {
  const actor = assertStaff(ctx);
  return ctx.db
    .selectFrom("jobs")
    .select(["id", "title"])
    .where("is_active", "=", true)
    .$if(actor.role !== "admin", (query) => query.where("owner_id", "=", actor.userId))
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

/**
 * A candidate's inbox is not the employer's to fill: one employer may invite
 * one candidate rateLimits.invitePerCandidateFromEmployer times a day (one
 * job each), and all employers together rateLimits.invitePerCandidate times.
 */
async function checkInvitationsOfCandidate(ctx: DomainContext, candidateId: string, employerId: string) {
  const refusal = (message: string, oneHourMessage: string, retryAfterSeconds: number, max: number) => {
    const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
    return new DomainError("rate_limited", hours === 1 ? oneHourMessage : message, {
      title: /*i18n*/ "Invitation not sent",
      retryAfterSeconds,
      values: { hours, max },
    });
  };
  const fromEmployer = await countAttempt(
    ctx,
    rateLimits.invitePerCandidateFromEmployer,
    `${candidateId} ${employerId}`,
  );
  if (fromEmployer.over) {
    noteRefusal(ctx, fromEmployer.rule);
    throw refusal(
      /*i18n*/ "You have already sent this candidate {max} invitations today. You can invite them again in {hours} hours.",
      /*i18n*/ "You have already sent this candidate {max} invitations today. You can invite them again in 1 hour.",
      fromEmployer.retryAfterSeconds,
      rateLimits.invitePerCandidateFromEmployer.max,
    );
  }
  const fromAnyone = await countAttempt(ctx, rateLimits.invitePerCandidate, candidateId);
  if (fromAnyone.over) {
    noteRefusal(ctx, fromAnyone.rule);
    throw refusal(
      /*i18n*/ "This candidate has had {max} invitations today, the most we send one person. You can invite them again in {hours} hours.",
      /*i18n*/ "This candidate has had {max} invitations today, the most we send one person. You can invite them again in 1 hour.",
      fromAnyone.retryAfterSeconds,
      rateLimits.invitePerCandidate.max,
    );
  }
}

/**
 * Sends a candidate of the talent pool an e-mail inviting them to apply for
 * one of the employer's active jobs: once per candidate and job, at most
 * rateLimits.invitePerEmployer an hour, and at most a few a day to one
 * candidate (checkInvitationsOfCandidate). The candidate must be one the
 * employer may find (discoverable, or an applicant of theirs).
 */
export async function inviteToApply(
  ctx: DomainContext,
  input: { candidateId: unknown; jobId: unknown },
): Promise<{ jobTitle: string; candidateName: string }> {
  const actor = assertStaff(ctx);
  const candidateId = typeof input.candidateId === "string" ? input.candidateId : "";
  const jobId = typeof input.jobId === "string" ? input.jobId : "";
  if (!isUuid(jobId))
    throw new DomainError("invalid", /*i18n*/ "Please choose one of your active jobs.", {
      title: /*i18n*/ "Invitation not sent",
    });
  const notFound = new DomainError("not_found", /*i18n*/ "Failed to load candidate details.", {
    title: /*i18n*/ "Error",
  });
  if (!isUuid(candidateId)) throw notFound;
  const job = await ctx.db
    .selectFrom("jobs")
    .select(["id", "title", "company_name", "owner_id"])
    .where("id", "=", jobId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!job || (actor.role !== "admin" && job.owner_id !== actor.userId))
    throw new DomainError("invalid", /*i18n*/ "Please choose one of your active jobs.", {
      title: /*i18n*/ "Invitation not sent",
    });
  const visible = await matchesOf(ctx.db, actor, talentSearchSchema.parse({}), null)
    .innerJoin("candidate_profiles", "candidate_profiles.id", "found.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select(["candidate_profiles.first_name", "candidate_profiles.last_name", "user.email"])
    .where("found.candidate_id", "=", candidateId)
    .executeTakeFirst();
  if (!visible) throw notFound;
  const candidateName = `${visible.first_name} ${visible.last_name}`.trim();
  const alreadyInvited = () =>
    candidateName
      ? new DomainError("conflict", /*i18n*/ "{name} was already invited to apply for {job}.", {
          title: /*i18n*/ "Already invited",
          values: { name: candidateName, job: job.title },
        })
      : new DomainError("conflict", /*i18n*/ "This candidate was already invited to apply for {job}.", {
          title: /*i18n*/ "Already invited",
          values: { job: job.title },
        });
  const existing = await ctx.db
    .selectFrom("job_invitations")
    .select("id")
    .where("job_id", "=", job.id)
    .where("candidate_id", "=", candidateId)
    .executeTakeFirst();
  if (existing) throw alreadyInvited();
  await consumeRateLimit(ctx, rateLimits.invitePerEmployer, actor.userId);
  await checkInvitationsOfCandidate(ctx, candidateId, actor.userId);
  // The unique key settles two invitations sent at once: one is recorded and mailed.
  const inserted = await ctx.db
    .insertInto("job_invitations")
    .values({ job_id: job.id, candidate_id: candidateId, invited_by: actor.userId })
    .onConflict((conflict) => conflict.columns(["job_id", "candidate_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) throw alreadyInvited();
  // After the record: a mail failure is logged and the outbox keeps the message.
  await ctx.services.mailer
    .send(
      jobInvitationMail(visible.email, visible.first_name, {
        title: job.title,
        company: job.company_name,
        url: `${ctx.services.config.publicUrl}/jobs/${job.id}?from=invite`,
      }),
    )
    .catch((error) => ctx.services.log.error("invitation mail failed", errorFields(error)));
  return { jobTitle: job.title, candidateName };
}
