/**
 * Florida's party codes as the county voter file writes them, with the party's name as the Division of
 * Elections lists it: the major parties and NPA first, then the minor parties by code. A badge shows the name on
 * hover, the search filter beside the code.
 */
export const FLORIDA_PARTIES = {
  DEM: 'Florida Democratic Party',
  REP: 'Republican Party of Florida',
  NPA: 'No Party Affiliation',
  ASP: 'American Solidarity Party of Florida',
  BPP: 'Boricua Party',
  CPF: 'Constitution Party of Florida',
  CPP: 'Coalition With A Purpose Party',
  CSV: 'Conservative Party of Florida',
  ECO: 'Ecology Party of Florida',
  FFP: 'Florida Forward Party',
  GRE: 'Green Party of Florida',
  IND: 'Independent Party of Florida',
  JEF: 'Jeffersonian Party of Florida',
  LPF: 'Libertarian Party of Florida',
  MGT: 'MGTOW Party',
  NAT: 'Florida Natural Law Party',
  NLP: 'No Labels Party of Florida',
  PEO: "People's Party",
  PSL: 'Party for Socialism and Liberation - Florida',
  RFM: 'Reform Party',
} as const;
export type FloridaPartyCode = keyof typeof FLORIDA_PARTIES;

export const FLORIDA_PARTY_CODES = Object.keys(FLORIDA_PARTIES) as FloridaPartyCode[];

/** The party's name for a code in any case ("npa" → "No Party Affiliation"); null for a code Florida has not. */
export function partyName(code: string | null | undefined): string | null {
  const key = code?.trim().toUpperCase() ?? '';
  return Object.hasOwn(FLORIDA_PARTIES, key) ? FLORIDA_PARTIES[key as FloridaPartyCode] : null;
}
