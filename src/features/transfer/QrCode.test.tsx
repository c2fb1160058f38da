import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { encode } from 'uqr';
import { imdbId } from '../../test/factories';
import { QrCode, qrFits } from '../../shared/ui/QrCode';
import { shareUrl } from './shareLink';

/** Distinct ids spread like real ones over tt0000001…tt35000000. */
function realisticIds(count: number): string[] {
  const numbers = fc.uniqueArray(fc.integer({ min: 1, max: 35_000_000 }), {
    minLength: count,
    maxLength: count,
  });
  return fc.sample(numbers, { seed: 1, numRuns: 1 })[0].map((n) => imdbId(n));
}

function drawnPath(label: string): string {
  const path = screen.getByRole('img', { name: label }).querySelector('path');
  return path?.getAttribute('d') ?? '';
}

/** The modules the path paints, as "x,y" without the quiet zone. */
function paintedModules(path: string): Set<string> {
  const painted = new Set<string>();
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let dx = 0; dx < Number(length); dx++) {
      painted.add(`${Number(x) + dx - 2},${Number(y) - 2}`);
    }
  }
  return painted;
}

describe('QrCode', () => {
  it('renders an image named by its label', () => {
    render(<QrCode value="https://filmoteka.example/favorites" label="QR-код ссылки" />);
    expect(screen.getByRole('img', { name: 'QR-код ссылки' })).toBeInTheDocument();
  });

  it('paints exactly the dark modules, inside a quiet zone of two modules', () => {
    const value = 'https://filmoteka.example/favorites#share=1AAA';
    render(<QrCode value={value} label="QR" />);
    const { data, size } = encode(value, { ecc: 'L', border: 0 });
    const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));

    expect(screen.getByRole('img', { name: 'QR' })).toHaveAttribute(
      'viewBox',
      `0 0 ${size + 4} ${size + 4}`,
    );
    expect(dark.length).toBeGreaterThan(0);
    expect(paintedModules(drawnPath('QR'))).toEqual(new Set(dark));
  });

  it('draws the same path for the same value and another for another value', () => {
    const drawn = (value: string) => {
      const { unmount } = render(<QrCode value={value} label="QR" />);
      const path = drawnPath('QR');
      unmount();
      return path;
    };
    const first = drawn('tt0133093');
    const other = drawn('tt10872600');
    expect(drawn('tt0133093')).toBe(first);
    expect(other).not.toBe(first);
  });

  it('renders nothing for a value too long for a QR code', () => {
    render(<QrCode value={'x'.repeat(10_000)} label="QR" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('qrFits', () => {
  it('accepts the share link of 600 realistic ids', () => {
    expect(qrFits(shareUrl('https://filmoteka-xxxxxxxxxxxxxx.example', realisticIds(600)))).toBe(
      true,
    );
  });

  it('refuses 10,000 characters', () => {
    expect(qrFits('x'.repeat(10_000))).toBe(false);
  });
});
