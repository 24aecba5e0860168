/** Grid placement of a dashboard widget: one column on phones, twelve from the `md` breakpoint on. */
export const span = (md: number, lg = md) => ({
  gridColumn: { xs: '1 / -1', md: `span ${md}`, lg: `span ${lg}` },
  minWidth: 0,
  display: 'grid',
});
