-- Issue 37 (election season), four migrations of its branch in one: the ballots of the election under way, their
-- staging table and the indexes the filters and the election view read.
CREATE TABLE "ballot_files" (
	"election_date" date NOT NULL,
	"source" text NOT NULL,
	"job_id" uuid,
	"file_name" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballot_files_election_date_source_pk" PRIMARY KEY("election_date","source")
);
--> statement-breakpoint
CREATE TABLE "ballot_import_rows" (
	"job_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"voter_id" text NOT NULL,
	"election_date" date NOT NULL,
	"status" text NOT NULL,
	"status_date" date,
	"reason" text,
	"cure_deadline" date
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"election_date" date NOT NULL,
	"contact_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_date" date,
	"reason" text,
	"cure_deadline" date,
	"source" text NOT NULL,
	CONSTRAINT "ballots_election_date_contact_id_pk" PRIMARY KEY("election_date","contact_id"),
	CONSTRAINT "ballots_status_check" CHECK (status IN ('requested', 'mailed', 'returned', 'rejected', 'accepted', 'early', 'voted')),
	CONSTRAINT "ballots_source_check" CHECK (source IN ('mail', 'early', 'file'))
);
--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "skip_voted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "supporters_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_files" ADD CONSTRAINT "ballot_files_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_import_rows" ADD CONSTRAINT "ballot_import_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballot_import_rows_job_idx" ON "ballot_import_rows" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "ballots_status_idx" ON "ballots" USING btree ("election_date","status","contact_id");--> statement-breakpoint
CREATE INDEX "ballots_contact_idx" ON "ballots" USING btree ("contact_id");
--> statement-breakpoint
DROP INDEX "ballot_import_rows_job_idx";--> statement-breakpoint
ALTER TABLE "ballot_import_rows" ADD CONSTRAINT "ballot_import_rows_job_id_row_number_pk" PRIMARY KEY("job_id","row_number");--> statement-breakpoint
CREATE INDEX "contacts_supporters_precinct_idx" ON "contacts" USING btree ("precinct","id") WHERE is_active AND supporter_status IN ('confirmed-supporter', 'likely-supporter');
--> statement-breakpoint
-- A ballot file's rows are staged only while its import runs and removed when it ends (issue 37): nothing there
-- needs to survive a crash, so the table skips the write-ahead log (an interrupted import is imported again).
ALTER TABLE "ballot_import_rows" SET UNLOGGED;
--> statement-breakpoint
DROP INDEX "ballots_status_idx";--> statement-breakpoint
CREATE INDEX "ballots_status_idx" ON "ballots" USING btree ("election_date","status","contact_id","status_date");
