import { MessageSquare, Phone, Zap } from 'lucide-react';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { buttonVariants } from '../../ui/button';
import { PHONE_KIND } from './channel-kinds';
import { ProfileSection } from './ProfileSection';
import { RecordAttempt } from './RecordAttempt';

/**
 * A phone's profile starts with what a volunteer at the door or on the phone came to do: call or text one of
 * the voter's numbers, and record a result. Who the voter is follows below.
 */
export function QuickActions({ contact, canRecord }: { contact: OpenedContactProfile; canRecord: boolean }) {
  const phones = contact.phones.filter((p) => !p.wrongNumber);
  return (
    <ProfileSection title="Actions" icon={Zap}>
      {contact.doNotContact ? (
        <p className="text-sm font-medium text-destructive">
          This voter asked not to be contacted: they are left out of new lists and exports.
        </p>
      ) : (
        <>
          {phones.length > 0 && (
            <ul className="grid gap-2" data-testid="quick-calls">
              {phones.map((p) => (
                <li key={p.id} className="flex flex-wrap gap-2">
                  <a
                    href={PHONE_KIND.href(p.phoneNumber)}
                    className={buttonVariants({ className: 'h-11 flex-1 px-3' })}
                  >
                    <Phone aria-hidden="true" />
                    Call {p.phoneNumber}
                  </a>
                  {PHONE_KIND.textHref && (
                    <a
                      href={PHONE_KIND.textHref(p.phoneNumber)}
                      aria-label={`Text ${p.phoneNumber}`}
                      className={buttonVariants({ variant: 'outline', className: 'h-11 px-3' })}
                    >
                      <MessageSquare aria-hidden="true" />
                      Text
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canRecord && <RecordAttempt contact={contact} />}
        </>
      )}
    </ProfileSection>
  );
}
