-- Read budgets (issue 16): per-person counters of contact rows read this hour, and an admin's per-person
-- override of the Settings' budgets (null = the setting).
CREATE TABLE "read_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"search_rows" integer NOT NULL,
	"profile_opens" integer NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "read_budget_search_rows" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "read_budget_profiles" integer;--> statement-breakpoint
ALTER TABLE "read_counts" ADD CONSTRAINT "read_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;