import { loggerOptions, redactApiKey } from './logging.ts';

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
