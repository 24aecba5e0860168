import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { z } from 'zod';
import { toErrorMessage } from '@portal/shared/api';
import { requestedPositionSchema, type CustomPortfolioPosition, type WeightAdjustmentBody } from '@portal/shared/contracts';
import { formatNumber, formatPercent } from '@portal/shared/format';
import { toast } from '@portal/shared/ui/toast-store';
import { Panel } from '../../../lib/ui/page';
import { useRequestWeightAdjustment } from '../api/weight-adjustments';
import { portfolioFigures } from './what-if';

/** A problem of a row's field: the last part of its translation key (custom_portfolios.request.*). */
type Problem = 'required' | 'range' | 'decimals' | 'isin_invalid' | 'isin_duplicate' | 'name_required' | 'currency_invalid';
const problem = (message: Problem) => ({ message });

const normalIsin = (isin: string) => isin.trim().toUpperCase();
const sumOf = (rows: readonly { requested_weight: string }[]) =>
  rows.reduce((total, row) => total + (Number(row.requested_weight) || 0), 0);
/** The API's rule: the requested weights sum to 100 %, to the hundredth (docs/tools.md). */
const sumIsHundred = (sum: number) => Math.abs(sum - 100) < 0.005;

const { isin: isinRule, name: nameRule, currency: currencyRule, requested_weight: weightRule } = requestedPositionSchema.shape;

/**
 * The rows as typed, checked with the API's rules of a requested position (requestedPositionSchema): every weight set
 * within 0 to 100 and to the hundredth, an added position's ISIN (check digit, once in the list), name and currency; the weights summing
 * to 100 %. The positions already held come from the portfolio and are sent as they are.
 */
const weightFormSchema = z
  .object({
    rows: z.array(
      z
        .object({ added: z.boolean(), isin: z.string(), name: z.string(), currency: z.string(), requested_weight: z.string() })
        .superRefine((row, context) => {
          const weight = row.requested_weight.trim();
          if (weight === '') context.addIssue({ code: 'custom', path: ['requested_weight'], ...problem('required') });
          else if (!weightRule.safeParse(Number(weight)).success) {
            const inRange = Number(weight) >= 0 && Number(weight) <= 100;
            context.addIssue({ code: 'custom', path: ['requested_weight'], ...problem(inRange ? 'decimals' : 'range') });
          }
          if (!row.added) return;
          if (!isinRule.safeParse(normalIsin(row.isin)).success)
            context.addIssue({ code: 'custom', path: ['isin'], ...problem('isin_invalid') });
          if (!nameRule.safeParse(row.name).success) context.addIssue({ code: 'custom', path: ['name'], ...problem('name_required') });
          if (!currencyRule.safeParse(row.currency).success) {
            context.addIssue({ code: 'custom', path: ['currency'], ...problem('currency_invalid') });
          }
        }),
    ),
  })
  .superRefine(({ rows }, context) => {
    rows.forEach((row, index) => {
      if (row.added && rows.some((other, otherIndex) => otherIndex !== index && normalIsin(other.isin) === normalIsin(row.isin))) {
        context.addIssue({ code: 'custom', path: ['rows', index, 'isin'], ...problem('isin_duplicate') });
      }
    });
    // shown in the sum's line under the rows
    if (!sumIsHundred(sumOf(rows))) context.addIssue({ code: 'custom', path: ['sum'], message: 'sum_error' });
  })
  .transform(({ rows }): WeightAdjustmentBody => ({
    positions: rows.map((row) => ({
      isin: normalIsin(row.isin),
      name: row.name.trim(),
      currency: row.currency,
      requested_weight: Number(row.requested_weight),
    })),
  }));
type WeightFormValues = z.input<typeof weightFormSchema>;

