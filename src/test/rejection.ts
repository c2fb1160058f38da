import { expect } from 'vitest';

/**
 * What `promise` rejects with, after checking it is an `ErrorClass`: the test fails if the promise
 * resolves or rejects with anything else.
 */
export async function rejectionOf<E>(
  promise: Promise<unknown>,
  ErrorClass: new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ErrorClass);
  return error as E;
}
