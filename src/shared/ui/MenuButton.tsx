import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { switchingProps } from '../lib/loading';
import { Button } from './Button';
import styles from './MenuButton.module.css';

const CloseMenu = createContext<(() => void) | null>(null);

/** Closes the menu around the caller and gives focus back to its button; null outside a menu. */
export function useCloseMenu(): (() => void) | null {
  return useContext(CloseMenu);
}

/** A popover of the menu's own (the export formats) that the browser closes first on Esc. */
function holdsOpenPopover(root: HTMLElement | null): boolean {
  try {
    return root?.querySelector(':popover-open') != null;
  } catch {
    return false; // a browser without popovers has none open
  }
}

/** Arrow keys move between the list's buttons, as Tab does. */
function moveFocus(event: ReactKeyboardEvent<HTMLDivElement>) {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:enabled')];
  const at = items.findIndex((item) => item === document.activeElement);
  const next = items[(at + step + items.length) % items.length] as HTMLButtonElement | undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * A button that opens a list of buttons under it (a disclosure): Esc, a click elsewhere or a
 * chosen item closes it; Esc and an item give focus back to the button. The list stays in the
 * page while closed (hidden), so `aria-controls` always points at it.
 */
export interface MenuButtonProps {
  label: string;
  /** The start of `label` that a phone shows; the rest stays in the button's name. */
  narrowLabel?: string;
  children: ReactNode;
  /** An item's switch (a dialog) has taken more than 200 ms: the button says it is working. */
  busy?: boolean;
  /** Handlers for the button: what its items open may be fetched as the visitor reaches for it. */
  intent?: Pick<ComponentPropsWithRef<'button'>, 'onPointerEnter' | 'onFocus' | 'onPointerDown'>;
}

export function MenuButton({
  label,
  narrowLabel,
  children,
  busy = false,
  intent,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || holdsOpenPopover(rootRef.current)) return;
      close();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        // Tabbing past the list closes it; focus moving inside it (or to nowhere) does not.
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        {...intent}
        {...switchingProps(busy)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {narrowLabel && label.startsWith(narrowLabel) ? (
          <span>
            {narrowLabel}{' '}
            <span className={styles.wideOnly}>{label.slice(narrowLabel.length).trimStart()}</span>
          </span>
        ) : (
          label
        )}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </Button>
      <div
        id={listId}
        role="group"
        aria-label={label}
        className={styles.list}
        hidden={!open}
        onKeyDown={moveFocus}
      >
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </div>
    </div>
  );
}

export interface MenuItemProps extends ComponentPropsWithRef<'button'> {
  /** What the item does; the menu closes first, so a dialog it opens gives focus back to the menu's button. */
  onSelect?: () => void;
}

/** One button of a MenuButton's list. Without `onSelect` it only does what its own props say. */
export function MenuItem({ onSelect, className, type = 'button', ...rest }: MenuItemProps) {
  const close = useCloseMenu();
  return (
    <button
      type={type}
      className={className ? `${styles.item} ${className}` : styles.item}
      onClick={
        onSelect &&
        (() => {
          close?.();
          onSelect();
        })
      }
      {...rest}
    />
  );
}
