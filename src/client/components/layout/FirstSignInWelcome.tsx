import { ClipboardList, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { can, roleAbilitiesSentence, roleWithArticle } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { forgetFirstSignIn, isFirstSignIn } from '../../lib/first-sign-in';
import { Button, buttonVariants } from '../ui/button';

/** The first screen after a person's first sign-in: a greeting and what their role lets them do. */
export function FirstSignInWelcome({ user }: { user: CurrentUser }) {
  const [shown, setShown] = useState(isFirstSignIn);
  if (!shown) return null;
  const close = () => {
    forgetFirstSignIn();
    setShown(false);
  };
  return (
    <section
      aria-labelledby="first-sign-in-title"
      className="border-b border-primary/30 bg-primary/5 px-4 py-3 text-sm md:px-8"
    >
      <h2 id="first-sign-in-title" className="flex items-center gap-2 text-base font-semibold">
        <PartyPopper className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        Welcome to Groundwork{user.firstName ? `, ${user.firstName}` : ''}!
      </h2>
      <p className="mt-1">
        You are {roleWithArticle(user.role)}. {roleAbilitiesSentence(user.role)}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {can(user.role, 'lists:work') && (
          <Link href="/lists" onClick={close} className={buttonVariants({ size: 'sm' })}>
            <ClipboardList aria-hidden="true" /> Open My Lists
          </Link>
        )}
        <Button size="sm" variant="outline" onClick={close}>
          Got it
        </Button>
      </div>
    </section>
  );
}
