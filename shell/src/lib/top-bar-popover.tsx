import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

type TopBarPopoverProps = {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The popover is a dialog: its name. */
  label: string;
  paperSx?: SxProps<Theme>;
  children: ReactNode;
};

/** A popover of a top-bar button (help, notifications): below the button, aligned to its right edge, a named dialog. */
export function TopBarPopover({ anchor, onClose, label, paperSx, children }: TopBarPopoverProps) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: paperSx } }}
    >
      {children}
    </Popover>
  );
}
