/**
 * Styles for text that a screen reader reads out and the screen does not show (a row's "new", a column's unit). The
 * sizes are strings: in MUI's `sx` a bare 1 would be 100 %.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
