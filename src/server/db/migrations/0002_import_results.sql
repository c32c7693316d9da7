ALTER TABLE "import_jobs" ADD COLUMN "unchanged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "warning_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "warning_list" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "ignored_columns" jsonb;