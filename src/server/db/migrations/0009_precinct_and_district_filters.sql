-- Precinct and district filters (src/common/contact-filters.ts). A precinct holds a few thousand voters:
-- this index keeps them in the search's order, so a precinct's first page and its count are read from the
-- index alone instead of walking the whole name order to find them.
CREATE INDEX contacts_search_precinct_idx ON contacts (precinct, last_name_key, first_name_key, id) WHERE is_active;
--> statement-breakpoint
-- A district holds a large share of the voters: its page comes quickly off the name-order index, and these
-- narrow indexes count it (and list each district's values for the filter panels) without reading rows.
CREATE INDEX contacts_search_district_idx ON contacts (district) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_house_district_idx ON contacts (house_district) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_senate_district_idx ON contacts (senate_district) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_commission_district_idx ON contacts (commission_district) WHERE is_active;
--> statement-breakpoint
CREATE INDEX contacts_search_school_board_district_idx ON contacts (school_board_district) WHERE is_active;
--> statement-breakpoint
-- Remembered search totals are forgotten when a column a search filters on changes (migration 0007): the
-- trigger now watches the precinct and district columns too.
DROP TRIGGER contacts_search_change ON contacts;
--> statement-breakpoint
CREATE TRIGGER contacts_search_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF is_active, first_name, middle_name, last_name, city, zip_code, party, supporter_status,
                  date_of_birth, precinct, district, house_district, senate_district, commission_district,
                  school_board_district
  ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
