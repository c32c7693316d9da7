import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidParam } from '../../common/schemas/common.js';
import { createSurveyQuestionRequest, updateSurveyQuestionRequest } from '../../common/schemas/survey.js';
import type { Db } from '../db/client.js';
import { requireUser } from '../http/current-user.js';
import { activeQuestions, createQuestion, listQuestions, updateQuestion } from './questions.js';

/** Survey questions (issue 19): admins manage them; editors read the active ones for the attempt form. */
export async function surveyRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/survey-questions', async () => activeQuestions(db));

  app.get('/api/admin/survey-questions', async () => listQuestions(db));

  app.post(
    '/api/admin/survey-questions',
    { schema: { body: createSurveyQuestionRequest } },
    async (request, reply) =>
      reply.code(201).send(await createQuestion(db, requireUser(request).id, request.body)),
  );

  app.patch(
    '/api/admin/survey-questions/:id',
    { schema: { params: uuidParam, body: updateSurveyQuestionRequest } },
    async (request) => updateQuestion(db, requireUser(request).id, request.params.id, request.body),
  );
}
