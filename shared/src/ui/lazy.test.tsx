import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadableLazy } from './lazy';

function Page() {
  return <p>Kundenseite</p>;
}

const renderLazy = (Lazy: React.ComponentType) =>
  render(
    <Suspense fallback={<p>lädt</p>}>
      <Lazy />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('renders a component loaded ahead in the first pass, without its fallback, and loads it once', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    await Lazy.preload();
    renderLazy(Lazy);
    expect(screen.getByText('Kundenseite')).toBeInTheDocument();
    expect(screen.queryByText('lädt')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while a load that was not started ahead runs', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    renderLazy(preloadableLazy(load));
    expect(screen.getByText('lädt')).toBeInTheDocument();
    expect(await screen.findByText('Kundenseite')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts anew after a failed load', async () => {
    const load = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue({ default: Page });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderLazy(Lazy);
    expect(screen.getByText('Kundenseite')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
