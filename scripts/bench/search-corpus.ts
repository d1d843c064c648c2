// A synthetic national corpus for the search benchmark: cities, three-hour meetings and 28-word transcript
// segments whose words follow a Zipf curve (a few civic words said everywhere, a long tail of names said rarely),
// with civic phrases sprinkled in. Deterministic: the same seed gives the same corpus on any database.

export const WORDS_PER_SEGMENT = 28;
export const SEGMENTS_PER_MEETING = 500;
/** Three hours in 500 segments: a segment every 21.6 seconds. */
export const SECONDS_PER_SEGMENT = 21.6;
export const CITY_COUNT = 200;

const STOPWORDS =
  "the and of to a in is that we it for on this be with as at by from are have not or will our you they there can all would an which their so if about what do".split(
    " ",
  );

// Ranked from most to least said. "budget" sits at a rank where it lands in about 7% of segments, as in the
// measurement DESIGN.md quotes (74k of 1M).
const CIVIC_WORDS =
  "council motion public item meeting city staff report vote board members second comment agenda approve discussion question chair budget mayor residents property street plan planning development project funding contract services department community district school water sewer rate fee tax revenue cost million year month proposed amendment ordinance resolution hearing traffic safety police fire emergency library housing affordable zoning zone permit variance parcel site building construction design engineer repair maintenance sidewalk bike lane transit bus parking review recommend consider consent minutes session schedule update presentation attorney manager clerk finance audit policy program health environmental climate energy solar tree neighborhood business economic downtown grant utility teacher student education capital improvement stormwater drainage annexation easement subdivision setback landscaping lighting signal crosswalk intersection speed enforcement officer firefighter ambulance dispatch shelter homeless veteran senior youth recreation pool playground trail greenway wetland floodplain culvert pavement pothole snow plow garbage recycling compost landfill franchise cable broadband tower antenna license vendor procurement bid award change order invoice payroll pension benefits insurance liability settlement litigation closed executive personnel evaluation hiring retirement proclamation ceremony award recognition volunteer nonprofit partnership county state federal legislature delegation compliance inspection code violation nuisance abatement demolition historic preservation district overlay density height parking garage retail restaurant alcohol cannabis tobacco noise curfew festival parade event calendar".split(
    " ",
  );

const PHRASES = [
  "public hearing",
  "affordable housing",
  "consent agenda",
  "bike lanes",
  "capital improvement plan",
  "second reading",
  "school resource officer",
  "water main break",
  "short term rentals",
  "tree canopy",
];

const SYLLABLES = "kel var dun mor tas lin bro qua fen rid sal tor wen ash bel cor dav elm gar hol".split(
  " ",
);

/** Seeded 32-bit generator (mulberry32): fast and the same everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 20,000 made-up proper names (streets, people, businesses): the corpus's long tail of rare words. */
function rareNames(): string[] {
  const names: string[] = [];
  for (const ending of ["x", "z", "q"])
    for (const first of SYLLABLES)
      for (const second of SYLLABLES)
        for (const third of SYLLABLES) {
          // Three syllables and an odd last letter so the English stemmer leaves them whole and none is a real word.
          if (names.length < 20_000) names.push(`${first}${second}${third}${ending}`);
        }
  return names;
}

export const RARE_NAMES = rareNames();
const CONTENT_WORDS = [...CIVIC_WORDS, ...RARE_NAMES];

/** Zipf (s = 1) cumulative weights over the content words, for sampling by binary search. */
const CUMULATIVE = (() => {
  const weights = CONTENT_WORDS.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.map((weight) => {
    running += weight / total;
    return running;
  });
})();

function contentWord(random: () => number): string {
  const target = random();
  let low = 0;
  let high = CUMULATIVE.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((CUMULATIVE[middle] ?? 1) < target) low = middle + 1;
    else high = middle;
  }
  return CONTENT_WORDS[low] ?? "council";
}

export function segmentText(random: () => number): string {
  const words: string[] = [];
  while (words.length < WORDS_PER_SEGMENT) {
    words.push(
      random() < 0.45 ? (STOPWORDS[Math.floor(random() * STOPWORDS.length)] ?? "the") : contentWord(random),
    );
  }
  if (random() < 0.06) {
    const phrase = (PHRASES[Math.floor(random() * PHRASES.length)] ?? "public hearing").split(" ");
    words.splice(Math.floor(random() * (WORDS_PER_SEGMENT - phrase.length)), phrase.length, ...phrase);
  }
  return words.join(" ");
}

const SPEAKERS = [
  "Mayor",
  "Council Member Ortiz",
  "Council Member Lee",
  "City Manager",
  "Clerk",
  "Public Commenter",
];

export function speakerFor(random: () => number): string {
  return SPEAKERS[Math.floor(random() * SPEAKERS.length)] ?? "Mayor";
}

const MEETING_KINDS = [
  "City Council Regular Meeting",
  "Planning Commission",
  "School Board",
  "Budget Workshop",
];

/** A meeting's title and description; one in four titles is a budget workshop, as in real calendars. */
export function meetingTitle(index: number, date: Date): { title: string; description: string } {
  const kind = MEETING_KINDS[index % MEETING_KINDS.length] ?? "City Council Regular Meeting";
  const day = date.toISOString().slice(0, 10);
  return { title: `${kind} - ${day}`, description: `Recording of the ${kind.toLowerCase()} held on ${day}.` };
}

/** What each query class asks, chosen from the corpus's own vocabulary so each class has the intended spread. */
export const QUERY_CLASSES = {
  rare: [RARE_NAMES[2800], RARE_NAMES[5000], RARE_NAMES[8000], RARE_NAMES[12000], RARE_NAMES[16000]],
  common: ["budget", "council", "motion", "public", "water"],
  "two-word": ["budget housing", "water rate", "parking permit", "school safety", "police budget"],
  phrase: ['"public hearing"', '"affordable housing"', '"consent agenda"', '"bike lanes"', '"tree canopy"'],
  prefix: ["zon", "budg", "hous", "sidew", "permi"],
  "city-filtered": ["budget", "water", "housing", "parking", "motion"],
} as const satisfies Record<string, readonly (string | undefined)[]>;

export type QueryClass = keyof typeof QUERY_CLASSES;

/** The civic words and phrases, for the alerts benchmark's saved searches (scripts/bench/alerts.ts). */
export const CIVIC_WORDS_FOR_BENCH: readonly string[] = CIVIC_WORDS;
export const PHRASES_FOR_BENCH: readonly string[] = PHRASES;
