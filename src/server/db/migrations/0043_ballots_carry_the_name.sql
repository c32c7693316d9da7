-- A last name with a ballot group in one range of an index (decision 0406): each ballot carries its voter's name
-- keys and activity besides the supporter status (0042). "Ma" with "voted" at 5,000,000 voters read the contacts'
-- name index for all 46,000 voters named Ma… to meet the 6,500 who voted; the ballots' own index holds just them.
ALTER TABLE "ballots" ADD COLUMN "last_name_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "first_name_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "ballots" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE ballots b SET last_name_key = c.last_name_key, first_name_key = c.first_name_key, is_active = c.is_active
  FROM contacts c WHERE c.id = b.contact_id;--> statement-breakpoint
-- Hand-written (drizzle cannot say INCLUDE or index an expression): a search's ballot arms (filter-conditions.ts,
-- ballotHeldByName) read these alone, in the results' order within each status.
CREATE INDEX ballots_name_idx ON ballots (election_date, status, last_name_key, first_name_key, contact_id)
  INCLUDE (supporter_status) WHERE is_active;--> statement-breakpoint
CREATE INDEX ballots_last_part_idx ON ballots (election_date, status, gw_surname_last_part(last_name_key))
  INCLUDE (last_name_key, first_name_key, contact_id, supporter_status)
  WHERE is_active AND gw_surname_last_part(last_name_key) IS NOT NULL;--> statement-breakpoint
-- The trigger of 0042 now copies all four; it still fires only when one of them changes, so a refresh that renames
-- or deactivates a few voters pays one comparison for each of the others.
DROP TRIGGER contacts_supporter_status_to_ballots ON contacts;--> statement-breakpoint
DROP FUNCTION gw_ballots_follow_supporter_status();--> statement-breakpoint
CREATE FUNCTION gw_ballots_follow_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7405042);
  UPDATE ballots SET supporter_status = NEW.supporter_status, last_name_key = NEW.last_name_key,
    first_name_key = NEW.first_name_key, is_active = NEW.is_active
  WHERE contact_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_copy_to_ballots AFTER UPDATE OF supporter_status, last_name, first_name, is_active ON contacts
  FOR EACH ROW WHEN (OLD.supporter_status IS DISTINCT FROM NEW.supporter_status
    OR OLD.last_name_key IS DISTINCT FROM NEW.last_name_key OR OLD.first_name_key IS DISTINCT FROM NEW.first_name_key
    OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION gw_ballots_follow_contact();
