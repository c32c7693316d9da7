import { CONTACT_FILTERS } from '../../../common/contact-filters.js';
import type { SurveyQuestion } from '../../../common/schemas/survey.js';
import { Field } from '../ui/field';
import { NativeSelect } from '../ui/native-select';

/** The filter's value: `<questionId>:<choice>` (contact-filters.ts, the `answer` filter). */
export const answerFilterValue = (question: SurveyQuestion, choice: string) => `${question.id}:${choice}`;

/**
 * The survey answer filter: voters whose latest answer to a question is one choice, each question's choices
 * grouped under it (retired questions too, marked). Nothing is shown when there is no question to offer.
 */
export function SurveyAnswerSelect({
  id,
  questions,
  value,
  onChange,
}: {
  id: string;
  questions: readonly SurveyQuestion[];
  value: string;
  onChange: (next: string) => void;
}) {
  if (questions.length === 0) return null;
  const offered = questions.some((q) => q.choices.some((choice) => answerFilterValue(q, choice) === value));
  return (
    <Field id={id} label={CONTACT_FILTERS.answer.label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any answer</option>
        {/* A choice since removed from its question (or a question gone from the list) stays selectable. */}
        {value && !offered && <option value={value}>{value.slice(value.indexOf(':') + 1)}</option>}
        {questions.map((question) => (
          <optgroup key={question.id} label={question.active ? question.text : `${question.text} (retired)`}>
            {question.choices.map((choice) => (
              <option key={choice} value={answerFilterValue(question, choice)}>
                {choice}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
    </Field>
  );
}
