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
