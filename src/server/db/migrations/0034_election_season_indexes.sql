DROP INDEX "ballot_import_rows_job_idx";--> statement-breakpoint
ALTER TABLE "ballot_import_rows" ADD CONSTRAINT "ballot_import_rows_job_id_row_number_pk" PRIMARY KEY("job_id","row_number");--> statement-breakpoint
CREATE INDEX "contacts_supporters_precinct_idx" ON "contacts" USING btree ("precinct","id") WHERE is_active AND supporter_status IN ('confirmed-supporter', 'likely-supporter');