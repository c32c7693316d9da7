ALTER TABLE "contacts" ADD COLUMN "voted_on" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "recent_generals" smallint DEFAULT 0 NOT NULL;