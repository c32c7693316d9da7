/** Every mail Groundwork sends, each with a plain-text and an HTML body. */
import type { Role } from '../../common/constants.js';
import { roleAbilitiesSentence, roleWithArticle } from '../../common/permissions.js';
import type { MailMessage } from './mailer.js';

type Content = Omit<MailMessage, 'to'>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(subject: string, paragraphs: string[], link?: { url: string; label: string }): Content {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), '— Groundwork'].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">Or paste this address into your browser: ${escapeHtml(link.url)}</p>`
      : '',
    '<p style="color:#555">— Groundwork</p></body></html>',
  ].join('');
  return { subject, text, html };
}

export interface Person {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

const nameOf = (p: Person) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

// No subject holds what a stranger typed on the registration form: subjects are fixed text.
export const newRegistrationMail = (applicant: Person, appUrl: string) =>
  compose(
    'New volunteer waiting for approval',
    [
      `${nameOf(applicant)} (${applicant.email}) has asked to join Groundwork.`,
      'Open the admin dashboard to approve or reject the request.',
    ],
    { url: `${appUrl}/admin`, label: 'Review the request' },
  );

export const registrationReceivedMail = (applicant: Person) =>
  compose('We received your request to join Groundwork', [
    `Hello ${nameOf(applicant)},`,
    'Thank you for offering to help. An administrator will review your request, and you will get another email as soon as it is approved. Then you can log in with your email and password.',
  ]);

/** To the owner of an email someone tried to register again: the form answered as for a new one. */
export const registrationAttemptMail = (owner: Person, appUrl: string) =>
  compose(
    'Someone tried to register with your email',
    [
      `Hello ${nameOf(owner)},`,
      'Someone asked to join Groundwork with this email address, which already has an account. Nothing was changed, and no new account was made.',
      'If it was you, log in instead; if you forgot your password, use "Forgot your password?" on the login page. If it was not you, you can ignore this mail.',
    ],
    { url: `${appUrl}/login`, label: 'Log in' },
  );

/** To the admins, once an hour at most, when registrations come faster than a campaign's sign-ups. */
export const registrationSurgeMail = (count: number, appUrl: string) =>
  compose(
    'Unusually many registrations this hour',
    [
      `${count} people have asked to join Groundwork in the last hour, more than a campaign usually sees. Registration stays open so real volunteers are not turned away; every request waits for approval.`,
      'Look through the waiting requests and reject any that are not real. Each address may send at most 60 requests an hour, and each email 3.',
    ],
    { url: `${appUrl}/admin`, label: 'Review the requests' },
  );

export const approvedMail = (person: Person, role: Role, appUrl: string) =>
  compose(
    'Your Groundwork account is approved',
    [
      `Hello ${nameOf(person)},`,
      `An administrator approved your request as ${roleWithArticle(role)}. You can now log in with your email and password.`,
      roleAbilitiesSentence(role),
    ],
    { url: `${appUrl}/login`, label: 'Log in' },
  );

export const rejectedMail = (person: Person) =>
  compose('Your Groundwork request was not approved', [
    `Hello ${nameOf(person)},`,
    'An administrator reviewed your request to join and did not approve it. If you think this is a mistake, contact the campaign directly.',
  ]);

export const invitationMail = (person: Person, link: string, validDays: number) =>
  compose(
    'You are invited to Groundwork',
    [
      `Hello ${nameOf(person)},`,
      `An administrator created a Groundwork account for you. Choose your password with the link below; it works once and for ${validDays} days.`,
    ],
    { url: link, label: 'Choose your password' },
  );

export const passwordResetMail = (person: Person, link: string) =>
  compose(
    'Reset your Groundwork password',
    [
      `Hello ${nameOf(person)},`,
      'Someone (hopefully you) asked to reset the password of your Groundwork account. The link below works once and for one hour.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    { url: link, label: 'Reset your password' },
  );

/** "Maria assigned you 'Precinct 2305 — Turf 1' (58 doors)": the subject says it all (issue 35). */
export const listAssignedMail = (person: Person, sentence: string, listUrl: string) =>
  compose(sentence, [`Hello ${nameOf(person)},`, `${sentence}.`, 'Open it in Groundwork to start.'], {
    url: listUrl,
    label: 'Open the list',
  });
