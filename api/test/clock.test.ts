describe('the clock of the API suite', () => {
  it('is set to a fixed day, so that seeded figures and "today" agree whatever the date of the run', () => {
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(Object.prototype.hasOwnProperty.call(setTimeout, 'clock')).toBe(false);
  });
});
