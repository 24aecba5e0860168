import { useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '@portal/shared/api';
import { isValidIsin, type CustomPortfolioPosition } from '@portal/shared/contracts';
import { formatNumber, formatPercent } from '@portal/shared/format';
import { toast } from '@portal/shared/ui/toast-store';
import { Panel } from '../../../lib/ui/page';
import { useRequestWeightAdjustment } from '../api/weight-adjustments';
import { portfolioFigures } from './what-if';

type Row = { key: string; isin: string; name: string; currency: string; weight: string; added: boolean };
type RowErrors = Partial<Record<'isin' | 'name' | 'currency' | 'weight', string>>;

/** Editable requested weights (summing to 100 %), added positions checked by their ISIN, and the what-if figures. */
export function WeightRequestForm({
  portfolioId,
  positions,
  correlations,
  onDone,
}: {
  portfolioId: number;
  positions: CustomPortfolioPosition[];
  correlations: Record<string, number>;
  onDone: () => void;
}) {
  const { t } = useTranslation('tools');
  const request = useRequestWeightAdjustment(portfolioId);
  const [rows, setRows] = useState<Row[]>(() =>
    positions.map((position) => ({
      key: position.isin,
      isin: position.isin,
      name: position.name,
      currency: position.currency,
      weight: String(position.weight),
      added: false,
    })),
  );
  const [submitted, setSubmitted] = useState(false);
  const added = useRef(0);
  const [failure, setFailure] = useState<string | null>(null);

  const errors = useMemo(() => {
    const found = new Map<string, RowErrors>();
    rows.forEach((row, index) => {
      const rowErrors: RowErrors = {};
      const weight = Number(row.weight);
      if (row.weight.trim() === '') rowErrors.weight = t('custom_portfolios.request.required');
      else if (!Number.isFinite(weight) || weight < 0 || weight > 100) rowErrors.weight = t('custom_portfolios.request.range');
      if (row.added) {
        if (!isValidIsin(row.isin)) rowErrors.isin = t('custom_portfolios.request.isin_invalid');
        else if (
          rows.some((other, otherIndex) => otherIndex !== index && other.isin.trim().toUpperCase() === row.isin.trim().toUpperCase())
        ) {
          rowErrors.isin = t('custom_portfolios.request.isin_duplicate');
        }
        if (!row.name.trim()) rowErrors.name = t('custom_portfolios.request.name_required');
        if (!/^[A-Z]{3}$/.test(row.currency)) rowErrors.currency = t('custom_portfolios.request.currency_invalid');
      }
      if (Object.keys(rowErrors).length) found.set(row.key, rowErrors);
    });
    return found;
  }, [rows, t]);
  const sum = rows.reduce((total, row) => total + (Number(row.weight) || 0), 0);
  const sumOk = Math.abs(sum - 100) < 0.005;

  const weights = useMemo(() => new Map(rows.map((row) => [row.isin.trim().toUpperCase(), Number(row.weight) || 0])), [rows]);
  const current = useMemo(
    () => portfolioFigures(positions, new Map(positions.map((position) => [position.isin, position.drifting_weight])), correlations),
    [positions, correlations],
  );
  const requested = useMemo(() => portfolioFigures(positions, weights, correlations), [positions, weights, correlations]);

  const update = (key: string, field: keyof Row) => (event: { target: { value: string } }) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key
          ? { ...row, [field]: field === 'isin' || field === 'currency' ? event.target.value.toUpperCase() : event.target.value }
          : row,
      ),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (errors.size > 0 || !sumOk) return;
    try {
      await request.mutateAsync({
        positions: rows.map((row) => ({
          isin: row.isin.trim().toUpperCase(),
          name: row.name.trim(),
          currency: row.currency,
          requested_weight: Number(row.weight),
        })),
      });
      toast.success(t('custom_portfolios.request.success'));
      onDone();
    } catch (error) {
      setFailure(toErrorMessage(error));
    }
  };

  return (
    <Panel title={t('custom_portfolios.request.title')} labelledBy="weight-request-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1.5 }}>
        {rows.map((row) => {
          const rowErrors = submitted ? (errors.get(row.key) ?? {}) : {};
          return (
            <Box
              key={row.key}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr 1fr', md: row.added ? '1.3fr 1.6fr 0.7fr 0.8fr auto' : '2.9fr 0.7fr 0.8fr auto' },
                alignItems: 'start',
              }}
            >
              {row.added ? (
                <>
                  <TextField
                    size="small"
                    label={t('custom_portfolios.request.isin')}
                    value={row.isin}
                    onChange={update(row.key, 'isin')}
                    error={Boolean(rowErrors.isin)}
                    helperText={rowErrors.isin}
                  />
                  <TextField
                    size="small"
                    label={t('custom_portfolios.request.name')}
                    value={row.name}
                    onChange={update(row.key, 'name')}
                    error={Boolean(rowErrors.name)}
                    helperText={rowErrors.name}
                  />
                  <TextField
                    size="small"
                    label={t('custom_portfolios.request.currency')}
                    value={row.currency}
                    onChange={update(row.key, 'currency')}
                    error={Boolean(rowErrors.currency)}
                    helperText={rowErrors.currency}
                  />
                </>
              ) : (
                <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {row.isin} · {row.currency}
                  </Typography>
                </Box>
              )}
              <TextField
                size="small"
                type="number"
                label={t('custom_portfolios.request.weight')}
                value={row.weight}
                onChange={update(row.key, 'weight')}
                error={Boolean(rowErrors.weight)}
                helperText={rowErrors.weight}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: 100,
                    step: 0.5,
                    'aria-label': `${t('custom_portfolios.request.weight')} ${row.name || row.isin}`,
                  },
                }}
              />
              <IconButton
                aria-label={t('custom_portfolios.request.remove', { name: row.name || row.isin })}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            onClick={() =>
              setRows((current) => [
                ...current,
                { key: `new-${(added.current += 1)}`, isin: '', name: '', currency: 'CHF', weight: '', added: true },
              ])
            }
          >
            {t('custom_portfolios.request.add')}
          </Button>
        </Box>
        <Typography role="status" color={sumOk ? 'text.primary' : 'error'} sx={{ fontWeight: 600 }}>
          {t('custom_portfolios.request.sum', { sum: formatNumber(sum, { decimals: 2 }) })}
          {!sumOk && submitted ? ` — ${t('custom_portfolios.request.sum_error')}` : ''}
        </Typography>
        <Box component="section" aria-labelledby="whatif-title" sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}>
          <Typography id="whatif-title" component="h3" variant="subtitle2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('custom_portfolios.whatif.title')}
          </Typography>
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              '& td, & th': { py: 0.5, textAlign: 'right' },
              '& th:first-of-type': { textAlign: 'left' },
            }}
          >
            <thead>
              <tr>
                <td />
                <th scope="col">{t('custom_portfolios.whatif.current')}</th>
                <th scope="col">{t('custom_portfolios.whatif.requested')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('custom_portfolios.whatif.return')}</th>
                <td>{formatPercent(current.expectedReturn, { decimals: 2 })}</td>
                <td>{formatPercent(requested.expectedReturn, { decimals: 2 })}</td>
              </tr>
              <tr>
                <th scope="row">{t('custom_portfolios.whatif.volatility')}</th>
                <td>{formatPercent(current.volatility, { decimals: 2 })}</td>
                <td>{formatPercent(requested.volatility, { decimals: 2 })}</td>
              </tr>
              <tr>
                <th scope="row">{t('custom_portfolios.whatif.drift')}</th>
                <td>{`${formatNumber(Math.max(0, ...positions.map((position) => Math.abs(position.drifting_weight - position.weight))), { decimals: 1 })} pp`}</td>
                <td>{`${formatNumber(requested.drift, { decimals: 1 })} pp`}</td>
              </tr>
            </tbody>
          </Box>
        </Box>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            {t('custom_portfolios.request.submit')}
          </Button>
          <Button onClick={onDone} disabled={request.isPending}>
            {t('custom_portfolios.request.cancel')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
