import { useState } from 'react';
import { useDeviceDraft } from '../../../hooks/use-device-draft';

interface ChannelDraft {
  value: string;
  type: string;
}

const isChannelDraft = (v: unknown): v is ChannelDraft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ChannelDraft).value === 'string' &&
  typeof (v as ChannelDraft).type === 'string';

/**
 * A phone or email being typed, kept on the device like a note draft: an ended session or a reload brings it
 * back. Nothing is kept while the field holds what it started with.
 */
export function useChannelDraft(key: string, initialValue: string, initialType: string) {
  const kept = useDeviceDraft(key, isChannelDraft);
  const [draft, setDraft] = useState<ChannelDraft>(
    kept.restored ?? { value: initialValue, type: initialType },
  );
  const update = (next: ChannelDraft) => {
    setDraft(next);
    if (next.value === initialValue && next.type === initialType) kept.clear();
    else kept.keep(next);
  };
  return {
    ...draft,
    setValue: (value: string) => update({ ...draft, value }),
    setType: (type: string) => update({ ...draft, type }),
    /** Saved: the field starts again from these. */
    reset: (value: string, type: string) => {
      setDraft({ value, type });
      kept.clear();
    },
    forget: () => kept.clear(),
  };
}
