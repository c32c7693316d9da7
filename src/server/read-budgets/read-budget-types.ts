/** What a person has read in the current window, and what they may read per hour. */
export interface ReadCounts {
  searchRows: number;
  profileOpens: number;
  windowStartedAt: Date;
  windowEndsAt: Date;
  alerted: boolean;
}

export interface ReadBudget {
  searchRows: number;
  profiles: number;
}
