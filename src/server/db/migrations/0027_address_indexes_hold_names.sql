-- An address search reads each of its readings (the street with and without each direction) as its own range
-- (filter-conditions.ts, matchArms). With the names and the id in the street and address indexes, a range's
-- count and its page in name order come from the index alone: their OR went through the table, about 12,000
-- pages for a street of 2,000 voters at 1,000,000 voters (docs/BENCHMARKS.md, 2026-11-27).
DROP INDEX IF EXISTS contacts_search_street_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_street_idx ON contacts (street_name_key)
  INCLUDE (last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
DROP INDEX IF EXISTS contacts_search_address_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_address_idx ON contacts (street_address_key, left(zip_code, 5))
  INCLUDE (last_name_key, first_name_key, id) WHERE is_active;
