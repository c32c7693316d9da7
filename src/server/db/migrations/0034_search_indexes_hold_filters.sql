-- A name prefix with any filter of the registry is answered from the name index alone (issue 39). The name
-- indexes carried five of the filtered columns; a prefix with a precinct, a district, a voter status, a volunteer
-- status or a last result read each match's row, and the set of compound surnames whose last part starts with
-- the prefix (the surname-part index, names only) read every row of a party and age range instead: p95 1,088 ms
-- at 5,000,000 voters for "Ma" + DEM + 30-70, 150 ms at 1,000,000 (plans in
-- docs/benchmarks/plans/2026-11-28-issue-39/). Every index a name search starts from now holds every column
-- a filter reads, so the filter is a check on index entries within the prefix's range, whatever the file's size.
DROP INDEX IF EXISTS contacts_search_last_first_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_first_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_last_part_idx;
--> statement-breakpoint
-- The voting history the filters read, with each contact (migration 0033, decision 0381): the dates of the elections
-- they voted in and their count of the last four generals, from vote_history and contact_turnout as they stand.
WITH voted AS (
  SELECT contact_id, array_agg(election_date ORDER BY election_date) AS dates FROM vote_history
  WHERE history_code IN ('A', 'E', 'Y') GROUP BY contact_id
)
UPDATE contacts c SET voted_on = v.dates, recent_generals = coalesce(t.recent_generals, 0)
FROM voted v LEFT JOIN contact_turnout t ON t.contact_id = v.contact_id
WHERE c.id = v.contact_id;
--> statement-breakpoint
CREATE INDEX contacts_search_last_first_idx ON contacts (last_name_key, first_name_key, id)
  INCLUDE (party, date_of_birth, city, zip_code, supporter_status, volunteer_likeliness, precinct, district,
    house_district, senate_district, commission_district, school_board_district, voter_status, last_result, voted_on, recent_generals)
  WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_first_idx ON contacts (first_name_key, last_name_key, id)
  INCLUDE (party, date_of_birth, city, zip_code, supporter_status, volunteer_likeliness, precinct, district,
    house_district, senate_district, commission_district, school_board_district, voter_status, last_result, voted_on, recent_generals)
  WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_last_part_idx ON contacts (gw_surname_last_part(last_name_key))
  INCLUDE (last_name_key, first_name_key, id, party, date_of_birth, city, zip_code, supporter_status,
    volunteer_likeliness, precinct, district, house_district, senate_district, commission_district,
    school_board_district, voter_status, last_result, voted_on, recent_generals)
  WHERE is_active AND gw_surname_last_part(last_name_key) IS NOT NULL;

--> statement-breakpoint
-- A history filter alone: who voted in an election, and who voted in at least n of the last four generals.
CREATE INDEX contacts_search_voted_on_idx ON contacts USING gin (voted_on) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_recent_generals_idx ON contacts (recent_generals) WHERE is_active;
