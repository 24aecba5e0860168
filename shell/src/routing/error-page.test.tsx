import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { RouteErrorBoundary } from './error-page';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('error page', () => {
  it('shows 500 and "Error" when the error says nothing', async () => {
    await act(async () => {
      renderWithProviders(
        <RouteErrorBoundary>
          <Broken error={new Error('internal detail')} />
        </RouteErrorBoundary>,
      );
    });
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('internal detail')).not.toBeInTheDocument();
  });

  it('shows the status and message of an error that carries a status', async () => {
    const error = Object.assign(new Error('Forbidden'), { status: 403 });
    await act(async () => {
      renderWithProviders(
        <RouteErrorBoundary>
          <Broken error={error} />
        </RouteErrorBoundary>,
      );
    });
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
  });
});

it('clears the error page when the user goes elsewhere', async () => {
  let view!: ReturnType<typeof renderWithProviders>;
  await act(async () => {
    view = renderWithProviders(
      <RouteErrorBoundary resetKey="/a">
        <Broken error={new Error('x')} />
      </RouteErrorBoundary>,
    );
  });
  expect(screen.getByText('500')).toBeInTheDocument();
  await act(async () => {
    view.rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Other page</p>
      </RouteErrorBoundary>,
    );
  });
  expect(screen.getByText('Other page')).toBeInTheDocument();
});
