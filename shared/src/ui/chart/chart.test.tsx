import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/test-utils';
import { Chart } from './chart';

let downloads = 0;
// The first download of the charting chunk fails, as on a flaky network; the next one succeeds.
jest.mock('./highcharts-chart', () => {
  downloads += 1;
  if (downloads === 1) throw new Error('Loading chunk highcharts failed.');
  return jest.requireActual('./highcharts-chart');
});

it('shows an error in place of a chart whose library failed to download, and retries it', async () => {
  // React reports the error it caught in the boundary; that report is expected here.
  const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let user!: ReturnType<typeof renderWithProviders>['user'];
  await act(async () => {
    ({ user } = renderWithProviders(
      <Chart label="Kunden je Phase" height={200} options={{ series: [{ type: 'line', name: 'Kunden', data: [3, 5, 8] }] }} />,
    ));
  });

  const figure = screen.getByRole('figure', { name: 'Kunden je Phase' });
  expect(await within(figure).findByText('Das Diagramm konnte nicht geladen werden.')).toBeInTheDocument();

  await user.click(within(figure).getByRole('button', { name: 'Erneut versuchen' }));

  await waitFor(() => expect(figure.querySelector('.highcharts-root')).not.toBeNull());
  expect(within(figure).queryByText('Das Diagramm konnte nicht geladen werden.')).not.toBeInTheDocument();
  expect(downloads).toBe(2);
  reported.mockRestore();
});
