CREATE TABLE "read_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"day" date NOT NULL,
	"search_rows" integer DEFAULT 0 NOT NULL,
	"profile_opens" integer DEFAULT 0 NOT NULL,
	"housemates" integer DEFAULT 0 NOT NULL,
	"list_rows" integer DEFAULT 0 NOT NULL,
	"list_made_rows" integer DEFAULT 0 NOT NULL,
	"list_made_phones" integer DEFAULT 0 NOT NULL,
	"network_rows" integer DEFAULT 0 NOT NULL,
	"refusals" integer DEFAULT 0 NOT NULL,
	"alerted_percent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"criteria" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "read_days" ADD CONSTRAINT "read_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_searches" ADD CONSTRAINT "read_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "read_days_user_day_idx" ON "read_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "read_days_day_idx" ON "read_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "read_searches_user_idx" ON "read_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "read_searches_created_at_idx" ON "read_searches" USING btree ("created_at");