import type { PopperProps } from '@mui/material/Popper';
import { cloneElement, lazy, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { MountOnFirstUse } from './mount-on-first-use';

// Its popup (with Popper and popper.js, about 10 KB gz) loads the first time a hint shows, not with the first page.
const HintPopup = lazy(() => import('./hint-popup'));

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** Whether the element has the focus from the keyboard (a click's focus shows no hint, as with MUI's Tooltip). */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A hint beside a control that its accessible name already describes (the hint repeats it for the eye): shown while
 * the pointer is over the control or the keyboard's focus is on it, gone with Escape. The popup is a sibling of the
 * control, not a wrapper around it, so that its arrival never remounts the control under a click or the focus.
 */
export function HintTooltip({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: PopperProps['placement'];
  children: ReactElement<TriggerProps>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!anchor) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anchor]);

  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event) => {
          onPointerEnter?.(event);
          setAnchor(event.currentTarget);
        },
        onPointerLeave: (event) => {
          onPointerLeave?.(event);
          setAnchor(null);
        },
        onFocus: (event) => {
          onFocus?.(event);
          if (focusVisible(event.currentTarget)) setAnchor(event.currentTarget);
        },
        onBlur: (event) => {
          onBlur?.(event);
          setAnchor(null);
        },
      })}
      {title && (
        <MountOnFirstUse when={anchor !== null}>
          <HintPopup anchor={anchor} title={title} placement={placement} />
        </MountOnFirstUse>
      )}
    </>
  );
}
