ALTER TABLE "ballot_import_rows" DROP CONSTRAINT "ballot_import_rows_job_id_import_jobs_id_fk";
