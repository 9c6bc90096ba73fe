// Jobs: the postings candidates browse and employers own.
import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import {
  ALL_MODES,
  ALL_STATES,
  ALL_TYPES,
  CAREERS_LIMIT,
  COUNT_LIMIT,
  DESCRIPTION_EXCERPT_LENGTH,
  experienceLevels,
  JOBS_PAGE_SIZE,
  type JobDetail,
  type JobSearch,
  type JobSearchResult,
  type JobSummary,
} from "../../common/schemas/jobs";
import { jobSearchSchema } from "../../common/schemas/jobs-rules";
import { jobFieldNames, type JobFields, type RequiredJobField } from "../../common/schemas/job-form";
import { jobOrderFieldNames } from "../../common/schemas/job-orders";
import type { DB, JobsTable } from "../db/schema";
import { site } from "../../app/site.config";
import type { DomainContext } from "./context";
import { isUuid } from "./ids";
import { DomainError, validate } from "./errors";
import { FRESHER_YEARS, isVocabularyWord, understandQuery, type QueryGroup } from "./search-vocabulary";

/** A job as written by a form, the bulk import or the demo seed: the job form's fields, defaults optional. */
export type NewJob = Pick<JobFields, RequiredJobField> &
  Partial<Omit<JobFields, RequiredJobField>> & { is_active?: boolean };

/**
 * Reads a years range out of free text such as "2-5 years", "5+ years",
 * "0-1 year" or "Fresher", for the experience filter. Unknown text gives nulls.
 */
