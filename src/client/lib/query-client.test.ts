import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

describe('query defaults: data loads once and stays until a change invalidates it', () => {
  it('never refetches, never goes stale and never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });
});
