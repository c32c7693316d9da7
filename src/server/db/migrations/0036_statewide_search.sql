-- Issue 39 (statewide scale), five migrations of its branch in one: the voting history each contact carries, the
-- search indexes that hold every filtered column, the county each voter came from, and one narrow index range per
-- filter in name order (decisions 0380-0382).
ALTER TABLE "contacts" ADD COLUMN "voted_on" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "recent_generals" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
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
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "county_code" text;
--> statement-breakpoint
-- The planner ignores the statistics of a partial index's expression, so a range of the surname's last part was
-- estimated at 0.5 % of the table (23,772 rows at 5,000,000 where 751 matched) and a precinct's 27,860 voters were
-- read instead, each checked by a regular expression (docs/benchmarks/plans/2026-11-28-issue-39/5m-after.md).
-- Statistics on the expression itself (PostgreSQL 14 and later) give the planner the real distribution, with no
-- column added and no table rewritten (decision 0380).
CREATE STATISTICS contacts_search_last_part_stats ON (gw_surname_last_part(last_name_key)) FROM contacts;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_zip_idx;
--> statement-breakpoint
-- A name prefix with a ZIP, a district, a voter status or a supporter status: the filter's value, then the name
-- order, as the precinct index has it (migration 0021). The match is one narrow range of the index, however many
-- voters share the prefix; counting a selective filter within a short prefix read the prefix's whole range of the
-- name index before (decision 0380). Each index replaces the one on the filter's column alone, which its leading
-- column still serves (counts, the filter panels' choices).
CREATE INDEX contacts_search_zip_idx ON contacts (left(zip_code, 5), last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_district_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_district_idx ON contacts (district, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_house_district_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_house_district_idx ON contacts (house_district, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_senate_district_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_senate_district_idx ON contacts (senate_district, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_commission_district_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_commission_district_idx ON contacts (commission_district, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_school_board_district_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_school_board_district_idx ON contacts (school_board_district, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_voter_status_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_voter_status_idx ON contacts (voter_status, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
-- Few voters have a supporter status other than unknown (a campaign marks the ones it talked to): those, in name order.
CREATE INDEX contacts_search_supporter_status_idx ON contacts (supporter_status, last_name_key, first_name_key, id)
  WHERE is_active AND supporter_status <> 'unknown';
--> statement-breakpoint
ANALYZE contacts;
--> statement-breakpoint
-- PostgreSQL answers from an index alone only when the index holds every column the query reads; an index on
-- left(zip_code, 5) holds the expression, not zip_code, so a name with a ZIP read each match's row from the table
-- (1,699 rows for "Ma" in one ZIP at 1,000,000: 5.7 ms, 68 ms for "Jo"). With zip_code included: 1.2 ms, no row read.
DROP INDEX IF EXISTS contacts_search_zip_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_zip_idx ON contacts (left(zip_code, 5), last_name_key, first_name_key, id)
  INCLUDE (zip_code) WHERE is_active;
