// What the job search and the talent pool know about the words Indian job
// seekers and recruiters type (issue #36, docs/decisions/0041-search-vocabulary.md):
// places under their old and new names, metro areas, "fresher", and the
// trade's abbreviations. Declared once, as data; understandQuery turns a
// search text into groups of alternatives that server/domain/jobs.ts makes a
// full-text query of.

/** Each row: the names of one place, the current one first. */
export const placeNames: readonly (readonly string[])[] = [
  ["Bengaluru", "Bangalore", "Blr"],
  ["Mumbai", "Bombay"],
  ["Navi Mumbai", "New Bombay"],
  ["Thane"],
  ["Gurugram", "Gurgaon", "Ggn"],
  ["Kolkata", "Calcutta"],
  ["Howrah"],
  ["Chennai", "Madras"],
  ["Pune", "Poona"],
  ["Pimpri-Chinchwad", "Pimpri Chinchwad", "PCMC"],
  ["Vadodara", "Baroda"],
  ["Mysuru", "Mysore"],
  ["Thiruvananthapuram", "Trivandrum", "TVM"],
  ["Kochi", "Cochin", "Ernakulam"],
  ["Visakhapatnam", "Vizag", "Vishakhapatnam", "Vizagapatam"],
  ["Mangaluru", "Mangalore"],
  ["Belagavi", "Belgaum"],
  ["Hubballi", "Hubli"],
  ["Kalaburagi", "Gulbarga"],
  ["Vijayapura", "Bijapur"],
  ["Shivamogga", "Shimoga"],
  ["Tumakuru", "Tumkur"],
  ["Puducherry", "Pondicherry", "Pondy"],
  ["Varanasi", "Benares", "Banaras", "Kashi"],
  ["Prayagraj", "Allahabad"],
  ["Shimla", "Simla"],
  ["Kanpur", "Cawnpore"],
  ["Kozhikode", "Calicut"],
  ["Thrissur", "Trichur"],
  ["Kollam", "Quilon"],
  ["Alappuzha", "Alleppey"],
  ["Kannur", "Cannanore"],
  ["Tiruchirappalli", "Trichy", "Tiruchi"],
  ["Thoothukudi", "Tuticorin"],
  ["Puri"],
  ["Odisha", "Orissa"],
  ["Uttarakhand", "Uttaranchal"],
  ["Vasco da Gama", "Vasco"],
  ["Panaji", "Panjim"],
  ["Jabalpur", "Jubbulpore"],
  ["Indore"],
  ["Ahmedabad", "Amdavad"],
  ["Gandhinagar"],
  ["Hyderabad"],
  ["Secunderabad"],
  ["Delhi", "Dilli"],
  ["New Delhi"],
  ["Noida"],
  ["Greater Noida"],
  ["Faridabad"],
  ["Ghaziabad"],
  ["Chandigarh"],
  ["Mohali", "Sahibzada Ajit Singh Nagar"],
  ["Panchkula"],
  ["Bhubaneswar", "Bhubaneshwar"],
  ["Cuttack"],
  ["Guwahati", "Gauhati"],
  ["Lucknow"],
];

/**
 * Metro areas: a search for any of their places, or for the area's own
 * name, finds jobs in all of them (the place itself ranks first).
 */
export const metroAreas: readonly { names: readonly string[]; places: readonly string[] }[] = [
  {
    names: ["Delhi NCR", "NCR", "Delhi/NCR"],
    places: ["Delhi", "New Delhi", "Noida", "Greater Noida", "Gurugram", "Faridabad", "Ghaziabad"],
  },
  { names: ["MMR", "Mumbai Metropolitan Region"], places: ["Mumbai", "Navi Mumbai", "Thane"] },
  { names: ["Hyderabad Metro"], places: ["Hyderabad", "Secunderabad"] },
  { names: ["Kolkata Metro"], places: ["Kolkata", "Howrah"] },
  { names: ["Pune Metro"], places: ["Pune", "Pimpri-Chinchwad"] },
  { names: ["Tricity"], places: ["Chandigarh", "Mohali", "Panchkula"] },
  { names: ["Ahmedabad Gandhinagar"], places: ["Ahmedabad", "Gandhinagar"] },
  { names: ["Bhubaneswar Cuttack"], places: ["Bhubaneswar", "Cuttack"] },
];

