import { describe, expect, it } from 'vitest';
import type { ListDetail, ListMember } from '../../common/schemas/lists.js';
import { withMemberResult } from './list-progress';

const member = (contactId: string, lastResult: ListMember['lastResult'], lastAttemptBy: string | null) =>
  ({ contactId, lastResult, lastAttemptBy, lastAttemptAt: null }) as ListMember;

const list = (members: ListMember[], byVolunteer?: ListDetail['byVolunteer']) =>
  ({
    kind: 'walk',
    members,
    progress: { total: 82, attempted: 1, byResult: { 'not-home': 1 } },
    ...(byVolunteer && { byVolunteer }),
  }) as ListDetail;

describe('withMemberResult', () => {
  it('counts a first result for the progress, the result and the volunteer who recorded it', () => {
    const first = member('a', 'not-home', 'Eddie Editor');
    const second = member('b', null, null);
    const next = withMemberResult(
      list([first, second], [{ name: 'Eddie Editor', attempted: 1 }]),
      second,
      { channel: 'door', result: 'not-home' },
      'Eddie Editor',
      '2026-12-01T10:00:00.000Z',
    );
    expect(next.progress).toEqual({ total: 82, attempted: 2, byResult: { 'not-home': 2 } });
    expect(next.byVolunteer).toEqual([{ name: 'Eddie Editor', attempted: 2 }]);
    expect(next.members[1]).toMatchObject({ lastResult: 'not-home', lastAttemptBy: 'Eddie Editor' });
  });

  it('moves a voter another volunteer reached from them to whoever records again, most first', () => {
    const reached = member('a', 'not-home', 'Ana Organiser');
    const next = withMemberResult(
      list([reached], [{ name: 'Ana Organiser', attempted: 1 }]),
      reached,
      { channel: 'door', result: 'talked' },
      'Eddie Editor',
      '2026-12-01T10:00:00.000Z',
    );
    expect(next.progress).toEqual({ total: 82, attempted: 1, byResult: { talked: 1 } });
    expect(next.byVolunteer).toEqual([{ name: 'Eddie Editor', attempted: 1 }]);
  });

  it('leaves out "by volunteer" where the server did (someone who does not manage the list)', () => {
    const voter = member('a', null, null);
    const next = withMemberResult(
      list([voter]),
      voter,
      { channel: 'door', result: 'talked' },
      'Eddie Editor',
      '2026-12-01T10:00:00.000Z',
    );
    expect(next.byVolunteer).toBeUndefined();
  });

  it('shows at once what the result says about the voter: do not contact, moved, the status chosen', () => {
    const [a, b, c] = [member('a', null, null), member('b', null, null), member('c', null, null)];
    const at = '2026-12-01T10:00:00.000Z';
    const dnc = withMemberResult(
      list([a, b, c]),
      a,
      { channel: 'door', result: 'do-not-contact' },
      'Eddie Editor',
      at,
    );
    expect(dnc.members[0]).toMatchObject({ lastResult: 'do-not-contact', doNotContact: true });
    const moved = withMemberResult(dnc, b, { channel: 'door', result: 'moved' }, 'Eddie Editor', at);
    expect(moved.members[1]).toMatchObject({ moved: true, lastResult: 'moved' });
    expect(moved.members[1]?.doNotContact).toBeFalsy();
    const talked = withMemberResult(
      moved,
      c,
      { channel: 'door', result: 'talked', supporterStatus: 'likely-supporter' },
      'Eddie Editor',
      at,
    );
    expect(talked.members[2]).toMatchObject({ supporterStatus: 'likely-supporter', lastResult: 'talked' });
  });

  it('marks a result of another channel on the member and counts it nowhere: a door on a call list', () => {
    const voter = member('a', null, null);
    const calls = { ...list([voter], [{ name: 'Ana Organiser', attempted: 1 }]), kind: 'call' } as ListDetail;
    const at = '2026-11-03T16:12:00.000Z';
    const next = withMemberResult(calls, voter, { channel: 'door', result: 'talked' }, 'Eddie Editor', at);
    expect(next.progress).toEqual(calls.progress);
    expect(next.byVolunteer).toEqual(calls.byVolunteer);
    expect(next.members[0]).toMatchObject({
      lastResult: null,
      earlierResult: 'talked',
      earlierChannel: 'door',
      earlierAttemptAt: at,
    });
    // A call then counts, and is the voter's latest: the door's mark goes.
    const called = withMemberResult(
      next,
      next.members[0] as ListMember,
      { channel: 'phone', result: 'not-home' },
      'Eddie Editor',
      at,
    );
    expect(called.progress).toEqual({ total: 82, attempted: 2, byResult: { 'not-home': 2 } });
    expect(called.members[0]).toMatchObject({
      lastResult: 'not-home',
      earlierResult: null,
      earlierChannel: null,
    });
  });
});
