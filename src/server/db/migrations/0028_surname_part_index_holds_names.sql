-- A first name with a last-name start also looks for the last part of compound surnames ("Pepe Cr" finds José
-- De La Cruz). With the names and the id in the surname-part index, that set is read from the index alone: the
-- planner had gone through every José in the table instead (26 ms of a 45 ms search at 1,000,000 voters; 0.4 ms
-- from this index; docs/BENCHMARKS.md, 2026-11-27).
DROP INDEX IF EXISTS contacts_search_last_part_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_last_part_idx ON contacts (gw_surname_last_part(last_name_key))
  INCLUDE (last_name_key, first_name_key, id)
  WHERE is_active AND gw_surname_last_part(last_name_key) IS NOT NULL;
