import { minimumFetchDelayMs, withMinimumDelay } from './minimum-delay';

describe('the minimum fetch delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a fast answer back until 200 ms have passed', async () => {
    const done = jest.fn();
    void withMinimumDelay(Promise.resolve('page'), minimumFetchDelayMs).then(done);
    await jest.advanceTimersByTimeAsync(199);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith('page');
  });

  it('adds nothing to a slow answer', async () => {
    const done = jest.fn();
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 500));
    void withMinimumDelay(slow, minimumFetchDelayMs).then(done);
    await jest.advanceTimersByTimeAsync(500);
    expect(done).toHaveBeenCalledWith('late');
  });

  it('gives up at once when the request is cancelled', async () => {
    const controller = new AbortController();
    const result = withMinimumDelay(new Promise(() => undefined), minimumFetchDelayMs, controller.signal);
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
