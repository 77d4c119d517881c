/** The closed word classes the rules use. Written for this project; lower case, apostrophes normalised to '. */

// biome-ignore format: a word list reads better packed
export const NEGATORS = new Set([
  'not', 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'nowhere', 'without', 'cannot', 'cant',
  "can't", "don't", 'dont', "doesn't", 'doesnt', "didn't", 'didnt', "isn't", 'isnt', "wasn't", 'wasnt',
  "aren't", 'arent', "weren't", 'werent', "won't", 'wont', "wouldn't", 'wouldnt', "shouldn't", 'shouldnt',
  "couldn't", 'couldnt', "hasn't", 'hasnt', "haven't", 'havent', "hadn't", 'hadnt', "ain't", 'aint', 'lack',
  'lacks', 'lacking', "mustn't", "needn't", 'hardly', 'barely', 'rarely', 'seldom',
]);

/** Intensity shift added to (or, for dampeners, taken from) the modified word's magnitude. */
// biome-ignore format: a word list reads better packed
export const INTENSIFIERS = new Map<string, number>([
  ...[
    'absolutely', 'amazingly', 'awfully', 'completely', 'considerably', 'decidedly', 'deeply', 'enormously',
    'entirely', 'especially', 'exceptionally', 'extremely', 'fabulously', 'fully', 'greatly', 'highly', 'hugely',
    'incredibly', 'intensely', 'particularly', 'purely', 'really', 'remarkably', 'so', 'substantially',
    'thoroughly', 'totally', 'tremendously', 'truly', 'unbelievably', 'unusually', 'utterly', 'very', 'super',
    'insanely', 'seriously', 'ridiculously', 'terribly', 'horribly', 'damn', 'freaking', 'most', 'more', 'such',
    'too', 'pretty', 'real', 'way', 'sooo', 'soo', 'overly', 'exceedingly', 'genuinely', 'downright',
  ].map((w) => [w, 0.293] as [string, number]),
  ...[
    'almost', 'barely', 'hardly', 'kinda', 'less', 'little', 'marginally', 'occasionally', 'partly', 'scarcely',
    'slightly', 'somewhat', 'sorta', 'fairly', 'mildly', 'mostly', 'reasonably', 'relatively', 'rather', 'bit',
  ].map((w) => [w, -0.293] as [string, number]),
]);

/** A clause after one of these outweighs the clause before ("good screen but awful battery"). */
export const CONTRAST = new Set([
  'but',
  'however',
  'yet',
  'nevertheless',
  'nonetheless',
  'although',
  'though',
]);

/** A clause opened by one of these is conceded, so it weighs less than the main clause. */
export const CONCESSIVE = new Set(['although', 'though', 'despite', 'while', 'whilst', 'even']);

/** Before "like", these make it the verb of liking rather than a comparison or a filler. */
// biome-ignore format: a word list reads better packed
export const LIKE_SUBJECTS = new Set([
  'i', 'we', 'you', 'they', 'really', 'definitely', 'do', 'did', 'does', "don't", 'dont', "didn't", 'didnt',
  "doesn't", 'doesnt', 'would', "i'd", 'also', 'just', 'still', 'both', 'kids', 'everyone', 'who',
]);

// biome-ignore format: a word list reads better packed
export const COPULAS = new Set([
  'is', 'was', 'are', 'were', 'be', 'been', 'being', 'seems', 'seemed', 'looks', 'looked', 'feels', 'felt',
  'sounds', 'sounded', 'remains', 'stays', 'became', 'becomes', 'gets', 'got', 'is', "it's", 'its', 'are',
]);

/** Said around a positive word, these usually mean the opposite ("yeah right", "oh great", 🙄). */
export const SARCASM_PHRASES = [
  ['yeah', 'right'],
  ['oh', 'great'],
  ['oh', 'joy'],
  ['oh', 'wonderful'],
  ['thanks', 'for', 'nothing'],
  ['just', 'what', 'i', 'needed'],
  ['just', 'great'],
  ['/s'],
];
