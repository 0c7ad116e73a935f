import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api';
import { queryAttempts, shouldRetryQuery } from '../../src/app/queryClient';

const error = (init: ConstructorParameters<typeof ApiError>[0]) => new ApiError(init);
const attemptsFor = (failure: unknown) => {
  let failures = 0;
  while (shouldRetryQuery(failures, failure)) failures += 1;
  return failures + 1;
};

describe('retrying a failed load', () => {
  it.each([
    ['no network', error({ kind: 'network', path: '/x' })],
    ['a timeout', error({ kind: 'timeout', path: '/x' })],
    ['a server error', error({ kind: 'http', path: '/x', status: 502 })],
  ])('tries %s 3 times in all', (_, failure) => {
    expect(attemptsFor(failure)).toBe(queryAttempts);
    expect(queryAttempts).toBe(3);
  });

  it.each([
    ['a refusal', error({ kind: 'http', path: '/x', status: 403 })],
    ['an unknown resource', error({ kind: 'http', path: '/x', status: 404 })],
    ['an answer that does not match its schema', error({ kind: 'schema', path: '/x' })],
    ['a cancelled request', error({ kind: 'cancelled', path: '/x' })],
    ['a bug', new TypeError('x is undefined')],
  ])('does not try %s again', (_, failure) => {
    expect(attemptsFor(failure)).toBe(1);
  });
});
