import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ADDRESS_SOURCES,
  ATTEMPT_CHANNELS,
  ATTEMPT_RESULTS,
  EMAIL_TYPES,
  JOB_STATUSES,
  LIST_KINDS,
  PHONE_TYPES,
  ROLES,
  SUPPORTER_STATUSES,
  USER_STATUSES,
  VOLUNTEER_LIKELINESS,
} from '../../../common/constants.js';

export const userRole = pgEnum('user_role', ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
export const supporterStatus = pgEnum('supporter_status', SUPPORTER_STATUSES);
export const volunteerLikeliness = pgEnum('volunteer_likeliness', VOLUNTEER_LIKELINESS);
export const addressSource = pgEnum('address_source', ADDRESS_SOURCES);
export const phoneType = pgEnum('phone_type', PHONE_TYPES);
export const emailType = pgEnum('email_type', EMAIL_TYPES);
export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const listKind = pgEnum('list_kind', LIST_KINDS);
export const attemptChannel = pgEnum('attempt_channel', ATTEMPT_CHANNELS);
export const attemptResult = pgEnum('attempt_result', ATTEMPT_RESULTS);
