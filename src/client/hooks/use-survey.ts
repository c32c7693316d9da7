/** Survey questions (issue 19): the admin's list and changes, and the active questions the attempt form asks. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type CreateSurveyQuestionRequest,
  type SurveyQuestion,
  surveyQuestion,
  type UpdateSurveyQuestionRequest,
} from '../../common/schemas/survey.js';
import { errorMessage } from '../api/api-error';
import { getJson, sendJson } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { surveyKeys } from '../query-keys/keys';
import { useCan } from './use-can';

const questions = z.array(surveyQuestion);

/** Every question, retired ones too (admins only). */
export function useAllSurveyQuestions(enabled = true) {
  return useQuery<SurveyQuestion[]>({
    queryKey: surveyKeys.all,
    queryFn: ({ signal }) => getJson('/api/admin/survey-questions', questions, signal),
    enabled,
  });
}

/** The active questions; kept a day so the attempt form still shows them without signal. */
export function useActiveSurveyQuestions(enabled = true) {
  return useQuery<SurveyQuestion[]>({
    queryKey: surveyKeys.active,
    queryFn: ({ signal }) => getJson('/api/survey-questions', questions, signal),
    staleTime: 5 * 60_000,
    gcTime: 24 * 60 * 60_000,
    enabled,
  });
}

/**
 * The questions a search or an export can filter answers by: every question, retired ones too, for an admin
 * (answers to a retired question stay on the profiles); the active ones for an editor, the only questions
 * the server shows them; none for a viewer, who may read no question (decision 0259,
 * docs/decisions/0259-survey-answer-filter-by-role.md).
 * A refusal (a role changed since sign-in) also leaves none, so the filter is simply not offered.
 */
export function useFilterableSurveyQuestions(enabled = true): SurveyQuestion[] {
  const isAdmin = useCan('admin:manage');
  const canWorkLists = useCan('lists:work');
  const everyQuestion = useAllSurveyQuestions(enabled && isAdmin);
  const active = useActiveSurveyQuestions(enabled && !isAdmin && canWorkLists);
  return (isAdmin ? everyQuestion.data : canWorkLists ? active.data : undefined) ?? [];
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

export function useCreateSurveyQuestion() {
  return useMutation({
    mutationFn: (body: CreateSurveyQuestionRequest) =>
      sendJson('POST', '/api/admin/survey-questions', body, surveyQuestion),
    onSuccess: async () => {
      toast({ title: 'Question added', description: 'Volunteers see it on the result form of their lists.' });
      await invalidateAfter.surveyQuestionChanged(queryClient);
    },
    onError: failed('Failed to add the question'),
  });
}

export function useUpdateSurveyQuestion() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSurveyQuestionRequest & { id: string }) =>
      sendJson('PATCH', `/api/admin/survey-questions/${id}`, body, surveyQuestion),
    onSuccess: async (_question, body) => {
      toast({
        title:
          body.active === false
            ? 'Question retired'
            : body.active === true
              ? 'Question asked again'
              : 'Question saved',
        description: body.active === false ? 'Its answers are kept on the voters’ profiles.' : undefined,
      });
      await invalidateAfter.surveyQuestionChanged(queryClient);
    },
    onError: failed('Failed to save the question'),
  });
}
