import { statisticsKeys } from './query-keys';

describe('the query keys of the dashboard', () => {
  it('nest under statistics, so that one prefix invalidates the whole dashboard', () => {
    const key = statisticsKeys.aumGrowth({ scope: 'company', currency: 'CHF', range: '1y' });
    expect(key.slice(0, 1)).toEqual(statisticsKeys.all);
    expect(key).toEqual(['statistics', 'aum_growth', { scope: 'company', currency: 'CHF', range: '1y' }]);
    expect(statisticsKeys.serviceAmounts('pillar3a', { scope: 'personal' })).toEqual([
      'statistics',
      'service_amounts',
      'pillar3a',
      { scope: 'personal' },
    ]);
  });
});
