import { act, renderHook } from '@testing-library/react';
import { PAINT_WAIT_LIMIT_MS, usePainted } from './use-painted';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** jsdom's own, which reports no element timing: every test ends with it back in place. */
const jsdomObserver = globalThis.PerformanceObserver;
afterEach(() => {
  globalThis.PerformanceObserver = jsdomObserver;
  jest.useRealTimers();
});

/** A browser that reports element timing: the test decides when which marked element is on screen. */
function reportingElementTiming() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element', 'largest-contentful-paint'];
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  return {
    shown: (identifier: string) =>
      act(() => {
        const entries = [{ entryType: 'element', identifier } as unknown as PerformanceEntry];
        observers.filter((observer) => !observer.disconnected).forEach((observer) => observer.callback({ getEntries: () => entries }));
      }),
  };
}

describe('usePainted', () => {
  it('waits for the marked element to be on screen, not for another one', () => {
    const browser = reportingElementTiming();
    const { result, rerender } = renderHook(({ ready }) => usePainted('dashboard-totals', ready), { initialProps: { ready: false } });
    browser.shown('dashboard-totals');
    expect(result.current).toBe(false);
    rerender({ ready: true });
    browser.shown('something-else');
    expect(result.current).toBe(false);
    browser.shown('dashboard-totals');
    expect(result.current).toBe(true);
    // and stays so
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('does not wait for ever for a marked element that is never painted (out of view, a hidden tab)', async () => {
    jest.useFakeTimers();
    reportingElementTiming();
    const { result } = renderHook(() => usePainted('dashboard-totals', true));
    await act(async () => jest.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1));
    expect(result.current).toBe(false);
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('takes a frame after `ready` where nothing is marked (the figures failed)', async () => {
    jest.useFakeTimers();
    reportingElementTiming();
    const { result } = renderHook(() => usePainted(null, true));
    expect(result.current).toBe(false);
    await act(async () => jest.runAllTimersAsync());
    expect(result.current).toBe(true);
  });

  it('takes a frame after `ready` where the browser does not report element timing', async () => {
    jest.useFakeTimers();
    // jsdom reports no element timing
    expect((globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes('element')).toBe(false);
    const { result, rerender } = renderHook(({ ready }) => usePainted('dashboard-totals', ready), { initialProps: { ready: false } });
    await act(async () => jest.runAllTimersAsync());
    expect(result.current).toBe(false);
    rerender({ ready: true });
    await act(async () => jest.runAllTimersAsync());
    expect(result.current).toBe(true);
  });
});
