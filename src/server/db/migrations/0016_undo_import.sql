CREATE TABLE "import_changes" (
	"job_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"previous" jsonb,
	CONSTRAINT "import_changes_job_id_contact_id_pk" PRIMARY KEY("job_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "changes_recorded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "undo_of" uuid;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "undo_cursor" uuid;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "undo_result" jsonb;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_undo_of_import_jobs_id_fk" FOREIGN KEY ("undo_of") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_undo_of_idx" ON "import_jobs" USING btree ("undo_of");