-- Making a walk or call list from a precinct (issue 19, item 7): a precinct's 17,000 voters lie on about 13,500
-- heap pages, and reading them was most of the 4 s. The precinct index now carries every column the list's
-- insert reads (the member conditions, the walk order's street and address keys and ZIP), so the insert is an
-- index-only scan; the search's precinct count and page read the same index as before.
DROP INDEX IF EXISTS contacts_search_precinct_idx;
--> statement-breakpoint
CREATE INDEX contacts_search_precinct_idx ON contacts (precinct, last_name_key, first_name_key, id)
  INCLUDE (street_name_key, street_address_key, zip_code, do_not_contact, moved, deceased) WHERE is_active;

--> statement-breakpoint
ALTER TABLE "contact_list_members" DROP CONSTRAINT "contact_list_members_contact_id_contacts_id_fk";
--> statement-breakpoint
-- Hand-written: what the foreign key's ON DELETE CASCADE did, once per statement. Making a list checked the key
-- for each member, reading and locking every member's contact row: 850 ms of a 1.4 s precinct list at 1,000,000
-- contacts (DECISIONS.md, "Making a list"). The lock first waits for lists being made or refreshed to commit,
-- so their members are seen and deleted too, and a list made after the lock sees the contacts gone.
CREATE FUNCTION gw_contacts_leave_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE contact_list_members IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM contact_list_members m USING gone g WHERE m.contact_id = g.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_leave_lists AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION gw_contacts_leave_lists();
