/**
 * @jest-environment node
 */
import { HTTPError } from 'ky';
import { createQueryClient, notificationKeys, profileKeys, shouldRetryQuery } from '.';

function httpError(status: number): HTTPError {
  const request = new Request('http://portal.test/api/v1/x');
  return new HTTPError(new Response(null, { status }), request, {} as never);
}

describe('query client', () => {
  it('keeps data fresh for 30 seconds', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('retries a failed read once, but never a client error', () => {
    expect(shouldRetryQuery(0, httpError(503))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, httpError(503))).toBe(false);
    expect(shouldRetryQuery(0, httpError(404))).toBe(false);
    expect(shouldRetryQuery(0, httpError(422))).toBe(false);
  });

  it('builds keys that nest under their feature so that prefixes invalidate', () => {
    expect(notificationKeys.list({ page: 1, per_page: 10 }).slice(0, 2)).toEqual(notificationKeys.lists());
    expect(profileKeys.detail()).toEqual(['profile', 'detail']);
  });
});
