-- Concurrent applies of one preview could each start an import (issue 36); keep the earliest one linked.
UPDATE "import_jobs" AS j SET "preview_job_id" = NULL
WHERE j."preview_job_id" IS NOT NULL AND j."status" <> 'failed' AND EXISTS (
  SELECT 1 FROM "import_jobs" AS k
  WHERE k."preview_job_id" = j."preview_job_id" AND k."status" <> 'failed'
    AND (k."created_at", k."id") < (j."created_at", j."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_apply_per_preview_idx" ON "import_jobs" USING btree ("preview_job_id") WHERE "import_jobs"."status" <> 'failed';
