import { Check, Copy, Mail, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import {
  emailAsText,
  gmailComposeUrl,
  mailtoUrl,
  type PrewrittenEmail,
  prewrittenEmails,
  type ShareProfile,
} from './share-content';
import { useCopy } from './use-copy';

/**
 * Opens Gmail's compose window in a new tab; if the browser blocks the tab, hands the email to the
 * computer's mail program through a mailto link.
 */
function sendEmail(email: PrewrittenEmail) {
  const tab = window.open(gmailComposeUrl(email), '_blank');
  if (tab) {
    tab.opener = null;
  } else {
    try {
      window.location.href = mailtoUrl(email);
    } catch {
      toast({
        title: 'Email Client Not Available',
        description:
          "Please use the 'Copy Email' button to copy the message and paste it into your email client.",
        variant: 'destructive',
      });
      return;
    }
  }
  toast({
    title: 'Opening Email Client',
    description: "Opening Gmail compose window. If it doesn't work, try the 'Copy Email' button instead.",
  });
}

export function PrewrittenEmails({ profile, senderName }: { profile: ShareProfile; senderName: string }) {
  const [friendName, setFriendName] = useState('');
  const { copiedKey, copy } = useCopy();
  const emails = prewrittenEmails(profile, { friendName, senderName });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-primary" aria-hidden="true" /> Prewritten Emails
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="max-w-sm">
          <TextField
            id="friend-name"
            label="Your friend's name"
            value={friendName}
            placeholder="e.g. Sam"
            maxLength={80}
            onChange={setFriendName}
          />
        </div>
        {emails.map((email, index) => (
          <article
            key={email.title}
            className="grid gap-2 rounded-lg border border-border p-4"
            data-testid="email"
          >
            <h3 className="font-semibold">{email.title}</h3>
            <p className="text-sm">
              <span className="text-muted-foreground">Subject: </span>
              {email.subject}
            </p>
            <p className="whitespace-pre-wrap rounded-md bg-muted p-3 text-sm">{email.body}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => copy(`email-${index}`, emailAsText(email))}>
                {copiedKey === `email-${index}` ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copiedKey === `email-${index}` ? 'Copied!' : 'Copy Email'}
              </Button>
              <Button size="sm" onClick={() => sendEmail(email)}>
                <Send aria-hidden="true" /> Send Email
              </Button>
            </div>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
