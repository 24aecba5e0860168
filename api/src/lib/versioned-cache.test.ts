import { createVersionedCache } from './versioned-cache';

describe('the versioned cache', () => {
  it('computes an answer once per key and version, and again when the version moves', async () => {
    const cache = createVersionedCache<number>();
    let calls = 0;
    const compute = jest.fn(async () => (calls += 1));
    expect(await cache.get('a', 1, compute)).toBe(1);
    expect(await cache.get('a', 1, compute)).toBe(1);
    // requests arriving together share one computation
    await Promise.all([cache.get('b', 1, compute), cache.get('b', 1, compute)]);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await cache.get('a', 2, compute)).toBe(3);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure and no more than its bound', async () => {
    const cache = createVersionedCache<string>(2);
    await expect(cache.get('a', 1, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', 1, async () => 'recovered')).toBe('recovered');
    await cache.get('b', 1, async () => 'b');
    await cache.get('c', 1, async () => 'c');
    expect(cache.size).toBe(2);
    const compute = jest.fn(async () => 'again');
    // the oldest ('a') went first
    expect(await cache.get('a', 1, compute)).toBe('again');
    expect(compute).toHaveBeenCalledTimes(1);
  });
});
