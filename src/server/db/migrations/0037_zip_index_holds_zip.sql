-- PostgreSQL answers from an index alone only when the index holds every column the query reads; an index on
-- left(zip_code, 5) holds the expression, not zip_code, so a name with a ZIP read each match's row from the table
-- (1,699 rows for "Ma" in one ZIP at 1,000,000: 5.7 ms, 68 ms for "Jo"). With zip_code included: 1.2 ms, no row read.
DROP INDEX IF EXISTS contacts_search_zip_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_zip_idx ON contacts (left(zip_code, 5), last_name_key, first_name_key, id)
  INCLUDE (zip_code) WHERE is_active;
