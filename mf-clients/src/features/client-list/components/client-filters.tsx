import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@portal/shared/i18n/react';
import { clientStatuses } from '@portal/shared/contracts/domain';
import { custodianDisplayName } from '@portal/shared/contracts/labels';
import { funnelStages, serviceProducts } from '@portal/shared/contracts/statistics';
import { useLocale } from '@portal/shared/ui/use-locale';
import { useCustodians } from '../api/get-custodians';
import type { ListFilters } from '../hooks/use-list-params';

type Option<T> = { value: T; label: string };

/**
 * A multiple choice as a select field. It is a TextField with `select`, not a Select of its own: MUI is shared per
 * path between the portal's builds, and the shell provides TextField (whose Select and Menu come with it) and
 * MenuItem, so menu and items are one build's and the items find their menu's context; a Select taken from this
 * remote's build opened a menu whose items did not ("MenuListContext is missing"), and the page failed.
 */
function MultiFilter<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option<T>[];
  value: T[];
  onChange: (next: T[]) => void;
}) {
  const labelOf = (v: T) => options.find((option) => option.value === v)?.label ?? String(v);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => {
        const next: unknown = event.target.value;
        // MUI hands a string for autofill; the options are the only values a person can pick
        if (Array.isArray(next)) onChange(next as T[]);
      }}
      sx={{ minWidth: { xs: '100%', sm: 180 }, maxWidth: { sm: 260 } }}
      slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as T[]).map(labelOf).join(', ') } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          <Checkbox size="small" checked={value.includes(option.value)} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export type ClientFiltersProps = {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  onClear: () => void;
  canClear: boolean;
  /** Adviser options: only for callers with the partner_company_users module. */
  advisers?: { id: number; name: string }[];
};

/** The list's filters; each one is a multiple choice that the URL keeps. */
export function ClientFilters({ filters, onChange, onClear, canClear, advisers }: ClientFiltersProps) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const custodians = useCustodians();
  return (
    <Box role="group" aria-label={t('list.filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <MultiFilter
        label={t('list.filters.status')}
        // 'investing' is shown as Invested, and the API's invested filter finds both
        options={clientStatuses.filter((s) => s !== 'investing').map((value) => ({ value, label: t(`status.${value}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <MultiFilter
        label={t('list.filters.funnelStage')}
        options={funnelStages.map((value) => ({ value, label: t(`funnel.${value}`) }))}
        value={filters.funnel_stage}
        onChange={(funnel_stage) => onChange({ funnel_stage })}
      />
      <MultiFilter
        label={t('list.filters.serviceKind')}
        options={serviceProducts.map((value) => ({ value, label: t(`serviceKinds.${value}`, { ns: 'common' }) }))}
        value={filters.service_kind}
        onChange={(service_kind) => onChange({ service_kind })}
      />
      <MultiFilter
        label={t('list.filters.custodian')}
        options={(custodians.data?.custodians ?? []).map((c) => ({ value: c.bank_code, label: custodianDisplayName(c, null, locale) }))}
        value={filters.custodian}
        onChange={(custodian) => onChange({ custodian })}
      />
      {advisers && (
        <MultiFilter
          label={t('list.filters.adviser')}
          options={advisers.map((a) => ({ value: a.id, label: a.name }))}
          value={filters.adviser}
          onChange={(adviser) => onChange({ adviser })}
        />
      )}
      {canClear && (
        <Button size="small" onClick={onClear}>
          {t('list.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
