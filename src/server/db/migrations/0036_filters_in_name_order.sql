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
