/** Plausible personal email addresses built from a voter's name. */
import type { VoterName } from './pick-name.js';
import { type Random, weightedTable } from './random.js';

const DOMAINS = weightedTable([
  ['gmail.com', 45],
  ['yahoo.com', 15],
  ['hotmail.com', 8],
  ['icloud.com', 8],
  ['outlook.com', 6],
  ['comcast.net', 5],
  ['aol.com', 5],
  ['fsu.edu', 4],
  ['famu.edu', 2],
  ['att.net', 2],
] as const);

type Pattern = (first: string, last: string, birthYear: number, r: Random) => string;
const PATTERNS = weightedTable<Pattern>([
  [(f, l) => `${f}.${l}`, 35],
  [(f, l) => `${f}${l}`, 15],
  [(f, l) => `${f}_${l}`, 5],
  [(f, l) => `${f.charAt(0)}${l}`, 15],
  [(f, l, _, r) => `${f}.${l}${r.int(1, 99)}`, 20],
  [(f, _, year) => `${f}${year}`, 10],
]);

/** Letters only, without accents: "Nguyễn" → "nguyen", "O'Brien" → "obrien". */
const mailbox = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export function emailFor(r: Random, name: VoterName, birthYear: number) {
  const pattern = r.pick(PATTERNS);
  const local = pattern(mailbox(name.first) || 'voter', mailbox(name.last) || 'fl', birthYear, r);
  return `${local}@${r.pick(DOMAINS)}`;
}