/** Each row: ways of writing one thing of the trade, which find each other. */
export const tradeTerms: readonly (readonly string[])[] = [
  ["NOC", "network operations centre", "network operations center", "network operation centre"],
  ["SOC", "security operations centre", "security operations center"],
  ["FTTH", "fibre to the home", "fiber to the home"],
  ["FTTX", "FTTx"],
  ["OFC", "optical fibre cable", "optical fiber cable"],
  ["fibre", "fiber"],
  ["splicer", "splicing", "splice"],
  ["BTS", "base transceiver station", "base station"],
  ["RF", "radio frequency"],
  ["L1", "level 1", "level one", "level-1"],
  ["L2", "level 2", "level two", "level-2"],
  ["L3", "level 3", "level three", "level-3"],
  ["CCNA", "cisco certified network associate"],
  ["CCNP", "cisco certified network professional"],
  ["CCIE", "cisco certified internetwork expert"],
  ["JNCIA", "juniper networks certified associate"],
  ["DWDM", "dense wavelength division multiplexing"],
  ["SDH", "synchronous digital hierarchy"],
  ["GPON", "gigabit passive optical network"],
  ["OTDR", "optical time domain reflectometer"],
  ["MPLS", "multiprotocol label switching"],
  ["BGP", "border gateway protocol"],
  ["OSPF", "open shortest path first"],
  ["LAN", "local area network"],
  ["WAN", "wide area network"],
  ["MW", "microwave"],
  ["IBS", "in-building solution", "in building solution"],
  ["HSE", "health safety environment", "health and safety"],
  ["ITI", "industrial training institute"],
  ["QA", "quality assurance"],
  ["HR", "human resources"],
  ["BPO", "call centre", "call center"],
  ["driver", "chauffeur"],
  ["electrician", "wireman"],
  ["LMV", "light motor vehicle"],
  ["HMV", "heavy motor vehicle", "heavy vehicle"],
  ["SME", "subject matter expert"],
  ["TL", "team lead", "team leader"],
];

/** Words that mean "no experience yet": 0-1 years. Dropped from the text, they filter by experience. */
export const fresherPhrases: readonly string[] = [
  "fresher",
  "freshers",
  "entry level",
  "entry-level",
  "no experience",
  "fresh graduate",
  "fresh graduates",
];

/** The years a fresher search asks for: jobs whose range overlaps 0-1 years. */
export const FRESHER_YEARS = { min: 0, max: 1 } as const;

// ── Reading a text ───────────────────────────────────────────────────────────

/** A phrase as the lookups key it: lower case, spaces between words. */
function key(phrase: string): string {
  return phrase.toLowerCase().replace(/\s+/g, " ").trim();
}

/** How many words (at most) a vocabulary phrase has. */
const LONGEST_PHRASE = 4;

interface Meaning {
  /** Everything the phrase finds. */
  alternatives: string[];
  /** What ranks first: the place itself rather than its metro neighbours. */
  exact: string[];
}

