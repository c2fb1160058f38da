import { loggerOptions, redactApiKey, redactSecret } from './logging.ts';

describe('redactApiKey', () => {
  it('masks the apikey value wherever it sits in a URL, in any case', () => {
    expect(redactApiKey('/api/omdb/?apikey=abc123&s=x')).toBe('/api/omdb/?apikey=[redacted]&s=x');
    expect(redactApiKey('https://www.omdbapi.com/?s=x&APIKEY=abc123')).toBe(
      'https://www.omdbapi.com/?s=x&APIKEY=[redacted]',
    );
    expect(redactApiKey('/?s=x')).toBe('/?s=x');
  });
});

describe('loggerOptions', () => {
  it('keeps logging off unless asked, and adds the redacting serializer otherwise', () => {
    expect(loggerOptions(undefined)).toBe(false);
    const options = loggerOptions({ level: 'warn' });
    expect(options).toMatchObject({ level: 'warn', serializers: { req: expect.any(Function) } });
  });
});

describe('redactSecret', () => {
  it('masks a key raw, percent-encoded (either case, %20 or +) and JSON-escaped', () => {
    const key = 'abc+/= "é';
    for (const form of [
      key,
      'abc%2B%2F%3D%20%22%C3%A9',
      'abc%2b%2f%3d%20%22%c3%a9',
      'abc%2B%2F%3D+%22%C3%A9',
      'abc+/=%20%22%C3%A9',
      'abc+/= \\"é',
      'abc+\\/= \\"é',
    ])
      expect(redactSecret(`x=${form}&y`, key), form).toBe('x=[redacted]&y');
  });
});
