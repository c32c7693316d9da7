CREATE TABLE "survey_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"choices" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_questions_choices_array" CHECK (jsonb_typeof("survey_questions"."choices") = 'array')
);
--> statement-breakpoint
CREATE INDEX "survey_questions_active_idx" ON "survey_questions" USING btree ("active","created_at");