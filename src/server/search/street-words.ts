/**
 * The street words the address key writes short (gw_address_key, migrations 0020 and 0023). An address is typed
 * a word at a time and searched as it is typed: "Lake Ella Dri" is on its way to "Drive", which the key stores as
 * "dr", so its prefix alone would find nothing until the word is finished.
 */
export const STREET_WORD_SHORT_FORMS: Readonly<Record<string, string>> = {
  street: 'st',
  drive: 'dr',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  lane: 'ln',
  court: 'ct',
  circle: 'cir',
  place: 'pl',
  terrace: 'ter',
  highway: 'hwy',
  parkway: 'pkwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
  suite: 'apt',
  unit: 'apt',
};

/** Two letters start too many street names ("Co…", "La…") to read them as one of these words as well. */
const SHORTEST_UNFINISHED_WORD = 3;

export interface UnfinishedStreetWord {
  /** The typed address with that word as the key writes the word it starts ("Lake Ella Dri" → "Lake Ella dr"). */
  shortened: string;
  /** Whether the short form sorts before the typed start in byte order ("dr" before "dri"; "apa" before "apt"). */
  shortSortsFirst: boolean;
}

/**
 * The typed address split before its last word (a separate word of letters), with that word in lower case;
 * null when it does not end in one. `lettingGo` is what may follow the word and is dropped.
 */
function lastWord(typed: string, lettingGo = ''): { before: string; word: string } | null {
  const match = new RegExp(`^(.*[^A-Za-z0-9])?([A-Za-z]+)${lettingGo}$`).exec(typed);
  return match ? { before: match[1] ?? '', word: (match[2] ?? '').toLowerCase() } : null;
}

/**
 * The typed address's last word, when it is the unfinished start of one of these words (a separate word of
 * three letters or more, no space or period after it); null otherwise.
 */
export function unfinishedStreetWord(typed: string): UnfinishedStreetWord | null {
  const last = lastWord(typed);
  if (!last) return null;
  const { before, word: unfinished } = last;
  if (unfinished.length < SHORTEST_UNFINISHED_WORD) return null;
  for (const [word, short] of Object.entries(STREET_WORD_SHORT_FORMS)) {
    if (word === unfinished || !word.startsWith(unfinished) || short.startsWith(unfinished)) continue;
    return { shortened: `${before}${short}`, shortSortsFirst: short < unfinished };
  }
  return null;
}

export interface FinishedStreetWord {
  /** The typed address with its last word as the key writes it ("Lake Ella Drive" → "Lake Ella dr"). */
  shortened: string;
  /** The typed address before that word, and the word in lower case, to search the word kept whole as well. */
  before: string;
  word: string;
  /** Whether the short form sorts before the whole word in byte order ("dr" before "drive"; "ln" after "lane"). */
  shortSortsFirst: boolean;
}

/**
 * The typed address's last word, when it is one of these words typed in full (a separate word; spaces or a
 * period after it are let go); null otherwise. The key alone would write it short and search its prefix: "Lake Ella
 * Drive" would find Lake Ella Drake Ct, and "North" every street starting with N.
 */
export function finishedStreetWord(typed: string): FinishedStreetWord | null {
  const last = lastWord(typed, '[\\s.]*');
  const short = last && STREET_WORD_SHORT_FORMS[last.word];
  if (!last || !short) return null;
  return { shortened: `${last.before}${short}`, ...last, shortSortsFirst: short < last.word };
}

/** The directions a street name may start with, as the address key writes them and in full. */
const DIRECTIONS = ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'];
const DIRECTION_WORDS = [
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
];

/** Every way a direction is written: short, as the address key writes it, and in full. */
export const DIRECTION_SPELLINGS = [...DIRECTIONS, ...DIRECTION_WORDS];

/** The directions a stored street may start with, as its key writes them ("S MONROE ST": "s monroe st"). */
export const STORED_DIRECTIONS = [...DIRECTIONS, 'northeast', 'northwest', 'southeast', 'southwest'];

/**
 * Whether the street typed starts with a direction, or the start of one still being typed ("S Monroe", "Nor"):
 * the person means the direction, so the street is searched with it. Any other street is searched without the
 * direction the stored street may start with ("Monroe" finds S Monroe St; filter-conditions.ts).
 */
export function startsWithDirection(street: string): boolean {
  const first = /^[^A-Za-z0-9]*([A-Za-z]+)(?![0-9])/.exec(street)?.[1]?.toLowerCase();
  if (!first) return false;
  return DIRECTIONS.includes(first) || DIRECTION_WORDS.some((word) => word.startsWith(first));
}
