import type { Aggregate, Comparison } from './plan.ts';

/** Words that ask for an aggregate of the column that follows. */
export const AGGREGATE_WORDS: Record<string, Aggregate> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  median: 'median',
  total: 'sum',
  sum: 'sum',
  combined: 'sum',
  overall: 'sum',
  maximum: 'max',
  max: 'max',
  minimum: 'min',
  min: 'min',
};

/** How an aggregate reads in an interpretation ("ranked by average salary"). */
export const AGGREGATE_NAMES: Record<string, string> = {
  avg: 'average',
  median: 'median',
  sum: 'total',
  max: 'largest',
  min: 'smallest',
  count: 'number of',
};

/** Ordinal words: "students in third grade", "the second most expensive". */
export const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/**
 * Symbols of units, which shorten no word of a question and, ending a column's name, say what it is kept in
 * (`harvest_weight_kg`).
 */
export const UNIT_SYMBOLS = /^(m|g|cm|mm|km|kg|mg|ml|lb|lbs|oz|ft|yd|mi|hr|hp|gb|mb|kb|kw|kwh)$/;

/** Superlatives: direction of the ordering they ask for, over the column that follows or that they hint. */
export const SUPERLATIVES: Record<string, 'DESC' | 'ASC'> = {
  highest: 'DESC',
  largest: 'DESC',
  biggest: 'DESC',
  greatest: 'DESC',
  most: 'DESC',
  top: 'DESC',
  best: 'DESC',
  oldest: 'DESC',
  latest: 'DESC',
  newest: 'DESC',
  longest: 'DESC',
  tallest: 'DESC',
  heaviest: 'DESC',
  richest: 'DESC',
  priciest: 'DESC',
  costliest: 'DESC',
  dearest: 'DESC',
  strongest: 'DESC',
  deepest: 'DESC',
  furthest: 'DESC',
  farthest: 'DESC',
  widest: 'DESC',
  hottest: 'DESC',
  warmest: 'DESC',
  lowest: 'ASC',
  smallest: 'ASC',
  least: 'ASC',
  fewest: 'ASC',
  worst: 'ASC',
  youngest: 'ASC',
  cheapest: 'ASC',
  earliest: 'ASC',
  shortest: 'ASC',
  lightest: 'ASC',
  shallowest: 'ASC',
  nearest: 'ASC',
  closest: 'ASC',
  narrowest: 'ASC',
  coldest: 'ASC',
  coolest: 'ASC',
  weakest: 'ASC',
  // (By the time taken: the fastest took least; a speed turns it round.)
  fastest: 'ASC',
  quickest: 'ASC',
  slowest: 'DESC',
};

interface ComparatorWord {
  op: Comparison;
}

/** Auxiliary verbs: what a negation or a question word leans on ("does not make", "when were they hired"). */
export const AUXILIARIES = /^(is|are|was|were|be|been|do|does|did|has|have|had|can|could|will|would)$/;

export const GREATER = new Set(
  'more greater larger higher bigger over above exceed exceeds exceeding older later after longer taller heavier beyond pricier costlier dearer deeper wider faster hotter warmer stronger further farther'.split(
    ' ',
  ),
);
export const LESS = new Set(
  'less fewer smaller lower under below younger earlier before shorter lighter cheaper shallower narrower slower colder cooler weaker nearer closer'.split(
    ' ',
  ),
);

