CREATE TYPE "public"."attempt_channel" AS ENUM('door', 'phone', 'text', 'email');--> statement-breakpoint
CREATE TYPE "public"."attempt_result" AS ENUM('talked', 'not-home', 'left-message', 'refused', 'moved', 'deceased', 'wrong-number', 'do-not-contact');--> statement-breakpoint
CREATE TYPE "public"."list_kind" AS ENUM('walk', 'call');--> statement-breakpoint
CREATE TABLE "contact_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"user_id" uuid,
	"list_id" uuid,
	"client_id" uuid,
	"channel" "attempt_channel" NOT NULL,
	"result" "attempt_result" NOT NULL,
	"phone_id" uuid,
	"note" text,
	"supporter_status" "supporter_status",
	"volunteer_likeliness" "volunteer_likeliness",
	"answers" jsonb,
	"device_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_list_assignees" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "contact_list_assignees_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_list_members" (
	"list_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"household" text,
	"last_result" "attempt_result",
	"last_attempt_at" timestamp with time zone,
	"last_attempt_by" uuid,
	CONSTRAINT "contact_list_members_list_id_contact_id_pk" PRIMARY KEY("list_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "contact_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" "list_kind" NOT NULL,
	"filters" jsonb NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_phones" ADD COLUMN "wrong_number" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "do_not_contact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "deceased" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_result" "attempt_result";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_phone_id_contact_phones_id_fk" FOREIGN KEY ("phone_id") REFERENCES "public"."contact_phones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_assignees" ADD CONSTRAINT "contact_list_assignees_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_assignees" ADD CONSTRAINT "contact_list_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_list_members" ADD CONSTRAINT "contact_list_members_last_attempt_by_users_id_fk" FOREIGN KEY ("last_attempt_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attempts_contact_idx" ON "contact_attempts" USING btree ("contact_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_attempts_list_idx" ON "contact_attempts" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "contact_attempts_created_idx" ON "contact_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_attempts_user_idx" ON "contact_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_attempts_client_unique" ON "contact_attempts" USING btree ("contact_id","user_id","client_id") WHERE client_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_list_assignees_user_idx" ON "contact_list_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_list_members_position_idx" ON "contact_list_members" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "contact_list_members_contact_idx" ON "contact_list_members" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_lists_owner_idx" ON "contact_lists" USING btree ("owner_id");--> statement-breakpoint
-- Hand-written (issue 19). The `lastResult` filter reads contacts.last_result: a re-knock list
-- (lastResult=not-home) over active contacts is an index range.
CREATE INDEX contacts_last_result_idx ON contacts (last_result) WHERE is_active AND last_result IS NOT NULL;
--> statement-breakpoint
-- List progress counts a list's members by result from the index alone.
CREATE INDEX contact_list_members_result_idx ON contact_list_members (list_id, last_result);
--> statement-breakpoint
-- Remembered search totals are forgotten when the latest result changes too (the lastResult filter), besides
-- migration 0013's columns.
DROP TRIGGER contacts_search_change ON contacts;
--> statement-breakpoint
CREATE TRIGGER contacts_search_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF is_active, first_name, middle_name, last_name, city, zip_code, party, supporter_status,
                  date_of_birth, precinct, district, house_district, senate_district, commission_district,
                  school_board_district, street_address, last_result
  ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
