import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { toErrorMessage } from '@portal/shared/api';
import {
  portfolioLimitReached,
  serviceFlowSteps,
  suggestedAmountInputSchema,
  type PortfolioLimit,
  type RiskMetric,
  type ServiceProduct,
  type Strategy,
  type SuggestedService,
} from '@portal/shared/contracts';
import { formatNumber, formatPercent } from '@portal/shared/format';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useDownloadFactsheet, useRiskMetrics, useSaveSuggestedService, useStrategies } from '../api/services';

export type ServiceFlowProps = {
  clientId: number;
  /** the suggestion being changed; without it, a new one */
  editing?: SuggestedService;
  onSaved: (saved: SuggestedService) => void;
  onCancel: () => void;
};

/**
 * The strategy-selection flow (docs/clients.md): service selection (0), strategy selection (1), service overview (2), then the
 * suggestion is saved. A kind whose portfolio limit the client has reached cannot be chosen ('Portfolio-Limit
 * erreicht'); the API checks the same.
 */
export function ServiceFlow({ clientId, editing, onSaved, onCancel }: ServiceFlowProps) {
  const { t } = useTranslation('onboarding');
  const strategies = useStrategies(clientId);
  const [active, setActive] = useState(editing ? 2 : 0);
  const [kind, setKind] = useState<ServiceProduct | null>(editing?.kind ?? null);
  const [strategyId, setStrategyId] = useState<number | null>(editing?.strategy_id ?? null);

  if (strategies.isError) return <WidgetError onRetry={() => void strategies.refetch()} />;
  if (!strategies.data) return <LoadingSkeleton rows={3} />;
  const { metadata } = strategies.data;
  const ofKind = strategies.data.strategies.filter((strategy) => kind !== null && strategy.service_kinds.includes(kind));
  const strategy = ofKind.find((entry) => entry.id === strategyId) ?? null;

  return (
    <Stack spacing={2}>
      <Stepper activeStep={active} alternativeLabel>
        {serviceFlowSteps.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`services.flow.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {active === 0 && (
        <KindChoice
          kinds={metadata.service_kinds}
          limits={metadata.portfolio_limits}
          editing={editing?.kind}
          value={kind}
          onChange={(next) => {
            setKind(next);
            // a strategy belongs to a kind: another kind asks again
            if (!strategies.data.strategies.some((entry) => entry.id === strategyId && entry.service_kinds.includes(next)))
              setStrategyId(null);
          }}
        />
      )}
      {active === 1 && kind && <StrategyChoice kind={kind} strategies={ofKind} value={strategyId} onChange={setStrategyId} />}
      {active === 2 && kind && strategy && (
        <Overview clientId={clientId} kind={kind} strategy={strategy} editing={editing} onSaved={onSaved} onBack={() => setActive(1)} />
      )}
      {active < 2 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Button onClick={active === 0 ? onCancel : () => setActive(0)}>{active === 0 ? t('services.cancel') : t('actions.back')}</Button>
          <Button variant="contained" disabled={active === 0 ? kind === null : strategy === null} onClick={() => setActive(active + 1)}>
            {t('actions.next')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function KindChoice({
  kinds,
  limits,
  editing,
  value,
  onChange,
}: {
  kinds: ServiceProduct[];
  limits: PortfolioLimit[];
  editing?: ServiceProduct;
  value: ServiceProduct | null;
  onChange: (kind: ServiceProduct) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: common } = useTranslation('common');
  if (kinds.length === 0) return <Alert severity="info">{t('services.noKinds')}</Alert>;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('services.kindTitle')}
      </Typography>
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value as ServiceProduct)}>
        {kinds.map((kind) => {
          const limit = limits.find((entry) => entry.kind === kind);
          const reached = limit ? portfolioLimitReached(limit, editing) : false;
          return (
            <Paper key={kind} variant="outlined" sx={{ px: 2, py: 1, mb: 1, opacity: reached ? 0.7 : 1 }}>
              <FormControlLabel
                value={kind}
                disabled={reached}
                control={<Radio />}
                sx={{ width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{common(`serviceKinds.${kind}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`services.kindInfo.${kind}`)}
                    </Typography>
                    {limit && (
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                        <Typography variant="caption" color="text.secondary">
                          {t('services.portfolios', { used: limit.used, limit: limit.limit })}
                        </Typography>
                        {reached && <Chip size="small" color="warning" label={t('services.limitReached')} />}
                      </Box>
                    )}
                  </Box>
                }
              />
            </Paper>
          );
        })}
      </RadioGroup>
    </Stack>
  );
}

