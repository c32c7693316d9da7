import { z } from 'zod';

/** Survey questions (issue 19): at most this many active at a time, each with 2 to 8 choices. */
export const SURVEY_ACTIVE_MAX = 5;
export const SURVEY_CHOICES_MIN = 2;
export const SURVEY_CHOICES_MAX = 8;
export const SURVEY_TEXT_MAX = 300;
export const SURVEY_CHOICE_MAX = 60;

const questionText = z
  .string({ error: 'Write the question' })
  .trim()
  .min(1, 'Write the question')
  .max(SURVEY_TEXT_MAX, `A question must be at most ${SURVEY_TEXT_MAX} characters`);

const choices = z
  .array(
    z
      .string({ error: 'Each choice must be text' })
      .trim()
      .min(1, 'A choice must not be empty')
      .max(SURVEY_CHOICE_MAX, `A choice must be at most ${SURVEY_CHOICE_MAX} characters`),
    { error: 'Choices must be a list of answers' },
  )
  .min(SURVEY_CHOICES_MIN, `Give at least ${SURVEY_CHOICES_MIN} choices`)
  .max(SURVEY_CHOICES_MAX, `Give at most ${SURVEY_CHOICES_MAX} choices`)
  .refine(
    (list) => new Set(list.map((c) => c.toLowerCase())).size === list.length,
    'Each choice must be different',
  );

export const createSurveyQuestionRequest = z.object({ text: questionText, choices }).strict();
export type CreateSurveyQuestionRequest = z.input<typeof createSurveyQuestionRequest>;

/** Change the text or choices, retire (`active: false`) or bring back (`active: true`). */
export const updateSurveyQuestionRequest = z
  .object({ text: questionText.optional(), choices: choices.optional(), active: z.boolean().optional() })
  .strict();
export type UpdateSurveyQuestionRequest = z.input<typeof updateSurveyQuestionRequest>;

export const surveyQuestion = z.object({
  id: z.string(),
  text: z.string(),
  choices: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

/** The latest answer a voter gave to a question (the profile). */
export const latestAnswer = z.object({
  questionId: z.string(),
  question: z.string(),
  /** False when the question was retired since. */
  active: z.boolean(),
  choice: z.string(),
  answeredAt: z.string(),
});
export type LatestAnswer = z.infer<typeof latestAnswer>;
