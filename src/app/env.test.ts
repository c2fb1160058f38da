import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to our own /api/omdb/ and no key', () => {
    expect(readEnv({})).toEqual({ omdbBaseUrl: '/api/omdb/', omdbApiKey: '' });
  });

  it('reads the base URL and the key', () => {
    expect(
      readEnv({ VITE_OMDB_BASE_URL: ' https://www.omdbapi.com/ ', VITE_OMDB_API_KEY: 'abc' }),
    ).toEqual({
      omdbBaseUrl: 'https://www.omdbapi.com/',
      omdbApiKey: 'abc',
    });
  });
});