export function parseExperienceRange(text: string | null | undefined): {
  min: number | null;
  max: number | null;
} {
  if (!text) return { min: null, max: null };
  const value = text.toLowerCase();
  if (/fresher|entry/.test(value)) return { min: 0, max: 1 };
  const range = value.match(/(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const open = value.match(/(\d{1,2})\s*\+/);
  if (open) return { min: Number(open[1]), max: null };
  const single = value.match(/(\d{1,2})/);
  if (single) return { min: Number(single[1]), max: Number(single[1]) };
  return { min: null, max: null };
}

export function jobRow(job: NewJob, postedBy: string | null): Insertable<JobsTable> {
  const experience = parseExperienceRange(job.experience_required);
  const { other_locations: others, ...fields } = job;
  return {
    ...fields,
    // jsonb: the list as its JSON (a driver would send an array as PostgreSQL's array).
    ...(others ? { other_locations: JSON.stringify(others) } : {}),
    title: job.title.trim(),
    // Written from the client by resolveJobClients (clients.ts); no client and no name is the firm.
    company_name: (job.company_name ?? site.name).trim(),
    location_city: job.location_city.trim(),
    location_state: job.location_state.trim(),
    experience_min_years: experience.min,
    experience_max_years: experience.max,
    posted_by: postedBy,
    // The order's owner: the one named (job-orders.ts checks who may name one), else the poster.
    owner_id: job.owner_id ?? postedBy,
  };
}

/** Inserts jobs as given; callers validate and authorise first. */
export async function insertJobs(
  db: Kysely<DB> | Transaction<DB>,
  jobs: NewJob[],
  postedBy: string | null,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insertInto("jobs")
    .values(jobs.map((job) => jobRow(job, postedBy)))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

// ── Reading jobs: careers, search, job pages ─────────────────────────────────
// Only active jobs exist for candidates and visitors: every read below filters
// on is_active, so an inactive job is invisible in lists, search, the job page,
// applying and the API alike.

export function jobNotFound() {
  return new DomainError(
    "not_found",
    /*i18n*/ "The job you're looking for doesn't exist or is no longer active.",
    {
      title: /*i18n*/ "Job Not Found",
    },
  );
}

/**
 * Whether a job still takes applications: no deadline, or the deadline is
 * today or later in India (the deadline day itself counts, until midnight IST).
 */
export const acceptingApplications = sql<boolean>`(jobs.application_deadline is null or jobs.application_deadline >= (now() at time zone 'Asia/Kolkata')::date)`;

/** India's date of `now`, "2026-11-28": a deadline is the end of that day in Asia/Kolkata. */
export function indiaDate(now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export const PAST_DEADLINE_MESSAGE =
  /*i18n*/ "The application deadline has passed. Choose today or a later date.";

/** The columns of a job card (JobSummary), for the lists that show jobs: search, careers, saved jobs. */
export const summaryColumns = [
  "jobs.id",
  "jobs.title",
  "jobs.company_name",
  "jobs.location_city",
  "jobs.location_state",
  // Its other places and work mode (decision 0053): a card says "+2 more" and "Remote".
  "jobs.other_locations",
  "jobs.work_mode",
  "jobs.job_type",
  "jobs.employment_type",
  "jobs.experience_required",
  "jobs.salary_min",
  "jobs.salary_max",
  // One character more than the excerpt, so excerptOf can tell that it was cut.
  sql<string>`left(jobs.job_description, ${DESCRIPTION_EXCERPT_LENGTH + 1})`.as("description_excerpt"),
  "jobs.required_skills",
  "jobs.job_highlights",
  "jobs.application_deadline",
  "jobs.created_at",
] as const;

/** The description's first DESCRIPTION_EXCERPT_LENGTH characters, cut at a word, with "…" when cut. */
export function excerptOf(text: string): string {
  const characters = Array.from(text); // code points, as PostgreSQL's left() counts them
  if (characters.length <= DESCRIPTION_EXCERPT_LENGTH) return text;
  const cut = characters.slice(0, DESCRIPTION_EXCERPT_LENGTH).join("");
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > DESCRIPTION_EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A row of summaryColumns (and `accepting`) as a JobSummary: the excerpt cut, the date as text. */
export function toSummary<R extends { created_at: Date; accepting: boolean; description_excerpt: string }>(
  row: R,
) {
  return {
    ...row,
    description_excerpt: excerptOf(row.description_excerpt),
    created_at: new Date(row.created_at).toISOString(),
    accepting: Boolean(row.accepting),
  };
}

/** The newest active jobs for /careers 'Current Openings' (SPEC §7: limit 20). */
export async function listCareerJobs(ctx: DomainContext): Promise<JobSummary[]> {
  const rows = await ctx.db
    .selectFrom("jobs")
    .select([...summaryColumns, acceptingApplications.as("accepting")])
    .where("jobs.is_active", "=", true)
    // A job past its deadline leaves at once, before the closing task closes it (decision 0048).
    .where(acceptingApplications)
    .orderBy("jobs.created_at", "desc")
    .orderBy("jobs.id")
    .limit(CAREERS_LIMIT)
    .execute();
  return rows.map(toSummary);
}

/** `%text%` for ILIKE, with the pattern characters in `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A search as /jobs reads its address. Lenient like the schema: a NUL (PostgreSQL cannot take it) is dropped, not refused. */
export function readJobSearch(input: Record<string, unknown> | URLSearchParams): JobSearch {
  const values = input instanceof URLSearchParams ? Object.fromEntries(input) : input;
  return validate(
    jobSearchSchema,
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === "string" ? value.replaceAll("\u0000", "") : value,
      ]),
    ),
  );
}

/**
 * Searches active jobs (SPEC §2 /jobs): the text matches the title, the city
 * or any required skill, case-insensitively, as a substring or as full-text
 * words (stemmed: "engineers" finds "Engineer"); when nothing matches so, each
 * word no job has is taken as a typo for the closest word jobs do have
 * (correctedText: "kubernets" finds "Kubernetes"). Filters by state and experience; newest
 * first without a text, most relevant first with one; 20 a page. Public: the
 * API's job list uses it too, and the /jobs page asks for sign-in itself.
 */
export async function searchJobs(
  ctx: DomainContext,
  input: Record<string, unknown> | URLSearchParams,
): Promise<JobSearchResult & { search: JobSearch }> {
  const search = readJobSearch(input);
  // The same search gives the same jobs to everyone (who has applied is added
  // by the caller), so the answer is shared until the jobs change
  // (server/cache/registry.ts). The text matches without regard to case, so
  // "CCNA" and "ccna" are one search.
  const key = JSON.stringify([
    searchText(search.q).toLowerCase(),
    search.state,
    search.experience,
    search.salary,
    search.type,
    search.mode,
    search.sort,
    search.page,
  ]);
  const found = await ctx.services.caches.jobSearches.read(key, () => findJobs(ctx.db, search));
  return { ...found!, search };
}

/** Jobs posted after `after`, up to and including `until` (a job alert's new jobs). */
export interface PostedWindow {
  after: Date;
  until: Date;
}

/**
 * What a search reads beyond the /jobs page's own: only the jobs posted in a
 * window (a job alert), or pages of another size (a feed's 500 jobs, page 1
 * of them starting at the first match as /jobs's page 1 does).
 */
export interface SearchScope {
  window?: PostedWindow;
  pageSize?: number;
}

/**
 * The search of the /jobs page, limited to the jobs posted in `window`: what
 * a job alert for that search sends (server/domain/job-alerts.ts). The same
 * matching, typo correction and order as the page, so the e-mail lists the
 * jobs the page would, restricted to the new ones. Not cached: each alert
 * run asks each search once.
 */
export function findNewJobs(
  db: Kysely<DB>,
  search: JobSearch,
  window: PostedWindow,
): Promise<JobSearchResult> {
  return findJobs(db, search, { window });
}

/**
 * The text a search matches by: none when it has no letter or digit
 * ("!@#$%"), which no word nor title could match either way, and which as an
 * ILIKE pattern no trigram index can serve (every job read: 200 ms over
 * 100,000 jobs). Such a search lists all jobs, as an empty one does.
 */
export function searchText(q: string): string {
  return /[\p{L}\p{N}]/u.test(q) ? q : "";
}

/**
 * What a search text asks for (server/domain/search-vocabulary.ts): its words
 * with their alternatives as full-text queries (`terms` finds, `exact` ranks
 * first), the text as typed without the fresher words, and whether those
 * were there.
 */
export interface SearchPlan {
  text: string;
  terms: string | null;
  exact: string | null;
  fresher: boolean;
}

/** The plan of a search text; one query to the database when it has words. */
export async function planSearch(db: Kysely<DB> | Transaction<DB>, q: string): Promise<SearchPlan> {
  const understood = understandQuery(searchText(q));
  const text = searchText(understood.text);
  if (!text) return { text: "", terms: null, exact: null, fresher: understood.fresher };
  const { all, exact } = await groupQueries(db, understood.groups);
  return { text, terms: all, exact, fresher: understood.fresher };
}

/**
 * The search itself, uncached (searchJobs shares its answers): exported for
 * bench/public-search.ts, which times a new search.
 */
export async function findJobs(
  db: Kysely<DB>,
  search: JobSearch,
  scope: SearchScope = {},
): Promise<JobSearchResult> {
  const plan = await planSearch(db, search.q);
  const exact = await runSearch(db, search, plan, scope);
  if (!plan.text || exact.total > 0) return exact;
  // Nothing found: perhaps a word is misspelt ("hyderbad"). Each word no job
  // has is replaced by the closest word jobs do have, and the search runs
  // again. Typos are corrected only when the text finds nothing, so a rare
  // real word is never "corrected" into a common one; nor is a word of the
  // vocabulary, or one that begins a known word.
  const corrected = await correctedText(db, searchText(search.q));
  if (!corrected) return exact;
  const found = await runSearch(db, search, await planSearch(db, corrected), scope);
  return found.total > 0 ? { ...found, correctedQ: corrected } : exact;
}

/**
 * How alike a misspelt word and its correction must be (pg_trgm similarity,
 * 0-1). 0.5 takes one wrong, missing or extra letter in words of six letters
 * or more ("hyderbad", "enginer", "kubernets", "techncian").
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Shorter words are too alike to correct: "noc" must not become "noida". */
const CORRECTED_WORD_MIN_LENGTH = 4;
/** Trigram neighbours of a word weighed by edit distance as well. */
const CANDIDATES_PER_WORD = 10;

/**
 * Edits a word of this length may be away from its correction: one for most
 * words, two from eight letters. Two swapped letters count as one edit
 * ("netwrok"), which trigrams alone judge far apart.
 */
function editsAllowed(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * Letters to insert, delete, change or swap with a neighbour to turn `a`
 * into `b` (the optimal-string-alignment distance), or `limit + 1` once it
 * is sure to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, limit + 1);
}

/**
 * The text with each word that no job has (migration 0005's search_words)
 * replaced by the closest word jobs have (or, with candidate_search_words,
 * the closest word of the candidates' profiles: the talent pool); null when there is nothing to
 * correct. Words are split as the migration splits them. Closest is the
 * fewest edits within editsAllowed, then the most similar trigrams; a word
 * with no such neighbour, nor one of similarity WORD_SIMILARITY_THRESHOLD,
 * is left as it is.
 */
export async function correctedText(
  db: Kysely<DB>,
  q: string,
  wordsTable: "search_words" | "candidate_search_words" = "search_words",
): Promise<string | null> {
  const known = sql.table(wordsTable);
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // A word of the vocabulary ("driver", "chauffeur", "bangalore"), or the start
  // of one, is meant as typed.
  const unsure = [
    ...new Set(words.filter((word) => word.length >= CORRECTED_WORD_MIN_LENGTH && !isVocabularyWord(word))),
  ];
  if (!unsure.length) return null;
  // The % operator finds the neighbours by index at pg_trgm's own threshold
  // (0.3 unless an operator changed it), a setting; the rest is weighed here.
  const { rows } = await sql<{
    word: string;
    known: boolean;
    candidate: string | null;
    similarity: number | null;
  }>`
    select given.word,
      -- Known as it is, or as the start of a known word ("kuberne"): the
      -- search finds it as a prefix. The trigram index serves the LIKE.
      exists (select 1 from ${known} as words where words.word like given.word || '%') as known,
      near.word as candidate, near.similarity
    from unnest(${sql.val(unsure)}::text[]) as given(word)
    left join lateral (
      select words.word, similarity(words.word, given.word) as similarity
      from ${known} as words
      where words.word % given.word
      order by similarity(words.word, given.word) desc, words.word
      limit ${CANDIDATES_PER_WORD}
    ) as near on true`.execute(db);
  const best = new Map<string, { word: string; edits: number; similarity: number }>();
  const knownWords = new Set(rows.filter((row) => row.known).map((row) => row.word));
  for (const row of rows) {
    if (knownWords.has(row.word) || row.candidate === null) continue;
    const similarity = Number(row.similarity);
    const limit = editsAllowed(Array.from(row.word).length);
    const edits = editDistance(row.word, row.candidate, limit);
    if (edits > limit && similarity < WORD_SIMILARITY_THRESHOLD) continue;
    const current = best.get(row.word);
    if (!current || edits < current.edits || (edits === current.edits && similarity > current.similarity)) {
      best.set(row.word, { word: row.candidate, edits, similarity });
    }
  }
  const corrections = new Map([...best].map(([word, { word: correction }]) => [word, correction] as const));
  if (!corrections.size) return null;
  return words.map((word) => corrections.get(word) ?? word).join(" ");
}

/**
 * The text as a full-text query: every word, stemmed, as the start of a word
 * of the title, a skill or the city ("kube" finds Kubernetes, "engineers"
 * Engineer); words of one or two letters must match whole. Null when the text
 * has no words (only "the", say). Worked out in a query of its own so that the
 * search queries carry it as a value: PostgreSQL then estimates from its
 * statistics how many jobs match, and plans accordingly.
 */
export async function textQueryOf(db: Kysely<DB> | Transaction<DB>, q: string): Promise<string | null> {
  const { rows } = await sql<{ terms: string | null }>`
    select to_tsquery('english', string_agg(
      case when length(lexeme) >= 3 then quote_literal(lexeme) || ':*' else quote_literal(lexeme) end, ' & '))::text as terms
    from unnest(to_tsvector('english', ${q}))`.execute(db);
  return rows[0]?.terms || null;
}

/**
 * The groups of a search text (understandQuery) as full-text queries: each
 * alternative as textQueryOf makes it, the alternatives of a group joined by
 * `|`, the groups by `&`. `exact` has only each group's exact alternatives
 * (a place's own names, not its metro neighbours). A group whose every
 * alternative is only stop words ("the") is left out, as textQueryOf leaves
 * the word out. One query to the database for all alternatives.
 * `each` rewrites each alternative's query (the talent pool's talentTerms).
 */
export async function groupQueries(
  db: Kysely<DB> | Transaction<DB>,
  groups: QueryGroup[],
  each: (terms: string | null) => string | null = (terms) => terms,
): Promise<{ all: string | null; exact: string | null }> {
  const texts = [...new Set(groups.flatMap((group) => group.alternatives))];
  if (!texts.length) return { all: null, exact: null };
  const { rows } = await sql<{ text: string; terms: string | null }>`
    select given.text, (
      select to_tsquery('english', string_agg(
        case when length(lexeme) >= 3 then quote_literal(lexeme) || ':*' else quote_literal(lexeme) end, ' & '))::text
      from unnest(to_tsvector('english', given.text))) as terms
    from unnest(${sql.val(texts)}::text[]) as given(text)`.execute(db);
  const termsOf = new Map(rows.map((row) => [row.text, each(row.terms || null)]));
  const join = (pick: (group: QueryGroup) => string[]) => {
    const parts = groups.flatMap((group) => {
      const alternatives = [...new Set(pick(group).flatMap((text) => termsOf.get(text) ?? []))];
      if (!alternatives.length) return [];
      return [alternatives.length === 1 ? alternatives[0]! : alternatives.map((a) => `( ${a} )`).join(" | ")];
    });
    if (!parts.length) return null;
    return parts.length === 1 ? parts[0]! : parts.map((part) => `( ${part} )`).join(" & ");
  };
  return { all: join((group) => group.alternatives), exact: join((group) => group.exact) };
}

/**
 * The search as queries. Exported for bench/jobs-search.ts, which EXPLAINs
 * them. The matching, counting and ordering read searchable_jobs, the active
 * jobs' search fields (migration 0007), where every text condition is served
 * by an index: the tsvector's GIN index, or a trigram GIN index (ILIKE). Only
 * the page's jobs are read whole from jobs.
 */
export function searchQueries(
  db: Kysely<DB> | Transaction<DB>,
  search: JobSearch,
  plan: SearchPlan,
  { window, pageSize = JOBS_PAGE_SIZE }: SearchScope = {},
) {
  const { state, experience, page, salary, type, mode, sort } = search;
  const { terms, fresher } = plan;
  const q = plan.text;
  const exactTerms = plan.exact ?? terms;
  let matches = db.selectFrom("searchable_jobs as found");
  if (window)
    matches = matches
      .where("found.created_at", ">", window.after)
      .where("found.created_at", "<=", window.until);
  // Any of the job's places in the state (migration 0026's GIN index on states).
  if (state !== ALL_STATES) matches = matches.where(sql<boolean>`found.states @> array[${state}]::text[]`);
  const level = experienceLevels.find((candidate) => candidate.value === experience);
  if (level) {
    // Overlap of the job's [min, max] (max open when null) with the bucket's.
    matches = matches.where("found.experience_min_years", "is not", null);
    if (level.max !== null) matches = matches.where("found.experience_min_years", "<=", level.max);
    matches = matches.where(sql<boolean>`coalesce(found.experience_max_years, 100) >= ${level.min}`);
  }
  if (fresher) {
    // "fresher" in the text: the job's range overlaps 0-1 years.
    matches = matches
      .where("found.experience_min_years", "is not", null)
      .where("found.experience_min_years", "<=", FRESHER_YEARS.max)
      .where(sql<boolean>`coalesce(found.experience_max_years, 100) >= ${FRESHER_YEARS.min}`);
  }
  // The salary the job pays at most (annual rupees) reaches the minimum asked (LPA).
  if (salary > 0) matches = matches.where("found.salary_max", ">=", Math.round(salary * 100_000));
  if (type !== ALL_TYPES) matches = matches.where("found.job_type", "=", type);
  if (mode !== ALL_MODES) matches = matches.where("found.work_mode", "=", mode);
  // The words (textQueryOf), or the text anywhere inside the title or one
  // of the job's cities ("Ops" in "DevOps").
  const words = sql`${terms}::tsquery`;
  const pattern = containsPattern(q);
  if (q) {
    matches = matches.where(
      sql<boolean>`(found.search_vector @@ ${words} or found.title ilike ${pattern} or found.cities ilike ${pattern})`,
    );
  }
  // Relevance: the text inside the title counts most, then the place itself
  // rather than its metro neighbours (the exact query), then full-text rank
  // (title words weigh more than skills, skills more than the city).
  const relevance = sql<number>`(case when found.title ilike ${pattern} then 1 else 0 end)
    + (case when found.search_vector @@ ${exactTerms}::tsquery then 0.5 else 0 end)
    + ts_rank(found.search_vector, ${words})`;
  const columns = [...summaryColumns, acceptingApplications.as("accepting")] as const;
  const offset = (page - 1) * pageSize;
  /**
   * Whole jobs of `some` matches, newest first, or with `bySalary` the
   * highest salary first, then the newest: an index of searchable_jobs
   * (migrations 0007, 0017) holds each order, so the walk stops after a page.
   */
  const inOrder = (some: typeof matches, limit: number, skip: number, bySalary = false) =>
    db
      .selectFrom("jobs")
      .select(columns)
      .where(
        "jobs.id",
        "in",
        some
          .select("found.id")
          .$if(bySalary, (query) => query.orderBy("found.salary_max", "desc"))
          .orderBy("found.created_at", "desc")
          .orderBy("found.id")
          .limit(limit)
          .offset(skip),
      )
      .$if(bySalary, (query) => query.orderBy("jobs.salary_max", "desc"))
      .orderBy("jobs.created_at", "desc")
      .orderBy("jobs.id");
  const newestFirst = (some: typeof matches, limit: number, skip: number) => inOrder(some, limit, skip);
  return {
    /**
     * Without a text, or sorted by newest or salary: one page of jobs in
     * that order (relevance without a text is newest first).
     */
    page: inOrder(matches, pageSize, offset, sort === "salary"),
    // Counted up to one more than COUNT_LIMIT: exact below it, "1,000+" above,
    // so a broad search never counts tens of thousands of rows.
    count: db
      .selectFrom(
        matches
          .select(sql<number>`1`.as("one"))
          .limit(COUNT_LIMIT + 1)
          .as("limited"),
      )
      .select(sql<number>`count(*)`.as("n")),
    /**
     * With a text: the page's jobs, most relevant first, each carrying the
     * number of matches (up to COUNT_LIMIT + 1), from one pass over the
     * matches.
     */
    ranked: db
      .with("matched", () =>
        matches.select(["found.id", "found.created_at", relevance.as("relevance")]).limit(COUNT_LIMIT + 1),
      )
      // Sorted and cut to the page before the join, so that only the page's
      // rows are read whole.
      .with("shown", (query) =>
        query
          .selectFrom("matched")
          .selectAll()
          .orderBy("relevance", "desc")
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(pageSize)
          .offset(offset),
      )
      .selectFrom("shown")
      .innerJoin("jobs", "jobs.id", "shown.id")
      .select([...columns, sql<number>`(select count(*)::int from matched)`.as("matched_count")])
      .orderBy("shown.relevance", "desc")
      .orderBy("shown.created_at", "desc")
      .orderBy("shown.id"),
    // A broad text (more than COUNT_LIMIT matches) in two groups, each newest
    // first, so PostgreSQL can walk the newest-first index and stop after a
    // page instead of ranking every match: the text inside the title, then
    // the rest.
    inTitle: (limit: number, skip: number) =>
      newestFirst(matches.where("found.title", "ilike", pattern), limit, skip),
    elsewhere: (limit: number, skip: number) =>
      newestFirst(matches.where("found.title", "not ilike", pattern), limit, skip),
  };
}

/**
 * The ranked query, with PostgreSQL told to find the matches by index. For a
 * text matching a few thousand jobs spread thin ("noc engineer": 4 in 100)
 * the planner would rather scan searchable_jobs until 1,001 matches turn up,
 * testing the text against some 25,000 rows; the full-text index lists the
 * matches at once, and even for a word most jobs have ("engineer") building
 * that list is a few milliseconds. Inside a transaction of its own, so the
 * setting ends with it.
 */
async function rankedMatches(
  db: Kysely<DB> | Transaction<DB>,
  search: JobSearch,
  plan: SearchPlan,
  scope: SearchScope,
) {
  if (db.isTransaction) return searchQueries(db, search, plan, scope).ranked.execute();
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return searchQueries(trx, search, plan, scope).ranked.execute();
  });
}

