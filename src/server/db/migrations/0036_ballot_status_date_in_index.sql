DROP INDEX "ballots_status_idx";--> statement-breakpoint
CREATE INDEX "ballots_status_idx" ON "ballots" USING btree ("election_date","status","contact_id","status_date");