-- The election's supporters who voted, and who did not, in one range of an index (decision 0405): each ballot
-- carries its voter's supporter status. Counting them by probing each supporter's ballot took 30-70 ms at
-- 1,000,000 voters (10,000 supporters), hashing the election's voted ballots more; the supporters' ballots are a
-- few thousand index entries.
DROP INDEX "ballots_contact_idx";--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "supporter_status" "supporter_status" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
UPDATE ballots b SET supporter_status = c.supporter_status FROM contacts c
  WHERE c.id = b.contact_id AND c.supporter_status <> 'unknown';--> statement-breakpoint
CREATE INDEX "ballots_supporters_idx" ON "ballots" USING btree ("election_date","supporter_status","status","contact_id","status_date") WHERE supporter_status <> 'unknown';--> statement-breakpoint
CREATE INDEX "ballots_contact_idx" ON "ballots" USING btree ("contact_id","election_date","status");--> statement-breakpoint
-- Hand-written: the copy follows every change of a contact's status, whoever makes it (a volunteer, an undo, a
-- script). The lock is shared between contacts' changes; a ballot file's apply takes it alone while it reads the
-- statuses it copies (store-ballots.ts, SUPPORTER_COPY_LOCK), so a change made meanwhile waits and then also
-- reaches the ballots the file adds.
CREATE FUNCTION gw_ballots_follow_supporter_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7405042);
  UPDATE ballots SET supporter_status = NEW.supporter_status WHERE contact_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_supporter_status_to_ballots AFTER UPDATE OF supporter_status ON contacts
  FOR EACH ROW WHEN (OLD.supporter_status IS DISTINCT FROM NEW.supporter_status)
  EXECUTE FUNCTION gw_ballots_follow_supporter_status();
