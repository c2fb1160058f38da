import { answerPoster, escapeXml, renderPosterSvg } from './posterSvg.ts';
import { amelie, empire, fixtureCatalog, nextGeneration, starWars, xml } from './test/fixtures.ts';

describe('renderPosterSvg', () => {
  it('draws a 300×450 (2:3) SVG named by the title and year, with no text to lay out', () => {
    const svg = renderPosterSvg(nextGeneration);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="450" viewBox="0 0 300 450"/,
    );
    expect(svg).toContain('aria-label="Star Trek: The Next Generation (1987–1994)"');
    expect(svg).toContain('<title>Star Trek: The Next Generation (1987–1994)</title>');
    // A browser lays out the text of an SVG image on the page's main thread; shapes only.
    expect(svg).not.toMatch(/<text|<tspan/);
  });

  it('escapes every title character that is special in XML', () => {
    const svg = renderPosterSvg(xml);
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;Live&gt;');
    expect(svg).toContain('&quot;Quoted&quot;');
    expect(svg).not.toContain('<Live>');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is the same for the same id and differs between ids', () => {
    expect(renderPosterSvg(starWars)).toBe(renderPosterSvg(starWars));
    const colours = (svg: string) =>
      [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(colours(renderPosterSvg(starWars))).toHaveLength(2);
    expect(colours(renderPosterSvg(starWars))).not.toEqual(colours(renderPosterSvg(empire)));
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and drops control characters', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('answerPoster', () => {
  it('answers an SVG for a catalog title with a poster', () => {
    const poster = answerPoster('tt0076759.svg', fixtureCatalog);
    expect(poster.status).toBe(200);
    expect(poster.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(poster.body).toBe(renderPosterSvg(starWars));
  });

  it('answers 404 for an unknown id, a title without a poster or a malformed name', () => {
    for (const name of [
      'tt9999999.svg',
      `${amelie.imdbID}.svg`,
      'tt0076759.png',
      'tt0076759',
      '..%2Fetc.svg',
    ]) {
      expect(answerPoster(name, fixtureCatalog).status, name).toBe(404);
    }
  });
});
