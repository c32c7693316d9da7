import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactAttemptKind } from './contact-attempt';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers each call in turn; records what was sent. */
function answers(...replies: [number, object][]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = replies.shift() ?? [500, { message: 'no more answers' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

const payload = (listId?: string) => ({
  contactId: '11111111-1111-4111-8111-111111111111',
  body: {
    channel: 'door' as const,
    result: 'talked' as const,
    clientId: '22222222-2222-4222-8222-222222222222',
    deviceAt: '2026-11-26T10:00:00Z',
    ...(listId && { listId }),
  },
});

describe('contactAttemptKind', () => {
  it('a result kept for a list deleted meanwhile is sent again without the list, so it still counts', async () => {
    const sent = answers(
      [404, { message: 'That list does not exist (any more)', code: 'not_found' }],
      [201, {}],
    );
    await contactAttemptKind.send(payload('33333333-3333-4333-8333-333333333333'));
    expect(sent().map((body) => body.listId)).toEqual(['33333333-3333-4333-8333-333333333333', undefined]);
    expect(sent()[1]).toMatchObject({ result: 'talked', clientId: '22222222-2222-4222-8222-222222222222' });
  });

  it('passes any other refusal on, once', async () => {
    const sent = answers([409, { message: 'This voter asked not to be contacted', code: 'conflict' }]);
    await expect(
      contactAttemptKind.send(payload('33333333-3333-4333-8333-333333333333')),
    ).rejects.toMatchObject({
      status: 409,
    });
    const gone = answers([404, { message: 'Contact not found', code: 'not_found' }]);
    await expect(contactAttemptKind.send(payload())).rejects.toMatchObject({ status: 404 });
    expect([sent().length, gone().length]).toEqual([1, 1]);
  });
});
