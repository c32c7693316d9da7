-- Making a walk or call list from a precinct (issue 19, item 7): a precinct's 17,000 voters lie on about 13,500
-- heap pages, and reading them was most of the 4 s. The precinct index now carries every column the list's
-- insert reads (the member conditions, the walk order's street and address keys and ZIP), so the insert is an
-- index-only scan; the search's precinct count and page read the same index as before.
DROP INDEX IF EXISTS contacts_search_precinct_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_precinct_idx ON contacts (precinct, last_name_key, first_name_key, id)
  INCLUDE (street_name_key, street_address_key, zip_code, do_not_contact, moved, deceased) WHERE is_active;