const byPhrase = new Map<string, Meaning>();
const namesOfPlace = new Map<string, string[]>();
for (const row of placeNames) {
  const current = namesOfPlace.get(key(row[0]!)) ?? [];
  namesOfPlace.set(key(row[0]!), [...new Set([...current, ...row])]);
}
const byName = new Map<string, string[]>();
for (const names of namesOfPlace.values()) for (const name of names) byName.set(key(name), names);
const metroOf = new Map<string, readonly string[]>();
for (const area of metroAreas) for (const place of area.places) metroOf.set(key(place), area.places);
const allNames = (place: string) => namesOfPlace.get(key(place)) ?? [place];
for (const names of namesOfPlace.values()) {
  const exact = names;
  const metro = metroOf.get(key(names[0]!));
  const alternatives = metro ? [...new Set(metro.flatMap(allNames))] : names;
  for (const name of names) byPhrase.set(key(name), { alternatives, exact });
}
for (const area of metroAreas) {
  const alternatives = [...new Set(area.places.flatMap(allNames))];
  for (const name of area.names) byPhrase.set(key(name), { alternatives, exact: alternatives });
}
for (const row of tradeTerms) {
  const meaning = { alternatives: [...row], exact: [...row] };
  for (const phrase of row) if (!byPhrase.has(key(phrase))) byPhrase.set(key(phrase), meaning);
}
const fresherKeys = new Set(fresherPhrases.map(key));

/**
 * Every word of the vocabulary, lower case: never "corrected" as a typo, nor
 * is a word that begins one (see isVocabularyWord).
 */
export const vocabularyWords: ReadonlySet<string> = new Set(
  [...byPhrase.keys(), ...fresherKeys].flatMap((phrase) => phrase.split(/[^\p{L}\p{N}]+/u)).filter(Boolean),
);

/** Whether `word` (lower case) is a vocabulary word or the start of one. */
export function isVocabularyWord(word: string): boolean {
  if (vocabularyWords.has(word)) return true;
  if (word.length < 3) return false;
  for (const known of vocabularyWords) if (known.startsWith(word)) return true;
  return false;
}

/** A part of a search text: one vocabulary phrase, or a run of other words as typed. */
export interface QueryGroup {
  /** Texts any of which matches (each a full-text query of its own words). */
  alternatives: string[];
  /** The alternatives that rank first (for a place: its own names, not its neighbours). */
  exact: string[];
}

export interface UnderstoodQuery {
  /** The text without the fresher words: what the title and city are matched by as typed. */
  text: string;
  groups: QueryGroup[];
  /** "fresher", "entry level"…: only jobs for 0-1 years. */
  fresher: boolean;
}

/**
 * Reads a search text: the fresher words taken out, each vocabulary phrase
 * (the longest first: "navi mumbai" before "mumbai") given its
 * alternatives, the other words kept as typed. Splits at spaces only, so
 * "TCP/IP" and "Wi-Fi" reach the full-text parser whole, as before.
 */
export function understandQuery(q: string): UnderstoodQuery {
  const tokens = q.split(/\s+/).filter(Boolean);
  const bare = tokens.map((token) => key(token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")));
  const groups: QueryGroup[] = [];
  const kept: string[] = [];
  let plain: string[] = [];
  let fresher = false;
  const flush = () => {
    if (plain.length) groups.push({ alternatives: [plain.join(" ")], exact: [plain.join(" ")] });
    plain = [];
  };
  for (let i = 0; i < tokens.length;) {
    let matched = 0;
    for (let length = Math.min(LONGEST_PHRASE, tokens.length - i); length >= 1 && !matched; length--) {
      const phrase = bare.slice(i, i + length).join(" ");
      if (fresherKeys.has(phrase)) {
        fresher = true;
        matched = length;
      } else {
        const meaning = byPhrase.get(phrase);
        if (meaning) {
          flush();
          groups.push({ alternatives: meaning.alternatives, exact: meaning.exact });
          kept.push(...tokens.slice(i, i + length));
          matched = length;
        }
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    plain.push(tokens[i]!);
    kept.push(tokens[i]!);
    i++;
  }
  flush();
  return { text: kept.join(" "), groups, fresher };
}

/**
 * The names a place filter (the talent pool's city) should match: the
 * place's old and new names, or the text alone when it is no known place.
 */
export function placeForms(place: string): string[] {
  const names = byName.get(key(place));
  return names ? [...names] : [place];
}
