ALTER TABLE "contact_list_assignees" ADD COLUMN "assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_list_assignees" ADD COLUMN "assigned_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD COLUMN "turf_number" integer;--> statement-breakpoint
ALTER TABLE "contact_list_assignees" ADD CONSTRAINT "contact_list_assignees_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_lists" ADD CONSTRAINT "contact_lists_parent_id_contact_lists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_lists_parent_idx" ON "contact_lists" USING btree ("parent_id");