/** Reads a comparison phrase starting at token i ("more than", "at least", "no more than", "equal to"). */
export function readComparator(words: string[], i: number): { op: Comparison; length: number } | undefined {
  const w = words[i] ?? '';
  const n1 = words[i + 1] ?? '';
  const n2 = words[i + 2] ?? '';
  if (w === 'at' && n1 === 'least') return { op: '>=', length: 2 };
  if (w === 'at' && n1 === 'most') return { op: '<=', length: 2 };
  if (w === 'no' && (n1 === 'more' || n1 === 'greater') && n2 === 'than') return { op: '<=', length: 3 };
  if (w === 'no' && (n1 === 'less' || n1 === 'fewer') && n2 === 'than') return { op: '>=', length: 3 };
  if (w === 'not' && (n1 === 'more' || n1 === 'greater') && n2 === 'than') return { op: '<=', length: 3 };
  if (w === 'not' && (n1 === 'less' || n1 === 'fewer') && n2 === 'than') return { op: '>=', length: 3 };
  // "not older than 30", "no later than 2010": the comparison turned around.
  if ((w === 'no' || w === 'not') && n2 === 'than' && GREATER.has(n1)) return { op: '<=', length: 3 };
  if ((w === 'no' || w === 'not') && n2 === 'than' && LESS.has(n1)) return { op: '>=', length: 3 };
  if ((w === 'equal' || w === 'equals') && n1 === 'to') return { op: '=', length: 2 };
  if (w === 'equals' || w === 'exactly') return { op: '=', length: 1 };
  if (w === 'since') return { op: '>=', length: 1 };
  if (w === 'prior' && n1 === 'to') return { op: '<', length: 2 };
  // ("scaffolds up to 12 metres high", "started up to 30 June 2023")
  if (w === 'up' && n1 === 'to') return { op: '<=', length: 2 };
  // ("north of latitude 53.8", "east of 20 degrees longitude": further along it.)
  if (/^(north|east)$/.test(w) && n1 === 'of') return { op: '>', length: 2 };
  if (/^(south|west)$/.test(w) && n1 === 'of') return { op: '<', length: 2 };
  if (w === '>' || w === '<' || w === '>=' || w === '<=') return { op: w, length: 1 };
  // "never reached 70", "exceeded 100".
  if (/^(reach|reaches|reached|reaching)$/.test(w)) return { op: '>=', length: 1 };
  if (/^(exceed|exceeds|exceeded|exceeding|surpass|surpassed)$/.test(w)) return { op: '>', length: 1 };
  const orEqual = n1 === 'than' && n2 === 'or' && (words[i + 3] === 'equal' || words[i + 3] === 'equals');
  const base = GREATER.has(w) ? '>' : LESS.has(w) ? '<' : undefined;
  if (!base) return undefined;
  if (orEqual) return { op: base === '>' ? '>=' : '<=', length: words[i + 4] === 'to' ? 5 : 4 };
  // "more than", "bigger than"; bare "over 30", "after 2000" too.
  if (n1 === 'than') return { op: base, length: 2 };
  if ((w === 'more' || w === 'less' || w === 'fewer') && n1 !== 'than') return undefined;
  return { op: base, length: 1 };
}

export const BOUNDARIES = new Set(
  'who whose that where with having when whom if in from for born than by ordered sorted order sort whereas but located'.split(
    ' ',
  ),
);
/** Nouns for a share asked for ("What percentage of wines are red?", "What share of revenue …"). */
export const SHARE = /^(percentage|percent|proportion|share|fraction)$/;

/** Stems of the words a column holding the kinds of its rows is named by (`prop_type`, `party_type`, `item_category`). */
export const KIND_WORDS = /^(type|kind|categori|class|group)$/;

/** Nouns for the money the rows bring in (read as the sum of their money column when no column is named so). */
export const REVENUE = /^(revenue|revenues|sales|turnover|takings|spending|purchases)$/;

export const GROUP_WORDS = new Set(['each', 'per', 'every']);

export type { ComparatorWord };

const SORT_ADJECTIVES =
  /^(ascending|descending|ascendingly|descendingly|alphabetical|alphabetic|reverse|increasing|decreasing|chronological)$/;

/**
 * Whether the word at `i` asks for a sort order rather than naming orders: "ordered by", "sorted in descending
 * order", "in the order of", "order by" — not "the order amount", "the order date", "customers who ordered in 2026".
 */
