import { inlineCodeProblems } from './inlineCode.ts';

const page = (inside: string) => `<!doctype html><html><head>${inside}</head><body></body></html>`;

describe('inlineCodeProblems', () => {
  it('passes a page whose scripts are files of the site, modules or classic scripts', () => {
    const html = page(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<script src="/assets/theme-2.js"></script>',
    );
    expect(inlineCodeProblems(html)).toEqual([]);
    expect(inlineCodeProblems(page('<style>a{color:red}</style>'))).toEqual([]);
  });

  it('names inline code, a script from elsewhere, a handler and a javascript: URL', () => {
    const cases = [
      page('<script>alert(1)</script>'),
      page('<script type="module">import "/a.js"</script>'),
      page('<script src="/assets/a.js">alert(1)</script>'),
      page('<script src="https://cdn.example/a.js"></script>'),
      page('<script src="//cdn.example/a.js"></script>'),
      page('<script type="module" src="/assets/a.js">'),
      page('<img src="/a.svg" onerror="alert(1)">'),
      page('<a href="javascript:alert(1)">x</a>'),
    ];
    for (const html of cases) expect(inlineCodeProblems(html), html).not.toEqual([]);
  });
});
