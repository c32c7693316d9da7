import { describe, expect, it } from 'vitest';
import { notYetRecorded, type WaitingAttempt } from './use-waiting-attempts';

const waiting = (clientId: string): WaitingAttempt => ({
  channel: 'door',
  result: 'not-home',
  clientId,
  deviceAt: '2026-11-26T10:00:00Z',
});

describe('notYetRecorded', () => {
  it('leaves out a waiting attempt the profile already shows as recorded', () => {
    const first = waiting('11111111-1111-4111-8111-111111111111');
    const second = waiting('22222222-2222-4222-8222-222222222222');
    expect(notYetRecorded([first, second], [{ clientId: first.clientId }, { clientId: null }])).toEqual([
      second,
    ]);
  });

  it('keeps every waiting attempt when none has been recorded', () => {
    const first = waiting('11111111-1111-4111-8111-111111111111');
    expect(notYetRecorded([first], [{ clientId: null }])).toEqual([first]);
  });
});
