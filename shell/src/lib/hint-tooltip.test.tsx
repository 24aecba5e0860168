import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { HintTooltip } from './hint-tooltip';

async function renderHint(onClick = jest.fn()) {
  let result!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    result = renderWithProviders(
      <HintTooltip title="Kunden finden (Ctrl+K)">
        <button type="button" aria-label="Kunden finden (Ctrl+K)" onClick={onClick}>
          K
        </button>
      </HintTooltip>,
    );
  });
  return result;
}

describe('hint tooltip', () => {
  it('shows the hint while the pointer is over the control and hides it with Escape or when the pointer leaves', async () => {
    await renderHint();
    const button = screen.getByRole('button', { name: 'Kunden finden (Ctrl+K)' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kunden finden (Ctrl+K)');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    fireEvent.pointerEnter(button);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps the very control it was given: the first click lands while the hint loads, the focus stays', async () => {
    const onClick = jest.fn();
    const { user } = await renderHint(onClick);
    const button = screen.getByRole('button', { name: 'Kunden finden (Ctrl+K)' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kunden finden (Ctrl+K)' })).toBe(button);
    expect(button).toHaveFocus();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
