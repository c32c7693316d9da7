import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';

export const COPIED_MS = 2000;

/** Copies text; the caller's button reads "Copied!" for 2 seconds, with the copy toasts. */
export function useCopy() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Unable to copy to clipboard. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Copied!', description: 'Text has been copied to your clipboard.' });
    setCopiedKey(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_MS);
    return true;
  };
  return { copiedKey, copy };
}
