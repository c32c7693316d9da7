-- A street typed without its direction is now searched as ranges of the street and address key indexes, one for
-- each direction a stored street may start with (filter-conditions.ts). The index of migration 0024 had no usable
-- statistics for its regular expression, so the planner walked the name index filtering on it (p95 22-30 ms at
-- 1,000,000 voters), and it cost every imported row a regular expression: both go.
DROP INDEX IF EXISTS contacts_search_street_core_idx;
--> statement-breakpoint
DROP FUNCTION IF EXISTS gw_street_core_key(text);
