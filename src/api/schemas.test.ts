import { safePosterUrl } from './schemas';

describe('safePosterUrl', () => {
  it.each([
    '/\\evil.example/x.png',
    '/\\t/evil.example',
    '/\t/evil.example',
    '//evil.example/x.png',
    '\\\\evil.example/x.png',
    '/\\/evil.example/x.png',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'ftp://evil.example/x.png',
    'https:',
  ])('refuses %j', (url) => {
    expect(safePosterUrl(url)).toBeNull();
  });

  it.each([
    '/posters/x.svg',
    '/api/posters/tt0133093.png',
    'https://m.media-amazon.com/images/M/MV5BNzQzOTk3OTAtNDQ0Zi00ZTVkLWI0MTEtMDllZjNkYzNjNTc4L2ltYWdlXkEyXkFqcGdeQXVyNjU0OTQ0OTY@._V1_SX300.jpg',
    'http://img.example/poster.jpg',
  ])('accepts %j as it is', (url) => {
    expect(safePosterUrl(url)).toBe(url);
  });

  it('treats "N/A" and blanks as no poster', () => {
    expect(safePosterUrl('N/A')).toBeNull();
    expect(safePosterUrl('  ')).toBeNull();
  });
});
