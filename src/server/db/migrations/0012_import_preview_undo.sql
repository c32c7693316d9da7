CREATE TABLE "import_changes" (
	"job_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "dry_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "preview" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "preview_job_id" uuid;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_changes_job_contact_idx" ON "import_changes" USING btree ("job_id","contact_id");