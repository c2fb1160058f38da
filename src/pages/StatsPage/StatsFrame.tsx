import type { ReactNode } from 'react';
import { text } from '../../shared/text';
import { Spinner } from '../../shared/ui/Spinner';

/**
 * The statistics page around its content: its title and heading. The same before the page has
 * loaded (in the HTML the server sends for the page, src/ssr/renderApp.tsx), so the heading, the
 * largest thing the page paints, is there at the first paint and stays in place.
 */
export function StatsFrame({ subtitle, children }: { subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-column">
      <title>{text.titles.charts}</title>
      <header className="page-header">
        <h1>{text.headings.charts}</h1>
        {subtitle}
      </header>
      {children}
    </div>
  );
}

/** What the statistics page shows while its chunk loads. */
export function StatsPageLoading() {
  return (
    <StatsFrame>
      <Spinner label={text.layout.pageLoading} />
    </StatsFrame>
  );
}