async function runSearch(
  db: Kysely<DB> | Transaction<DB>,
  search: JobSearch,
  plan: SearchPlan,
  scope: SearchScope,
): Promise<JobSearchResult> {
  const pageSize = scope.pageSize ?? JOBS_PAGE_SIZE;
  const queries = searchQueries(db, search, plan, scope);
  let matched: number;
  let rows: Awaited<ReturnType<typeof queries.page.execute>> = [];
  if (!plan.text || search.sort !== "relevance") {
    matched = Number((await queries.count.executeTakeFirstOrThrow()).n);
    if (matched > 0) rows = await queries.page.execute();
  } else {
    const ranked = await rankedMatches(db, search, plan, scope);
    // No row on page 1: no match. Past the last page the count is asked apart.
    if (ranked.length) matched = Number(ranked[0].matched_count);
    else if (search.page === 1) matched = 0;
    else matched = Number((await queries.count.executeTakeFirstOrThrow()).n);
    if (matched > COUNT_LIMIT) rows = await broadSearchPage(queries, search.page, pageSize);
    else rows = ranked.map(({ matched_count: _, ...row }) => row);
  }
  const capped = matched > COUNT_LIMIT;
  const total = Math.min(matched, COUNT_LIMIT);
  return {
    jobs: rows.map(toSummary),
    total,
    capped,
    page: search.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    correctedQ: null,
  };
}

