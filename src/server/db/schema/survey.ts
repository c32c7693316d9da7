import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * The campaign's survey questions (issue 19): a question and its 2–8 choices, asked at the door or on the
 * phone. At most 5 are active at a time (checked by the use case); a retired one is no longer asked, and the
 * answers already recorded (contact_attempts.answers, keyed by question id) are kept.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    text: text('text').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('survey_questions_active_idx').on(t.active, t.createdAt),
    check('survey_questions_choices_array', sql`jsonb_typeof(${t.choices}) = 'array'`),
  ],
);

export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
