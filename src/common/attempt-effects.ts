/**
 * What an attempt says about the voter. The server sets it in the attempt's transaction; a profile shows it at
 * once while the attempt waits on the device without a connection, so the volunteer sees what they recorded.
 */
import type { AttemptResult, SupporterStatus, VolunteerLikeliness } from './constants.js';

export interface AttemptContactChanges {
  supporterStatus?: SupporterStatus;
  volunteerLikeliness?: VolunteerLikeliness;
  moved?: true;
  deceased?: true;
  doNotContact?: true;
}

/** The flag each result sets on the voter. */
const FLAG_OF: Partial<Record<AttemptResult, 'moved' | 'deceased' | 'doNotContact'>> = {
  moved: 'moved',
  deceased: 'deceased',
  'do-not-contact': 'doNotContact',
};

export function attemptContactChanges(attempt: {
  result: AttemptResult;
  supporterStatus?: SupporterStatus | undefined;
  volunteerLikeliness?: VolunteerLikeliness | undefined;
}): AttemptContactChanges {
  const flag = FLAG_OF[attempt.result];
  return {
    ...(attempt.supporterStatus && { supporterStatus: attempt.supporterStatus }),
    ...(attempt.volunteerLikeliness && { volunteerLikeliness: attempt.volunteerLikeliness }),
    ...(flag && { [flag]: true as const }),
  };
}
