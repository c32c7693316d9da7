-- The voter status filter (src/common/contact-filters.ts): most voters are active (ACT), so a status's page comes
-- quickly off the name-order index; this narrow index counts it and lists the statuses for the filter panels
-- without reading rows, as migration 0009's district indexes do.
CREATE INDEX contacts_search_voter_status_idx ON contacts (voter_status) WHERE is_active;
--> statement-breakpoint
-- Remembered search totals are forgotten when a column a search filters on changes (migration 0007): the trigger
-- now watches the voter status too, besides migration 0017's columns.
DROP TRIGGER contacts_search_change ON contacts;
--> statement-breakpoint
CREATE TRIGGER contacts_search_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF is_active, first_name, middle_name, last_name, city, zip_code, party, supporter_status,
                  date_of_birth, precinct, district, house_district, senate_district, commission_district,
                  school_board_district, street_address, last_result, voter_status
  ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
