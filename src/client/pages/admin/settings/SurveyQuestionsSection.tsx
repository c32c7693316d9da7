/**
 * Settings → Survey questions (PRODUCT.md, Survey questions): the campaign's questions, at most 5 active,
 * each with 2 to 8 choices. Add, edit, retire (answers are kept) and ask again.
 */
import { type FormEvent, useState } from 'react';
import {
  createSurveyQuestionRequest,
  SURVEY_ACTIVE_MAX,
  SURVEY_CHOICES_MAX,
  type SurveyQuestion,
} from '../../../../common/schemas/survey.js';
import { errorMessage } from '../../../api/api-error';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import {
  useAllSurveyQuestions,
  useCreateSurveyQuestion,
  useUpdateSurveyQuestion,
} from '../../../hooks/use-survey';

const splitChoices = (text: string) =>
  text
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);

function QuestionForm({
  id,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  id: string;
  initial?: SurveyQuestion;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: { text: string; choices: string[] }, done: () => void) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial?.text ?? '');
  const [choices, setChoices] = useState(initial?.choices.join('\n') ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSurveyQuestionRequest.safeParse({ text, choices: splitChoices(choices) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the question and its choices');
      return;
    }
    setError(null);
    onSubmit(parsed.data, () => {
      if (!initial) {
        setText('');
        setChoices('');
      }
    });
  };
  return (
    <form className="grid gap-2 rounded-md border border-border p-3" onSubmit={submit} noValidate>
      <Field id={`${id}-text`} label="Question">
        <Input
          id={`${id}-text`}
          value={text}
          maxLength={300}
          placeholder="What is the most important issue for you?"
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Field id={`${id}-choices`} label={`Choices (one per line, 2 to ${SURVEY_CHOICES_MAX})`}>
        <textarea
          id={`${id}-choices`}
          className="min-h-24 rounded-md border border-input bg-background px-3 py-2 text-sm"
          value={choices}
          onChange={(e) => setChoices(e.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function SurveyQuestionsSection() {
  const questions = useAllSurveyQuestions();
  const create = useCreateSurveyQuestion();
  const update = useUpdateSurveyQuestion();
  const [editing, setEditing] = useState<string | null>(null);
  const list = questions.data ?? [];
  const activeCount = list.filter((q) => q.active).length;

  return (
    <section className="grid max-w-3xl gap-3" aria-labelledby="survey-questions-heading">
      <h2 id="survey-questions-heading" className="text-lg font-semibold">
        Survey questions
      </h2>
      <p className="text-xs text-muted-foreground">
        Volunteers see the active questions when they record a conversation on a list, and may answer them. Up
        to {SURVEY_ACTIVE_MAX} can be active. Retiring a question stops asking it and keeps the answers
        already given; voters can be searched and exported by their latest answer.
      </p>
      {questions.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(questions.error, 'Failed to load the survey questions')}
        </p>
      )}
      <ul className="grid gap-2">
        {list.map((q) =>
          editing === q.id ? (
            <li key={q.id}>
              <QuestionForm
                id={`survey-edit-${q.id}`}
                initial={q}
                submitLabel="Save question"
                pending={update.isPending}
                onCancel={() => setEditing(null)}
                onSubmit={(body) =>
                  update.mutate({ id: q.id, ...body }, { onSuccess: () => setEditing(null) })
                }
              />
            </li>
          ) : (
            <li key={q.id} className="grid gap-1 rounded-md border border-border p-3">
              <p className="font-medium">
                {q.text} {!q.active && <span className="text-xs text-muted-foreground">(retired)</span>}
              </p>
              <p className="text-sm text-muted-foreground">{q.choices.join(' · ')}</p>
              <div className="flex gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => setEditing(q.id)}>
                  Edit
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={update.isPending || (!q.active && activeCount >= SURVEY_ACTIVE_MAX)}
                  onClick={() => update.mutate({ id: q.id, active: !q.active })}
                >
                  {q.active ? 'Retire' : 'Ask again'}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {activeCount < SURVEY_ACTIVE_MAX ? (
        <QuestionForm
          id="survey-new"
          submitLabel="Add question"
          pending={create.isPending}
          onSubmit={(body, done) => create.mutate(body, { onSuccess: done })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {SURVEY_ACTIVE_MAX} questions are active: retire one to add another.
        </p>
      )}
    </section>
  );
}
