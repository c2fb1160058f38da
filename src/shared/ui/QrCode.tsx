import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './QrCode.module.css';

/** The light margin scanners need around the code, in modules. */
const QUIET_ZONE = 2;

interface QrDrawing {
  /** Modules across, quiet zone included. */
  extent: number;
  /** One path of all dark modules, in module units. */
  path: string;
}

function draw(value: string): QrDrawing | null {
  let modules: boolean[][];
  try {
    modules = encode(value, { ecc: 'L', border: 0 }).data;
  } catch {
    // uqr throws a RangeError ("Data too long") past version 40, a URIError for lone surrogates.
    return null;
  }
  const runs: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const length = x - start + 1;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${length}v1h-${length}z`);
    }
  });
  return { extent: modules.length + 2 * QUIET_ZONE, path: runs.join('') };
}

// A version-40 code takes tens of milliseconds; callers ask qrFits and then render the same value.
let lastDrawn: { value: string; drawing: QrDrawing | null } | undefined;

function drawOnce(value: string): QrDrawing | null {
  if (lastDrawn?.value !== value) lastDrawn = { value, drawing: draw(value) };
  return lastDrawn.drawing;
}

/** False when value does not fit a QR code (version 40, error correction level L). */
export function qrFits(value: string): boolean {
  return drawOnce(value) !== null;
}

/** The QR code of value, dark on white in any theme so phones can scan it; nothing if too long. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const drawing = useMemo(() => drawOnce(value), [value]);
  if (!drawing) return null;
  const { extent, path } = drawing;
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
