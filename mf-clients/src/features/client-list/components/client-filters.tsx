import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clientStatuses, funnelStages, serviceProducts } from '@portal/shared/contracts';
import { useCustodians } from '../api/get-custodians';
import type { ListFilters } from '../hooks/use-list-params';

type Option<T> = { value: T; label: string };

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
  const id = useId();
  const labelOf = (v: T) => options.find((option) => option.value === v)?.label ?? String(v);
  return (
    <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 180 }, maxWidth: { sm: 260 } }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<T[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          // MUI hands a string for autofill; the options are the only values a person can pick
          if (Array.isArray(next)) onChange(next);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) => selected.map(labelOf).join(', ')}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            <Checkbox size="small" checked={value.includes(option.value)} />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
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
        options={serviceProducts.map((value) => ({ value, label: t(`serviceKinds.${value}`) }))}
        value={filters.service_kind}
        onChange={(service_kind) => onChange({ service_kind })}
      />
      <MultiFilter
        label={t('list.filters.custodian')}
        options={(custodians.data?.custodians ?? []).map((c) => ({ value: c.bank_code, label: c.name }))}
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
