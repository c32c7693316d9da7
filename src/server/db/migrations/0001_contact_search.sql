-- Search normalisation, in one place: lower case, accents removed (NFD, then combining marks dropped),
-- apostrophes dropped, so "mar" finds "María" and "obr" or "o'br" finds "O'Brien". The query folds the
-- search term with the same function.
CREATE FUNCTION gw_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f''’]', '', 'g'));
--> statement-breakpoint
-- The folded names are stored (computed by PostgreSQL on every insert and update), so a search never
-- re-folds a million names, and byte order ("C") makes a prefix a plain index range.
ALTER TABLE contacts
  ADD COLUMN last_name_key text COLLATE "C" GENERATED ALWAYS AS (gw_fold(last_name)) STORED,
  ADD COLUMN first_name_key text COLLATE "C" GENERATED ALWAYS AS (gw_fold(first_name)) STORED,
  ADD COLUMN middle_name_key text COLLATE "C" GENERATED ALWAYS AS (gw_fold(middle_name)) STORED;
--> statement-breakpoint
-- Name prefix searches, already in the result order (last name, first name, id), for active contacts. The
-- filter columns ride along (INCLUDE), so a name search with filters is counted from the index alone.
CREATE INDEX contacts_search_last_first_idx ON contacts (last_name_key, first_name_key, id)
  INCLUDE (party, date_of_birth, city, zip_code, supporter_status) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_first_idx ON contacts (first_name_key, last_name_key, id)
  INCLUDE (party, date_of_birth, city, zip_code, supporter_status) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_middle_idx ON contacts (middle_name_key) WHERE is_active;
--> statement-breakpoint
-- Filter-only searches: counts by party and by birth date without touching the table.
CREATE INDEX contacts_search_party_idx ON contacts (party) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_birth_idx ON contacts (date_of_birth) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_zip_idx ON contacts (left(zip_code, 5)) WHERE is_active;

