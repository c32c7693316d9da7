-- Issue 39: a last-name prefix with a ballot status at 5,000,000 voters met the prefix's 46,000 contacts with the
-- election's 700,000 voted ballots (231 ms; docs/benchmarks/plans/2026-11-28-issue-39/5m-ballot-status.md). Each
-- ballot now holds its voter's folded last name, in the status index's order, so the search's ballot condition
-- repeats the name's range on the ballot and reads only the matching ballots (decision 0405).
ALTER TABLE "ballot_import_rows" ADD COLUMN "last_name_key" text COLLATE "C";
--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "last_name_key" text COLLATE "C";
--> statement-breakpoint
UPDATE ballots b SET last_name_key = c.last_name_key FROM contacts c WHERE c.id = b.contact_id;
--> statement-breakpoint
ALTER TABLE "ballots" ALTER COLUMN "last_name_key" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "ballots_status_idx";
--> statement-breakpoint
CREATE INDEX "ballots_status_idx" ON "ballots" USING btree ("election_date","status","last_name_key","contact_id","status_date");
--> statement-breakpoint
-- A voter renamed by a refresh takes the new name to their ballots. Only a real change fires it: a refresh updates
-- most of the file's rows, and a trigger on each would probe the ballots 180,000 times.
CREATE FUNCTION gw_ballots_follow_last_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ballots SET last_name_key = NEW.last_name_key WHERE contact_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_ballots_follow_last_name AFTER UPDATE ON contacts FOR EACH ROW
  WHEN (OLD.last_name_key IS DISTINCT FROM NEW.last_name_key)
  EXECUTE FUNCTION gw_ballots_follow_last_name();