/**
 * A page of a broad text search: the jobs with the text in their title,
 * newest first, then the other matches, newest first. Ranking tens of
 * thousands of matches by relevance read every one of them (a search for
 * "ccna" took 50 to 300 ms on 100,000 jobs); walking the newest-first index
 * stops after a page (under 1 ms). The second group is asked for only when the
 * first does not fill the page.
 */
async function broadSearchPage(queries: ReturnType<typeof searchQueries>, page: number, pageSize: number) {
  const wanted = page * pageSize;
  const skip = wanted - pageSize;
  const inTitle = await queries.inTitle(wanted, 0).execute();
  if (inTitle.length >= wanted) return inTitle.slice(skip);
  const rest = await queries
    .elsewhere(wanted - Math.max(inTitle.length, skip), Math.max(0, skip - inTitle.length))
    .execute();
  return [...inTitle.slice(skip), ...rest];
}

/** The rest of a job's own fields (the form's), which only its page shows. */
// Never the client: a confidential job's page must not lead to it (decision 0049).
const detailColumns = jobFieldNames
  .filter((name) => name !== "client_id")
  // Nor the order's openings, owner, priority and target date (decision 0052).
  .filter((name) => !(jobOrderFieldNames as readonly string[]).includes(name))
  .filter((name) => !summaryColumns.includes(`jobs.${name}` as (typeof summaryColumns)[number]))
  .map((name) => `jobs.${name}` as const);

/** One active job with every field, or 'Job Not Found' (unknown, malformed or inactive id). */
export async function getJob(ctx: DomainContext, id: string): Promise<JobDetail> {
  if (!isUuid(id)) throw jobNotFound();
  const row = await ctx.db
    .selectFrom("jobs")
    .select([...summaryColumns, ...detailColumns, "jobs.updated_at", acceptingApplications.as("accepting")])
    .where("jobs.id", "=", id)
    .where("jobs.is_active", "=", true)
    .executeTakeFirst();
  if (!row) throw jobNotFound();
  return { ...toSummary(row), updated_at: new Date(row.updated_at).toISOString() };
}
