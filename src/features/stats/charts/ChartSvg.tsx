import { BarMark } from './BarMark';
import { chartGeometry } from './layout';
import type { ChartBar, ChartLayout } from './types';
import { useElementWidth } from './useElementWidth';
import styles from './ChartSvg.module.css';

/** Used until the frame is measured: about a phone card's width. */
const FALLBACK_WIDTH = 320;

export interface ChartSvgProps {
  bars: readonly ChartBar[];
  layout: ChartLayout;
  slots: number;
  titleId: string;
  summaryId: string;
  hidden: boolean;
}

/** The drawing: a track per slot, and over them the bars, each with its label and value. */
export function ChartSvg({ bars, layout, slots, titleId, summaryId, hidden }: ChartSvgProps) {
  const [frameRef, width] = useElementWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const geometry = chartGeometry(layout, width, slots, bars);
  return (
    <div ref={frameRef} className={styles.frame} hidden={hidden}>
      {geometry.tracks.length > 0 && (
        <svg
          className={styles.svg}
          width="100%"
          height={geometry.height}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          preserveAspectRatio="xMinYMin meet"
          fontSize={geometry.fontSize}
          // An image hides its children from screen readers (and axe flags links inside one), so
          // with any focusable bar the drawing is a group; only an empty one is a single image.
          role={bars.length > 0 ? 'group' : 'img'}
          aria-labelledby={titleId}
          aria-describedby={summaryId}
        >
          <g aria-hidden="true">
            {geometry.tracks.map((track, i) => (
              <rect key={i} className={styles.track} {...track} rx={3} />
            ))}
          </g>
          {bars.map((bar, i) => (
            <BarMark key={bar.key} bar={bar} shape={geometry.shapes[i]} />
          ))}
        </svg>
      )}
    </div>
  );
}
