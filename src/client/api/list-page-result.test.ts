import { describe, expect, it } from 'vitest';
import type { ListDetail, ListMember } from '../../common/schemas/lists.js';
import { pageWithResult } from './list-page-result';

const member = (contactId: string): ListMember => ({
  contactId,
  position: 1,
  household: 'h',
  fullName: `Pat ${contactId}`,
  dateOfBirth: null,
  party: null,
  streetAddress: '1 Oak St',
  city: null,
  zipCode: '32301',
  supporterStatus: 'unknown',
  doNotContact: false,
  moved: false,
  deceased: false,
  lastResult: null,
  lastAttemptAt: null,
  lastAttemptBy: null,
  earlierResult: null,
  earlierAttemptAt: null,
  phones: [],
});

const page = (...members: ListMember[]): ListDetail => ({
  id: 'l',
  name: 'Oak',
  kind: 'walk',
  size: members.length,
  createdAt: '2026-11-01T00:00:00Z',
  owner: null,
  assignees: [],
  filters: { address: 'oak' },
  progress: { total: members.length, attempted: 0, byResult: {} },
  canManage: true,
  page: 1,
  pageSize: 50,
  members,
  callingHours: { start: '09:00', end: '21:00', timeZone: 'America/New_York', open: true },
});

describe('pageWithResult', () => {
  it('shows the result and counts it in the progress', () => {
    const shown = pageWithResult(page(member('a'), member('b')), 'a', { result: 'not-home' });
    expect(shown.members.map((m) => m.lastResult)).toEqual(['not-home', null]);
    expect(shown.progress).toEqual({ total: 2, attempted: 1, byResult: { 'not-home': 1 } });
  });

  it('shows at once what the result says about the voter: do not contact, moved, the status chosen', () => {
    const before = page(member('a'), member('b'), member('c'));
    const dnc = pageWithResult(before, 'a', { result: 'do-not-contact' });
    expect(dnc.members[0]).toMatchObject({ lastResult: 'do-not-contact', doNotContact: true });
    const moved = pageWithResult(dnc, 'b', { result: 'moved' });
    expect(moved.members[1]).toMatchObject({ moved: true, doNotContact: false });
    const talked = pageWithResult(moved, 'c', { result: 'talked', supporterStatus: 'likely-supporter' });
    expect(talked.members[2]).toMatchObject({ supporterStatus: 'likely-supporter', lastResult: 'talked' });
  });

  it('leaves a page without the voter as it was', () => {
    const before = page(member('a'));
    expect(pageWithResult(before, 'z', { result: 'talked' })).toBe(before);
  });
});
