/**
 * Survey questions (issue 19, PRODUCT.md "Survey questions"): admins add, change, retire and bring back the
 * campaign's questions; at most SURVEY_ACTIVE_MAX are active at a time. Each change has its audit row in
 * the same transaction. Retiring keeps every answer already recorded.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import {
  type CreateSurveyQuestionRequest,
  SURVEY_ACTIVE_MAX,
  type SurveyQuestion,
  type UpdateSurveyQuestionRequest,
} from '../../common/schemas/survey.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db, Executor } from '../db/client.js';
import { type SurveyQuestionRow, surveyQuestions } from '../db/schema/index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';

const QUESTION_NOT_FOUND = 'That survey question does not exist.';
const TOO_MANY = `At most ${SURVEY_ACTIVE_MAX} survey questions can be active: retire one first.`;

export const presentQuestion = (q: SurveyQuestionRow): SurveyQuestion => ({
  id: q.id,
  text: q.text,
  choices: q.choices,
  active: q.active,
  createdAt: q.createdAt.toISOString(),
});

/** Every question, active first, oldest first (admins). */
export async function listQuestions(db: Executor) {
  const rows = await db
    .select()
    .from(surveyQuestions)
    .orderBy(desc(surveyQuestions.active), asc(surveyQuestions.createdAt), asc(surveyQuestions.id));
  return rows.map(presentQuestion);
}

/** The questions the attempt form asks, oldest first. */
export async function activeQuestions(db: Executor) {
  const rows = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.active, true))
    .orderBy(asc(surveyQuestions.createdAt), asc(surveyQuestions.id));
  return rows.map(presentQuestion);
}

/** Serialises changes to the active set, so two admins at once cannot make a sixth active question. */
async function lockQuestions(tx: Executor) {
  await tx.execute(sql`LOCK TABLE survey_questions IN SHARE ROW EXCLUSIVE MODE`);
}

async function activeCount(tx: Executor) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.active, true));
  return row?.n ?? 0;
}

export async function createQuestion(db: Db, userId: string, input: CreateSurveyQuestionRequest) {
  return db.transaction(async (tx) => {
    await lockQuestions(tx);
    if ((await activeCount(tx)) >= SURVEY_ACTIVE_MAX) throw new InvalidInputError(TOO_MANY);
    const [row] = await tx
      .insert(surveyQuestions)
      .values({ text: input.text, choices: input.choices })
      .returning();
    if (!row) throw new Error('survey question not inserted');
    await recordAudit(tx, {
      action: 'create',
      tableName: 'survey_questions',
      recordId: row.id,
      userId,
      newValue: JSON.stringify({ text: row.text, choices: row.choices }),
    });
    return presentQuestion(row);
  });
}

export async function updateQuestion(db: Db, userId: string, id: string, input: UpdateSurveyQuestionRequest) {
  if (!isUuid(id)) throw new NotFoundError(QUESTION_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockQuestions(tx);
    const [before] = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.id, id));
    if (!before) throw new NotFoundError(QUESTION_NOT_FOUND);
    if (input.active && !before.active && (await activeCount(tx)) >= SURVEY_ACTIVE_MAX)
      throw new InvalidInputError(TOO_MANY);
    const changes = {
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.choices !== undefined ? { choices: input.choices } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
    if (!Object.keys(changes).length) return presentQuestion(before);
    const [row] = await tx.update(surveyQuestions).set(changes).where(eq(surveyQuestions.id, id)).returning();
    if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
    await recordAudit(
      tx,
      ...(Object.keys(changes) as (keyof typeof changes)[]).map((field) => ({
        action: 'update' as const,
        tableName: 'survey_questions' as const,
        recordId: id,
        userId,
        fieldName: field,
        oldValue: JSON.stringify(before[field]),
        newValue: JSON.stringify(row[field]),
      })),
    );
    return presentQuestion(row);
  });
}