/** A text field of an added row, upper-cased as typed where it is a code (ISIN, currency). */
function RowTextField({
  control,
  name,
  label,
  upperCase = false,
}: {
  control: Control<WeightFormValues, unknown, WeightAdjustmentBody>;
  name: `rows.${number}.${'isin' | 'name' | 'currency'}`;
  label: string;
  upperCase?: boolean;
}) {
  const { t } = useTranslation('tools');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(upperCase ? event.target.value.toUpperCase() : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? t(`custom_portfolios.request.${fieldState.error.message as Problem}`) : undefined}
        />
      )}
    />
  );
}

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
  const { control, register, handleSubmit, formState } = useForm<WeightFormValues, unknown, WeightAdjustmentBody>({
    resolver: zodResolver(weightFormSchema),
    defaultValues: {
      rows: positions.map((position) => ({
        added: false,
        isin: position.isin,
        name: position.name,
        currency: position.currency,
        requested_weight: String(position.weight),
      })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' });
  const [failure, setFailure] = useState<string | null>(null);

  const sum = sumOf(rows);
  const sumOk = sumIsHundred(sum);

  const weights = useMemo(() => new Map(rows.map((row) => [normalIsin(row.isin), Number(row.requested_weight) || 0])), [rows]);
  const current = useMemo(
    () => portfolioFigures(positions, new Map(positions.map((position) => [position.isin, position.drifting_weight])), correlations),
    [positions, correlations],
  );
  const requested = useMemo(() => portfolioFigures(positions, weights, correlations), [positions, weights, correlations]);

  const submit = handleSubmit(async (body) => {
    try {
      await request.mutateAsync(body);
      toast.success(t('custom_portfolios.request.success'));
      onDone();
    } catch (error) {
      setFailure(toErrorMessage(error));
    }
  });

  return (
    <Panel title={t('custom_portfolios.request.title')} labelledBy="weight-request-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {fields.map((field, index) => {
          const row = rows[index] ?? field;
          const weightError = formState.errors.rows?.[index]?.requested_weight?.message as Problem | undefined;
          const { ref: weightRef, ...weight } = register(`rows.${index}.requested_weight`);
          return (
            <Box
              key={field.id}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr 1fr', md: field.added ? '1.3fr 1.6fr 0.7fr 0.8fr auto' : '2.9fr 0.7fr 0.8fr auto' },
                alignItems: 'start',
              }}
            >
              {field.added ? (
                <>
                  <RowTextField control={control} name={`rows.${index}.isin`} label={t('custom_portfolios.request.isin')} upperCase />
                  <RowTextField control={control} name={`rows.${index}.name`} label={t('custom_portfolios.request.name')} />
                  <RowTextField
                    control={control}
                    name={`rows.${index}.currency`}
                    label={t('custom_portfolios.request.currency')}
                    upperCase
                  />
                </>
              ) : (
                <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {field.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {field.isin} · {field.currency}
                  </Typography>
                </Box>
              )}
              <TextField
                size="small"
                type="number"
                label={t('custom_portfolios.request.weight')}
                {...weight}
                inputRef={weightRef}
                error={Boolean(weightError)}
                helperText={weightError ? t(`custom_portfolios.request.${weightError}`) : undefined}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: 100,
                    step: 0.5,
                    'aria-label': `${t('custom_portfolios.request.weight')} ${row.name || row.isin}`,
                  },
                }}
              />
              <IconButton aria-label={t('custom_portfolios.request.remove', { name: row.name || row.isin })} onClick={() => remove(index)}>
                <DeleteOutlined />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button onClick={() => append({ isin: '', name: '', currency: 'CHF', requested_weight: '', added: true })}>
            {t('custom_portfolios.request.add')}
          </Button>
        </Box>
        <Typography role="status" color={sumOk ? 'text.primary' : 'error'} sx={{ fontWeight: 600 }}>
          {t('custom_portfolios.request.sum', { sum: formatNumber(sum, { decimals: 2 }) })}
          {!sumOk && formState.isSubmitted ? ` — ${t('custom_portfolios.request.sum_error')}` : ''}
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
