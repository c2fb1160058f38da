/**
 * Remembers the last argument and result: called again with the same argument (by identity), it
 * returns the same result. Enough for a selector over one slice of state, whose object changes
 * exactly when its contents do.
 */
export function memoizeLast<A, R>(compute: (argument: A) => R): (argument: A) => R {
  let last: { argument: A; result: R } | null = null;
  return (argument) => {
    if (last === null || last.argument !== argument) last = { argument, result: compute(argument) };
    return last.result;
  };
}
