/**
 * A list's name as the progress chart's axis shows it: cut in the middle when long (the table beside the chart has
 * it whole), so the end that tells turfs apart stays ("Precinct 1103 — Turf 1" reads "Precinct…Turf 1").
 */
export const shortName = (name: string) =>
  name.length > 16 ? `${name.slice(0, 8).trimEnd()}…${name.slice(-7).trimStart()}` : name;
