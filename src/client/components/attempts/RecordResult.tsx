/**
 * The result buttons of one voter, on a walk or call sheet or on the profile, all alike until one is recorded.
 * "Nobody home" (or "No answer") is one tap; "Talked" opens the supporter choices, and one more tap records the conversation with the status. Other results sit
 * behind "Other" (two taps). The campaign's active survey questions show under "Talked" as choice buttons;
 * answering is optional and goes with the conversation recorded.
 */
import { useState } from 'react';
import type { AttemptChannel, AttemptResult, SupporterStatus } from '../../../common/constants.js';
import { attemptResultLabel as label } from '../../../common/contact-display.js';
import type { AttemptInput } from '../../api/lists';
import { useActiveSurveyQuestions } from '../../api/survey';
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
          {open === 'talked' &&
            questions.map((q) => (
              <fieldset key={q.id} className="grid gap-1">
                <legend className="text-sm font-medium">{q.text}</legend>
                <div className="flex flex-wrap gap-2">
                  {q.choices.map((choice) => {
                    const chosen = answers[q.id] === choice;
                    return (
                      <Button
                        key={choice}
                        type="button"
                        size="sm"
                        className="min-h-11"
                        // The chosen answer is the highlighted one, as the choices of any other toggle.
                        variant={chosen ? 'default' : 'outline'}
                        aria-pressed={chosen}
                        onClick={() => {
                          const { [q.id]: _, ...rest } = answers;
                          setAnswers(chosen ? rest : { ...rest, [q.id]: choice });
                        }}
                      >
                        {choice}
                      </Button>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          <div className="flex flex-wrap gap-2">
            {open === 'talked'
              ? TALKED_CHOICES.map(([status, text]) => (
                  <Button
                    key={status}
                    size="sm"
                    className="min-h-11"
                    variant="outline"
                    onClick={() => record('talked', status === 'unknown' ? {} : { supporterStatus: status })}
                  >
                    {text}
                  </Button>
                ))
              : OTHER_RESULTS[channel]
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
        </div>
      )}
    </div>
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