/** The risk level on the scale of 1 to 7, drawn and spoken. */
export function RiskScale({ level }: { level: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <Box role="img" aria-label={t('services.riskLevel', { level })} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
      {[1, 2, 3, 4, 5, 6, 7].map((step) => (
        <Box
          key={step}
          sx={{
            width: 22,
            height: 22,
            borderRadius: 0.5,
            display: 'grid',
            placeItems: 'center',
            fontSize: 12,
            fontWeight: 600,
            bgcolor: step === level ? 'primary.main' : 'action.hover',
            color: step === level ? 'primary.contrastText' : 'text.secondary',
          }}
        >
          {step}
        </Box>
      ))}
    </Box>
  );
}

function Metrics({ metric }: { metric: RiskMetric | undefined }) {
  const { t } = useTranslation('onboarding');
  const rows: [string, number | undefined, boolean][] = [
    [t('services.expectedReturn'), metric?.expected_return, false],
    [t('services.volatility'), metric?.volatility, false],
    [t('services.maxDrawdown', { years: metric?.horizon_years ?? 10 }), metric ? -metric.max_drawdown : undefined, false],
    [t('services.ongoingFee'), metric?.ongoing_fee, true],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(4, auto)' }, columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value, fee]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ gridColumn: { sm: 'auto' } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {value === undefined ? <Skeleton width={48} /> : formatPercent(value, { decimals: fee ? 2 : 1 })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function FactsheetButton({ strategy }: { strategy: Strategy }) {
  const { t } = useTranslation('onboarding');
  const download = useDownloadFactsheet();
  return (
    <Button size="small" variant="text" disabled={download.isPending} onClick={() => download.mutate(strategy.id)}>
      {t('services.factsheet', { name: strategy.name })}
    </Button>
  );
}

function StrategyChoice({
  kind,
  strategies,
  value,
  onChange,
}: {
  kind: ServiceProduct;
  strategies: Strategy[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: common } = useTranslation('common');
  const metrics = useRiskMetrics();
  const metricOf = (id: number) => metrics.data?.risk_metrics.find((metric) => metric.strategy_id === id);
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('services.strategyTitle', { kind: common(`serviceKinds.${kind}`) })}
      </Typography>
      {metrics.isError && <Alert severity="warning">{t('services.metricsUnavailable')}</Alert>}
      <RadioGroup value={value === null ? '' : String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {strategies.map((strategy) => (
          <Paper key={strategy.id} variant="outlined" sx={{ px: 2, py: 1, mb: 1 }}>
            <FormControlLabel
              value={String(strategy.id)}
              control={<Radio />}
              sx={{ width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
              label={
                <Stack spacing={1} sx={{ width: '100%' }}>
                  <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
                    <Typography sx={{ fontWeight: 600 }}>{strategy.name}</Typography>
                    <RiskScale level={strategy.risk_level} />
                  </Box>
                  <Metrics metric={metrics.isError ? undefined : metricOf(strategy.id)} />
                </Stack>
              }
            />
            <Box sx={{ pl: 4 }}>
              <FactsheetButton strategy={strategy} />
            </Box>
          </Paper>
        ))}
      </RadioGroup>
    </Stack>
  );
}

function Overview({
  clientId,
  kind,
  strategy,
  editing,
  onSaved,
  onBack,
}: {
  clientId: number;
  kind: ServiceProduct;
  strategy: Strategy;
  editing?: SuggestedService;
  onSaved: (saved: SuggestedService) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { t: common } = useTranslation('common');
  const metrics = useRiskMetrics();
  const save = useSaveSuggestedService(clientId, editing?.id);
  const [name, setName] = useState(editing?.name ?? '');
  const [amount, setAmount] = useState(
    editing?.amount == null ? '' : formatNumber(editing.amount, { decimals: editing.amount % 1 ? 2 : 0 }),
  );
  const [amountError, setAmountError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = suggestedAmountInputSchema.safeParse(amount);
    if (!parsed.success) {
      setAmountError(t('services.amountInvalid'));
      return;
    }
    setAmountError(null);
    save.mutate({ kind, strategy_id: strategy.id, name: name.trim() || null, amount: parsed.data }, { onSuccess: onSaved });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="service-overview-title">
      <Typography id="service-overview-title" variant="h6" component="h3">
        {t('services.overviewTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('services.flow.service')}:{' '}
          </Box>
          <strong>{common(`serviceKinds.${kind}`)}</strong>
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('services.flow.strategy')}:{' '}
            </Box>
            <strong>{strategy.name}</strong>
          </Typography>
          <RiskScale level={strategy.risk_level} />
        </Box>
        <Metrics metric={metrics.data?.risk_metrics.find((metric) => metric.strategy_id === strategy.id)} />
        <Box>
          <FactsheetButton strategy={strategy} />
        </Box>
      </Paper>
      <TextField
        label={t('services.name')}
        helperText={t('services.nameHelp')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        label={t('services.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError !== null}
        helperText={amountError ?? t('services.amountHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      {save.isError && <Alert severity="error">{toErrorMessage(save.error)}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Button onClick={onBack}>{t('actions.back')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {editing ? t('services.saveChanges') : t('services.save')}
        </Button>
      </Box>
    </Stack>
  );
}
