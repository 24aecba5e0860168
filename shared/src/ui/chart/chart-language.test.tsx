import { act, screen, waitFor } from '@testing-library/react';
import { changeLocale } from '@portal/shared/i18n';
import { renderWithProviders } from '@portal/shared/test-utils';
import { Chart } from './chart';

afterEach(async () => {
  await act(async () => {
    await changeLocale('de');
  });
});

const options = {
  series: [
    { type: 'area' as const, name: 'AUM', data: [1_721_758, 1_800_000] },
    { type: 'column' as const, name: 'Zuflüsse', data: [3, 5] },
  ],
};

it('reads the chart out in the interface language and follows a language switch without a reload', async () => {
  await act(async () => {
    renderWithProviders(<Chart label="Vermögen" height={200} options={options} />, { locale: 'de' });
  });
  const figure = screen.getByRole('figure', { name: 'Vermögen' });
  await waitFor(() => expect(figure).toHaveTextContent('Kombiniertes Diagramm mit 2 Datenreihen.'), { timeout: 15_000 });
  expect(figure).toHaveTextContent('Ende des interaktiven Diagramms.');
  expect(figure).not.toHaveTextContent('Combination chart');

  await act(async () => {
    await changeLocale('fr');
  });
  await waitFor(() => expect(figure).toHaveTextContent('Graphique combiné avec 2 séries.'));
  expect(figure).toHaveTextContent('Fin du graphique interactif.');
});
