import { returnGap } from './return-explanation';

describe('when the two returns need a sentence', () => {
  it('says nothing when they agree within a tenth of a percentage point or one is missing', () => {
    expect(returnGap(0.05, 0.0505)).toBeNull();
    expect(returnGap(null, 0.05)).toBeNull();
    expect(returnGap(0.05, null)).toBeNull();
  });
  it('tells whether the money-weighted return is the higher or the lower one', () => {
    expect(returnGap(0.05, 0.08)).toBe('higher');
    expect(returnGap(0.05, -0.01)).toBe('lower');
  });
});
