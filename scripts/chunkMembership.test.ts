import { APP_CHUNK, EXACT_CHUNKS, chunkProblems, type ChunkReport } from './chunkMembership.ts';

const asStated = (): ChunkReport => ({
  ...structuredClone(EXACT_CHUNKS),
  app: [...APP_CHUNK.holds, 'src/shared/text.ts'],
  StatsPage: ['src/pages/StatsPage/StatsPage.tsx'],
});

describe('chunk membership', () => {
  it('a build as stated has nothing to report', () => {
    expect(chunkProblems(asStated())).toEqual([]);
  });

  it('a module that moved from the boot script to the app is reported on both sides', () => {
    const report = asStated();
    report.index = report.index.filter((module) => module !== 'src/boot/takeover.ts');
    report.app.push('src/boot/takeover.ts');
    expect(chunkProblems(report)).toEqual(['index lacks src/boot/takeover.ts']);
    report.persistence.push('src/data/local/newStore.ts');
    expect(chunkProblems(report)).toContain('persistence also holds src/data/local/newStore.ts');
  });

  it('a page or a later chunk’s module in the app’s chunk is reported', () => {
    const report = asStated();
    report.app.push('src/pages/FavoritesPage/FavoritesPage.tsx', 'npm:valibot');
    expect(chunkProblems(report)).toEqual([
      'app holds src/pages/FavoritesPage/FavoritesPage.tsx, npm:valibot, which load later',
    ]);
  });

  it('an app chunk without the search page is reported', () => {
    const report = asStated();
    report.app = report.app.filter((module) => module !== 'src/pages/SearchPage/SearchPage.tsx');
    expect(chunkProblems(report)).toEqual(['app lacks src/pages/SearchPage/SearchPage.tsx']);
  });
});
