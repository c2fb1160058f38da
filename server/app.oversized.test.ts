import { buildTestApp, captureLogs } from './test/helpers.ts';

describe('oversized requests', () => {
  it('logs a long URL cut to 512 characters', async () => {
    const { lines, logger } = captureLogs();
    const app = await buildTestApp({ logger });
    const long = 'x'.repeat(8000);
    for (const url of [`/api/omdb/?s=${long}`, `/${long}`, `/api/omdb/?apikey=k&s=${long}`])
      await app.inject(url);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain('x'.repeat(513));
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      if (url !== undefined) expect(url.length).toBeLessThanOrEqual(513);
    }
  });
});
