-- Similar names (issue 18): sound-alike codes (fuzzystrmatch: Soundex, double metaphone) find the close names,
-- edit distance (levenshtein) and trigram similarity (pg_trgm) rank them. Both extensions ship with PostgreSQL's
-- contrib and with PGlite (loaded in pglite-worker.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- "smtih" sounds like "smith" (Soundex S530), "gonzales" like "gonzalez" (double metaphone KNSL): an index of
-- each sound code with the name key beside it, for active contacts, so the distinct close names are read from
-- the index alone (a popular name's 10,000 rows are never visited); the contacts are then read by name.
CREATE INDEX contacts_similar_last_soundex_idx ON contacts (soundex(last_name_key), last_name_key) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_similar_first_soundex_idx ON contacts (soundex(first_name_key), first_name_key) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_similar_last_sound_idx ON contacts (dmetaphone(last_name_key), last_name_key) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_similar_first_sound_idx ON contacts (dmetaphone(first_name_key), first_name_key) WHERE is_active;
--> statement-breakpoint
-- Address search and households (issue 18). One normal form for a street address, for the stored addresses
-- and the typed text alike: folded (gw_fold), anything but letters and digits a single space, and each word
-- of the usual suffixes, directions and unit words written one way (USPS abbreviations): "2661 Lake Ella
-- Drive, Apt. 4" and "2661 LAKE ELLA DR APT 4" are both "2661 lake ella dr apt 4".
CREATE FUNCTION gw_address_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN nullif(btrim(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(gw_fold(value), '[^a-z0-9]+', ' ', 'g'),
      '\m(street|str)\M', 'st', 'g'),
      '\m(drive|drv)\M', 'dr', 'g'),
      '\m(avenue|av|aven)\M', 'ave', 'g'),
      '\mroad\M', 'rd', 'g'),
      '\m(boulevard|boul)\M', 'blvd', 'g'),
      '\mlane\M', 'ln', 'g'),
      '\mcourt\M', 'ct', 'g'),
      '\m(circle|circ)\M', 'cir', 'g'),
      '\mplace\M', 'pl', 'g'),
      '\m(terrace|terr)\M', 'ter', 'g'),
      '\m(highway|hiway)\M', 'hwy', 'g'),
      '\m(parkway|pkwy)\M', 'pkwy', 'g'),
      '\mnorth\M', 'n', 'g'),
      '\msouth\M', 's', 'g'),
      '\meast\M', 'e', 'g'),
      '\mwest\M', 'w', 'g'),
      '\m(apartment|unit|suite|ste)\M', 'apt', 'g'),
      ' +', ' ', 'g')), '');
--> statement-breakpoint
-- The address key without its house number ("2661 lake ella dr" → "lake ella dr"), for "Lake Ella".
CREATE FUNCTION gw_street_name_key(address_key text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(address_key, '^[0-9]+[a-z]? ', '');
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "street_address_key" text COLLATE "C" GENERATED ALWAYS AS (gw_address_key(street_address)) STORED;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "street_name_key" text COLLATE "C" GENERATED ALWAYS AS (gw_street_name_key(gw_address_key(street_address))) STORED;
--> statement-breakpoint
-- Address prefixes in the search's order; households by address and ZIP (left(zip_code, 5), as the ZIP filter).
CREATE INDEX contacts_search_address_idx ON contacts (street_address_key, left(zip_code, 5)) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_street_idx ON contacts (street_name_key) WHERE is_active;
--> statement-breakpoint
-- Remembered search totals are forgotten when the street address changes too (migration 0009's list + it).
DROP TRIGGER contacts_search_change ON contacts;
--> statement-breakpoint
CREATE TRIGGER contacts_search_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF is_active, first_name, middle_name, last_name, city, zip_code, party, supporter_status,
                  date_of_birth, precinct, district, house_district, senate_district, commission_district,
                  school_board_district, street_address
  ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
