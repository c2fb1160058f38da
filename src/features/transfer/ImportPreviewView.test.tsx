import { render, screen } from '@testing-library/react';
import { transferText } from './transferText';
import { makeFavorite } from '../../test/factories';
import type { ImportPreview } from './importPreview';
import { ImportPreviewView } from './ImportPreviewView';

const t = transferText.preview;
const EMPTY: ImportPreview = {
  fresh: [],
  uncertain: [],
  updates: [],
  already: [],
  unmatched: [],
  unknownStatus: 0,
};
const lost = {
  row: { line: 1, imdbID: 'tt0000001', title: null, year: null, type: null, addedAt: null },
  reason: t.reasons.notFound,
};

function show(preview: ImportPreview, extra: { dropped?: number; fits?: boolean } = {}) {
  render(
    <ImportPreviewView
      source={{ kind: 'link' }}
      preview={preview}
      stoppedBy={null}
      onConfirm={() => {}}
      onCancel={() => {}}
      {...extra}
    />,
  );
}

describe('ImportPreviewView', () => {
  it('says that no film was found when a link’s only film is not found, not that all are favorites', () => {
    show({ ...EMPTY, unmatched: [lost] });
    expect(screen.getByText(t.noneFound)).toBeInTheDocument();
    expect(screen.queryByText(t.nothingNew)).not.toBeInTheDocument();
  });

  it('says that all are favorites only when they are', () => {
    show({ ...EMPTY, already: [makeFavorite(1)] });
    expect(screen.getByText(t.nothingNew)).toBeInTheDocument();
  });

  it('names both reasons when some are favorites and others not found', () => {
    show({ ...EMPTY, already: [makeFavorite(1)], unmatched: [lost] });
    expect(screen.getByText(t.nothingNewOrFound)).toBeInTheDocument();
  });

  it('says a list will not fit, and offers no way to add it', () => {
    const fresh = [{ movie: makeFavorite(2), confidence: 'exact' as const, row: lost.row }];
    show({ ...EMPTY, fresh }, { fits: false });
    expect(screen.getByRole('alert')).toHaveTextContent(t.wouldNotFit(true));
    expect(screen.getByRole('button', { name: t.confirmFromLink(1) })).toBeDisabled();
  });

  it('counts the values it dropped', () => {
    show({ ...EMPTY, already: [makeFavorite(1)] }, { dropped: 3 });
    expect(screen.getByText(t.dropped(3))).toBeInTheDocument();
  });
});
