import { forwardedParams, type ProxyQuery } from '../omdb/proxyQuery.ts';
import { KEY_PREFIX, answerKey, lockKey } from './sharedAnswers.ts';

const keyOf = (query: ProxyQuery) => answerKey(forwardedParams(query).toString());

describe('shared answer keys', () => {
  it('are versioned, and equal for the same question asked in any order', () => {
    expect(keyOf({ s: 'matrix', page: '2' })).toBe(`${KEY_PREFIX}answer:s=matrix&page=2`);
    expect(keyOf({ page: '2', s: 'matrix', apikey: 'anyone' })).toBe(
      keyOf({ s: 'matrix', page: '2' }),
    );
    expect(KEY_PREFIX).toMatch(/:v\d+:$/);
  });

  it('never collide across parameters, whatever a value holds', () => {
    const questions: ProxyQuery[] = [
      { s: 'a&y=2000' },
      { s: 'a', y: '2000' },
      { s: 'a=b' },
      { t: 'a' },
      { s: 'a' },
      { s: 'a', page: '1' },
      { s: 'a b' },
      { s: 'a+b' },
    ];
    const keys = new Set(questions.map(keyOf));
    expect(keys.size).toBe(questions.length);
    expect(lockKey('s=a')).not.toBe(answerKey('s=a'));
  });
});