export function isSortWord(words: string[], i: number): boolean {
  const w = words[i] ?? '';
  const next = words[i + 1] ?? '';
  // "ranked by score", "rank them" — not "the captain rank".
  if (/^(rank|ranked)$/.test(w)) return /^(by|them|in|from|according|based)$/.test(next);
  if (w === 'sort' || SORT_ADJECTIVES.test(w) || w === 'alphabetically') return true;
  // "… per city from most to least": the answer's direction, said alone.
  // ("from the most to the fewest", "from the highest average to the lowest")
  if (w === 'from') {
    const k = next === 'the' ? i + 2 : i + 1;
    const to = /^(average|total)$/.test(words[k + 1] ?? '') ? k + 2 : k + 1;
    return (
      /^(most|least|fewest|highest|lowest|largest|smallest|biggest)$/.test(words[k] ?? '') &&
      words[to] === 'to'
    );
  }
  // "listed by the time they left office", "listed descending by …" — not "addresses listed", "listed here".
  if (w === 'listed') return /^(by|ascending|descending|according|based)$/.test(next);
  if (/^(ordered|sorted)$/.test(w)) {
    // ("products not ordered by any customer": a verb of the rows, its agent after "by"; not "songs that are ordered
    // by their resolution".)
    // ("frames ordered by patients who live in Leeds": people a clause describes.)
    const agent =
      /^(not|never)$|n['’]t$/.test(words[i - 1] ?? '') ||
      /^(any|a|an|some|every|each)$/.test(words[i + 2] ?? '') ||
      /^(who|whose)$/.test(words[i + 3] ?? '');
    if (w === 'ordered' && next === 'by' && agent) return false;
    if (next === 'in') return words.slice(i + 2, i + 6).some((x) => x === 'order' || SORT_ADJECTIVES.test(x));
    // "ordered from highest to lowest", "ordered from the highest level down" — not "ordered from Paris".
    if (next === 'from')
      return (
        words.slice(i + 2, i + 6).includes('to') ||
        (/^(highest|lowest|largest|smallest|biggest|most|least)$/.test(
          words[i + 2] === 'the' ? words[i + 3]! : words[i + 2]!,
        ) &&
          words.slice(i + 3, i + 7).some((x) => /^(down|up|downwards?|upwards?)$/.test(x)))
      );
    return /^(by|using|alphabetically|ascending|descending|according|based|with)$/.test(next);
  }
  if (w !== 'order') return false;
  const before = words[i - 1] === 'the' ? (words[i - 2] ?? '') : (words[i - 1] ?? '');
  // ("the average quantity per order by category": an order counted, then grouped.)
  if (/^(per|each|every|an|one)$/.test(words[i - 1] ?? '')) return false;
  return next === 'by' || before === 'in' || SORT_ADJECTIVES.test(before);
}

/** Common English words for the same kind of thing, any of which may name a table of it ("employees" → `Staff`). */
export const ROW_SYNONYMS: string[][] = [
  ['employee', 'staff', 'worker', 'personnel'],
  ['customer', 'client', 'buyer'],
  ['supplier', 'vendor'],
  ['person', 'people', 'individual'],
  ['film', 'movie'],
  ['car', 'vehicle', 'automobile'],
  ['plane', 'aircraft', 'airplane'],
  ['shop', 'store'],
  ['teacher', 'instructor', 'professor', 'lecturer', 'faculty'],
  ['song', 'track'],
  ['singer', 'artist'],
  ['company', 'firm', 'manufacturer'],
  ['school', 'college', 'university'],
  ['tourist', 'visitor', 'traveler'],
  ['doctor', 'physician'],
  ['author', 'writer'],
  ['student', 'pupil'],
  ['athlete', 'sportsman'],
  ['ship', 'vessel'],
  ['photo', 'picture', 'photograph'],
  ['country', 'nation'],
  ['city', 'town'],
  ['order', 'invoice'],
  ['item', 'product', 'good', 'goods', 'merchandise'],
  ['airline', 'carrier'],
  ['dorm', 'dormitory'],
  ['apartment', 'flat'],
  ['trip', 'journey'],
];

/** Past participles that do not end in "-ed" ("written by", "built by"). */
const IRREGULAR_PARTICIPLES =
  /^(written|made|owned|taught|held|done|given|known|run|led|built|shown|taken|won|drawn|chosen|seen|brought|bought|sold|paid|sent|kept|hit|driven|flown|ridden|sung|spoken|grown|thrown|worn|eaten|broken|stolen|spent|lent|lost|met|found|heard|told|caught|fed|bred|sewn|woven|dug|begun|hidden|forgotten|put|set|shot|got|gotten|gone|fought|sought|stood|swum|dealt|struck|hung|shut|withdrawn|undertaken|overseen|upheld|shaken|frozen)$/;

/** A past participle ("directed", "written"), as in "directed by", "is owned by". ("red", "bed" are not.) */
export function isParticiple(word: string): boolean {
  return /[a-z]{2}ed$/.test(word) || IRREGULAR_PARTICIPLES.test(word);
}

/** A verb's form that no noun takes: a participle or an "-ing" form ("taught", "hosted", "teaching"). */
export function isVerbForm(word: string): boolean {
  return isParticiple(word) || /(ed|ing)$/.test(word);
}

/** US states by postal code, for columns that hold the codes ("colleges in Florida" → `state = 'FL'`). */
export const US_STATES: Record<string, string> = Object.fromEntries(
  (
    'AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut,DE Delaware,FL Florida,' +
    'GA Georgia,HI Hawaii,ID Idaho,IL Illinois,IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,' +
    'MD Maryland,MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana,NE Nebraska,' +
    'NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York,NC North Carolina,ND North Dakota,OH Ohio,' +
    'OK Oklahoma,OR Oregon,PA Pennsylvania,RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,' +
    'UT Utah,VT Vermont,VA Virginia,WA Washington,WV West Virginia,WI Wisconsin,WY Wyoming,DC District of Columbia'
  )
    .split(',')
    .map((s) => [s.slice(0, 2), s.slice(3)]),
);

/**
 * Countries by their ISO codes (two and three letters), name and the adjectives for their people: a column of codes
 * answers to the names ("divers from Germany", "German divers" → `DEU`), a column of names to the adjectives.
 */
export const COUNTRIES: { codes: [string, string]; name: string; people: string[] }[] = (
  'AR ARG Argentina argentine argentinian,AU AUS Australia australian,AT AUT Austria austrian,' +
  'BE BEL Belgium belgian,BR BRA Brazil brazilian,BG BGR Bulgaria bulgarian,CA CAN Canada canadian,' +
  'CL CHL Chile chilean,CN CHN China chinese,CO COL Colombia colombian,HR HRV Croatia croatian,' +
  'CY CYP Cyprus cypriot,CZ CZE Czechia czech,DK DNK Denmark danish,EG EGY Egypt egyptian,' +
  'EE EST Estonia estonian,FI FIN Finland finnish,FR FRA France french,DE DEU Germany german,' +
  'GR GRC Greece greek,HU HUN Hungary hungarian,IS ISL Iceland icelandic,IN IND India indian,' +
  'ID IDN Indonesia indonesian,IE IRL Ireland irish,IL ISR Israel israeli,IT ITA Italy italian,' +
  'JP JPN Japan japanese,KE KEN Kenya kenyan,LV LVA Latvia latvian,LT LTU Lithuania lithuanian,' +
  'LU LUX Luxembourg luxembourgish,MY MYS Malaysia malaysian,MT MLT Malta maltese,MX MEX Mexico mexican,' +
  'MA MAR Morocco moroccan,NL NLD Netherlands dutch,NZ NZL New_Zealand new_zealander,NG NGA Nigeria nigerian,' +
  'NO NOR Norway norwegian,PE PER Peru peruvian,PH PHL Philippines filipino,PL POL Poland polish,' +
  'PT PRT Portugal portuguese,RO ROU Romania romanian,RU RUS Russia russian,SA SAU Saudi_Arabia saudi,' +
  'RS SRB Serbia serbian,SG SGP Singapore singaporean,SK SVK Slovakia slovak,SI SVN Slovenia slovenian,' +
  'ZA ZAF South_Africa south_african,KR KOR South_Korea korean,ES ESP Spain spanish,SE SWE Sweden swedish,' +
  'CH CHE Switzerland swiss,TH THA Thailand thai,TR TUR Turkey turkish,UA UKR Ukraine ukrainian,' +
  'AE ARE United_Arab_Emirates emirati,GB GBR United_Kingdom british,US USA United_States american,' +
  'VN VNM Vietnam vietnamese'
)
  .split(',')
  .map((entry) => {
    const [two, three, name, ...people] = entry.split(' ');
    return {
      codes: [two!, three!] as [string, string],
      name: name!.replaceAll('_', ' '),
      people: people.map((p) => p.replaceAll('_', ' ')),
    };
  });
