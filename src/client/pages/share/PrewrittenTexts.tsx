import { Check, ChevronDown, Copy, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import type { PrewrittenText } from './share-content';
import { useCopy } from './use-copy';

/** Three short messages, each opening to show its text and a Copy to Clipboard button. */
export function PrewrittenTexts({ texts }: { texts: PrewrittenText[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const { copiedKey, copy } = useCopy();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="h-5 w-5 text-primary" aria-hidden="true" /> Prewritten Texts
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {texts.map((text, index) => {
          const isOpen = open === index;
          const id = `text-option-${index}`;
          return (
            <div key={text.title} className="rounded-lg border border-border">
              <Button
                variant="ghost"
                className="w-full justify-between"
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => setOpen(isOpen ? null : index)}
              >
                Option {index + 1}: {text.title}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('transition-transform', isOpen && 'rotate-180')}
                />
              </Button>
              {isOpen && (
                <div id={id} className="grid gap-3 px-4 pb-4">
                  <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm" data-testid="text-body">
                    {text.body}
                  </p>
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => copy(`text-${index}`, text.body)}
                  >
                    {copiedKey === `text-${index}` ? (
                      <Check aria-hidden="true" />
                    ) : (
                      <Copy aria-hidden="true" />
                    )}
                    {copiedKey === `text-${index}` ? 'Copied!' : 'Copy to Clipboard'}
                  </Button>
                </div>
              )}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
