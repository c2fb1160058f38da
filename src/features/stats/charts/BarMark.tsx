import { useId, type ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { BarShape } from './layout';
import { markName } from './markName';
import type { ChartBar } from './types';
import styles from './ChartSvg.module.css';

/** How far a label cut short fades out before the edge of its room, in pixels. */
const FADE = 20;

/** One bar with its label and value: a link when it has somewhere to go, a focusable image otherwise. */
export function BarMark({ bar, shape }: { bar: ChartBar; shape: BarShape }) {
  const { hit, label, value } = shape;
  const name = markName(bar, shape.labelText !== '');
  const cut = shape.labelText !== '' && shape.labelText !== bar.label;
  const maskId = useId();
  const fadeId = useId();
  const room = shape.labelBox;
  const content = (
    <>
      <rect className={styles.hit} {...hit} rx={6} />
      <rect className={styles.bar} {...shape.bar} rx={3} data-testid="bar" />
      {cut ? (
        // Too long for its room: drawn whole and masked to the room, fading out at its edge, so the
        // words on screen are the first words of the bar's name (see markName).
        <>
          <defs>
            <linearGradient id={fadeId}>
              <stop offset={Math.max(0, 1 - FADE / room.width)} stopColor="#fff" />
              <stop offset={1} stopColor="#000" />
            </linearGradient>
            <mask id={maskId} maskUnits="userSpaceOnUse" {...room}>
              <rect {...room} fill={`url(#${fadeId})`} />
            </mask>
          </defs>
          <text className={styles.label} x={room.x} y={label.y} mask={`url(#${maskId})`}>
            {bar.label}
          </text>
        </>
      ) : (
        shape.labelText && (
          <text className={styles.label} x={label.x} y={label.y} textAnchor={label.anchor}>
            {shape.labelText}
          </text>
        )
      )}{' '}
      <text className={styles.value} x={value.x} y={value.y} textAnchor={value.anchor}>
        {bar.valueLabel}
      </text>
    </>
  );
  if (bar.href !== undefined) {
    return (
      <BarLink to={bar.href} label={name}>
        {content}
      </BarLink>
    );
  }
  // role="img" with a name: a focusable, labelled element that claims no interaction it lacks.
  return (
    <g className={styles.mark} role="img" aria-label={name} tabIndex={0}>
      {content}
    </g>
  );
}

function BarLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const href = useHref(to);
  // React Router's own click handling, as in <Link>: a plain left click navigates in the app,
  // a click with a modifier key (new tab, new window) is left to the browser.
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      className={`${styles.mark} ${styles.link}`}
      href={href}
      aria-label={label}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
