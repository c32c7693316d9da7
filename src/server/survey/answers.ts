/**
 * Survey answers (issue 19): kept on each contact attempt (contact_attempts.answers, question id → choice).
 * An attempt may answer only active questions, each with one of its choices; the profile shows the latest
 * answer to each question, retired questions included.
 */
import { eq, sql } from 'drizzle-orm';
import type { LatestAnswer } from '../../common/schemas/survey.js';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import { surveyQuestions } from '../db/schema/index.js';
import { type FieldError, InvalidInputError } from '../errors.js';

/**
 * The answers checked against the active questions (in the attempt's transaction); null when there are none.
 * Throws InvalidInputError naming each bad answer, so nothing is stored.
 */
export async function checkedAnswers(
  tx: Executor,
  answers: Record<string, string> | undefined,
): Promise<Record<string, string> | null> {
  const entries = Object.entries(answers ?? {});
  if (!entries.length) return null;
  const active = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.active, true));
  const byId = new Map(active.map((q) => [q.id, q]));
  const problems: FieldError[] = [];
  for (const [questionId, choice] of entries) {
    const question = byId.get(questionId);
    if (!question)
      problems.push({
        path: `answers.${questionId}`,
        message:
          'This question is not one the campaign asks now: leave it out, or reload to see the current questions.',
      });
    else if (!question.choices.includes(choice))
      problems.push({
        path: `answers.${questionId}`,
        message: `"${choice.slice(0, 60)}" is not a choice of "${question.text.slice(0, 80)}": choose one of ${question.choices.join(', ')}.`,
      });
  }
  const first = problems[0];
  if (first) throw new InvalidInputError(first.message, problems);
  return Object.fromEntries(entries);
}

/** The latest answer to each question the voter answered, in the questions' order. */
export async function latestAnswersOf(db: Executor, contactId: string): Promise<LatestAnswer[]> {
  const answers = await rows<{
    question_id: string;
    question: string;
    active: boolean;
    choice: string;
    created_at: string | Date;
  }>(
    db,
    sql`
    SELECT q.id AS question_id, q.text AS question, q.active, x.choice, x.created_at
    FROM (
      SELECT DISTINCT ON (e.key) e.key, e.value AS choice, a.created_at
      FROM contact_attempts a, jsonb_each_text(a.answers) e
      WHERE a.contact_id = ${contactId} AND a.answers IS NOT NULL
      ORDER BY e.key, a.created_at DESC, a.id DESC
    ) x
    JOIN survey_questions q ON q.id::text = x.key
    ORDER BY q.active DESC, q.created_at, q.id`,
  );
  return answers.map((r) => ({
    questionId: r.question_id,
    question: r.question,
    active: r.active,
    choice: r.choice,
    answeredAt: new Date(r.created_at).toISOString(),
  }));
}
