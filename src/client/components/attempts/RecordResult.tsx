/**
 * The result buttons of one voter, on a walk or call sheet or on the profile, all alike until one is recorded.
 * "Nobody home" (or "No answer") is one tap; "Talked" opens the conversation's panel: a note, the supporter level
 * and the campaign's active survey questions, each a labelled group of choices (all optional), and "Save
 * conversation" records it. Nothing is recorded by a choice alone, so a tap that lands on the wrong choice is put
 * right before saving. Other results sit behind "Other" (two taps).
 */
import { useState } from 'react';
import type { AttemptChannel, AttemptResult, SupporterStatus } from '../../../common/constants.js';
import { attemptResultLabel as label } from '../../../common/contact-display.js';
import type { AttemptInput } from '../../hooks/use-attempts';
import { useActiveSurveyQuestions } from '../../hooks/use-survey';
import { Button } from '../ui/button';
import { Input } from '../ui/input';

const TALKED_CHOICES: [SupporterStatus, string][] = [
  ['confirmed-supporter', 'Supporter'],
  ['likely-supporter', 'Leaning our way'],
  ['unknown', 'Undecided'],
  ['opposition', 'Opposed'],
];

const OTHER_RESULTS: Record<AttemptChannel, AttemptResult[]> = {
  door: ['left-message', 'refused', 'moved', 'deceased', 'do-not-contact'],
  phone: ['left-message', 'refused', 'wrong-number', 'moved', 'deceased', 'do-not-contact'],
  text: ['wrong-number', 'refused', 'do-not-contact'],
  email: ['refused', 'do-not-contact'],
};

export function RecordResult({
  name,
  channel,
  phoneId,
  onRecord,
}: {
  name: string;
  channel: AttemptChannel;
  /** The number called or texted, recorded with every result (and marked by "Wrong number"). */
  phoneId?: string;
  onRecord: (attempt: Omit<AttemptInput, 'listId'>) => void;
}) {
  const [open, setOpen] = useState<'talked' | 'other' | null>(null);
  const [note, setNote] = useState('');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [level, setLevel] = useState<SupporterStatus | null>(null);
  const questions = useActiveSurveyQuestions().data ?? [];
  const record = (result: AttemptResult, extra: Partial<AttemptInput> = {}) => {
    onRecord({
      channel,
      result,
      ...(note.trim() && { note: note.trim() }),
      ...(result === 'talked' && Object.keys(answers).length > 0 && { answers }),
      ...(phoneId && { phoneId }),
      ...extra,
    });
    setOpen(null);
    setNote('');
    setAnswers({});
    setLevel(null);
  };
  return (
    <div className="grid gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        {/* Every result an equal until one is recorded: the sheet marks the recorded one beside the name. */}
        <Button
          size="sm"
          className="min-h-11"
          variant="outline"
          onClick={() => record('not-home')}
          aria-label={`${label('not-home', channel)}: ${name}`}
        >
          {label('not-home', channel)}
        </Button>
        <ChoicesToggle
          label="Talked"
          ariaLabel={`Talked: ${name}`}
          expanded={open === 'talked'}
          onToggle={() => setOpen(open === 'talked' ? null : 'talked')}
        />
        <ChoicesToggle
          label="Other"
          ariaLabel={`Other result: ${name}`}
          expanded={open === 'other'}
          onToggle={() => setOpen(open === 'other' ? null : 'other')}
        />
      </div>
      {open && (
        <div className="grid gap-2 rounded-md border border-border p-2">
          <Input
            aria-label={`Note about ${name} (optional)`}
            placeholder="Note (optional)"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
          />
          {open === 'talked' && (
            <>
              <ChoiceGroup
                legend="Supporter level"
                choices={TALKED_CHOICES}
                chosen={level}
                onChoose={setLevel}
              />
              {questions.map((q) => (
                <ChoiceGroup
                  key={q.id}
                  legend={q.text}
                  choices={q.choices.map((choice) => [choice, choice])}
                  chosen={answers[q.id] ?? null}
                  onChoose={(choice) => {
                    const { [q.id]: _, ...rest } = answers;
                    setAnswers(choice === null ? rest : { ...rest, [q.id]: choice });
                  }}
                />
              ))}
              <Button
                size="sm"
                className="min-h-11 justify-self-start"
                aria-label={`Save conversation: ${name}`}
                // "Undecided" changes no status: the voter's status stays what it was.
                onClick={() =>
                  record('talked', level && level !== 'unknown' ? { supporterStatus: level } : {})
                }
              >
                Save conversation
              </Button>
            </>
          )}
          {open === 'other' && (
            <div className="flex flex-wrap gap-2">
              {OTHER_RESULTS[channel]
                // "Wrong number" marks the number used; without one there is nothing to mark.
                .filter((result) => result !== 'wrong-number' || phoneId)
                .map((result) => (
                  <Button
                    key={result}
                    size="sm"
                    className="min-h-11"
                    variant={result === 'do-not-contact' ? 'destructive' : 'outline'}
                    onClick={() => record(result)}
                  >
                    {label(result, channel)}
                  </Button>
                ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** A labelled group of choices, at most one chosen; tapping the chosen one again unchooses it. */
function ChoiceGroup<T extends string>({
  legend,
  choices,
  chosen,
  onChoose,
}: {
  legend: string;
  choices: [value: T, text: string][];
  chosen: T | null;
  onChoose: (value: T | null) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map(([value, text]) => (
          <Button
            key={value}
            type="button"
            size="sm"
            className="min-h-11"
            // The chosen answer is the highlighted one (the primary colour), never a fainter grey.
            variant={chosen === value ? 'default' : 'outline'}
            aria-pressed={chosen === value}
            onClick={() => onChoose(chosen === value ? null : value)}
          >
            {text}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

/** "Talked" and "Other": each shows its choices under the buttons. */
function ChoicesToggle({
  label,
  ariaLabel,
  expanded,
  onToggle,
}: {
  label: string;
  ariaLabel: string;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      size="sm"
      className="min-h-11"
      variant={expanded ? 'secondary' : 'outline'}
      aria-expanded={expanded}
      aria-label={ariaLabel}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
