/** What a person has read in the current window, and what they may read per hour. */
export interface ReadCounts {
  searchRows: number;
  profileOpens: number;
  windowStartedAt: Date;
  windowEndsAt: Date;
  alerted: boolean;
}

/** What a person may read per hour and per day. */
export interface ReadBudget {
  searchRows: number;
  profiles: number;
  searchRowsPerDay: number;
  profilesPerDay: number;
}

/**
 * One read, by what it delivered. Everything but `listRows` is charged: search rows, housemates, voters put on
 * a list the person made and network entries against the search-rows budget; profiles and the phones of a call
 * list the person made against the profiles budget. `listRows` (the voters of one's own and assigned lists)
 * is work: recorded, never charged.
 */
export interface Reads {
  searchRows?: number;
  profileOpens?: number;
  housemates?: number;
  listRows?: number;
  listMadeRows?: number;
  listMadePhones?: number;
  networkRows?: number;
}

/** What a person has read today (the campaign's time zone), as the budgets count it. */
export interface DayCounts {
  id: string;
  day: string;
  searchRows: number;
  profiles: number;
  alertedPercent: number;
  endsAt: Date;
}

export const chargedSearchRows = (r: Reads) =>
  (r.searchRows ?? 0) + (r.housemates ?? 0) + (r.listMadeRows ?? 0) + (r.networkRows ?? 0);
export const chargedProfiles = (r: Reads) => (r.profileOpens ?? 0) + (r.listMadePhones ?? 0);
