CREATE TABLE "contact_turnout" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"recent_generals" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "elections" (
	"election_date" date NOT NULL,
	"election_type" text NOT NULL,
	CONSTRAINT "elections_election_date_election_type_pk" PRIMARY KEY("election_date","election_type")
);
--> statement-breakpoint
CREATE TABLE "vote_history" (
	"contact_id" uuid NOT NULL,
	"election_date" date NOT NULL,
	"election_type" text NOT NULL,
	"history_code" text NOT NULL,
	CONSTRAINT "vote_history_contact_id_election_date_election_type_pk" PRIMARY KEY("contact_id","election_date","election_type"),
	CONSTRAINT "vote_history_type_check" CHECK (election_type IN ('GEN', 'PRI', 'PPP', 'RUN', 'OTH')),
	CONSTRAINT "vote_history_code_check" CHECK (history_code IN ('A', 'B', 'E', 'N', 'P', 'Y'))
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "kind" text DEFAULT 'voters' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "unknown_voters" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_turnout" ADD CONSTRAINT "contact_turnout_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_history" ADD CONSTRAINT "vote_history_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_turnout_recent_idx" ON "contact_turnout" USING btree ("recent_generals","contact_id");--> statement-breakpoint
CREATE INDEX "vote_history_voted_idx" ON "vote_history" USING btree ("election_date","contact_id") WHERE history_code IN ('A', 'E', 'Y');--> statement-breakpoint
CREATE INDEX "contacts_active_id_idx" ON "contacts" USING btree ("id") WHERE is_active;
--> statement-breakpoint
-- Hand-written: the votedIn and minRecentGenerals search filters read these two tables, so a change to
-- either forgets the remembered search totals, as a change to a filtered column of contacts does (0007).
CREATE TRIGGER vote_history_search_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vote_history
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
--> statement-breakpoint
CREATE TRIGGER contact_turnout_search_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contact_turnout
  FOR EACH STATEMENT EXECUTE FUNCTION gw_mark_contacts_change();
