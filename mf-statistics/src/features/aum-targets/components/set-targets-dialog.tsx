import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@portal/shared/ui/use-theme';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { z } from 'zod';
import {
  aumTargetInputSchema,
  setAumTargetsBodySchema,
  type AumTarget,
  type SetAumTargetsBody,
  type StatisticsQuery,
} from '@portal/shared/contracts/statistics';
import { formatAmount, formatDate } from '@portal/shared/format';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { useSession } from '@portal/shared/session';
import { toast } from '@portal/shared/ui/toast-store';
import { useSetAumTargets } from '../api/set-aum-targets';

export interface SetTargetsDialogProps {
  open: boolean;
  onClose: () => void;
  targets: AumTarget[];
  /** the adviser's own AUM now, in the reference currency: a target far below it is asked about */
  currentAum: number;
  params: StatisticsQuery;
}

/** A target below this share of the current AUM is most likely a typo (1'000.50 for 1'000'000): it is confirmed first. */
const FAR_BELOW = 0.5;

const MAX_TARGETS = 20;

/** Amounts are typed the Swiss way (1'000'000); anything that is no number becomes NaN, which the schema rejects. */
function parseAmount(value: string): number {
  const text = value.replace(/['’\s]/g, '');
  return text === '' ? Number.NaN : Number(text);
}

// The API's own schema, with the amount read from what was typed into the text field.
const formSchema = setAumTargetsBodySchema.extend({
  targets: z
    .array(aumTargetInputSchema.extend({ amount: z.string().transform(parseAmount).pipe(aumTargetInputSchema.shape.amount) }))
    .max(MAX_TARGETS),
});
type FormValues = z.input<typeof formSchema>;
const emptyTarget = { amount: '', target_date: '' };

export function SetTargetsDialog({ open, onClose, targets, currentAum, params }: SetTargetsDialogProps) {
  const { t } = useTranslation('statistics');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const mutation = useSetAumTargets(params);
  const privateMode = useSession((state) => state.privateMode);

  // Targets already reached stay as they are; the adviser edits the open ones (or starts with an empty row).
  const openTargets = targets
    .filter((target) => target.achieved_at === null)
    .map(({ amount, target_date }) => ({ amount: String(amount), target_date }));

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, SetAumTargetsBody>({
    resolver: zodResolver(formSchema),
    defaultValues: { targets: openTargets.length > 0 ? openTargets : [emptyTarget] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'targets' });
  // Achieved targets are not edited (they are history), but one can be deleted: a typo is reached at once.
  const achieved = targets.filter((target) => target.achieved_at !== null);
  const [removedAchieved, setRemovedAchieved] = useState<number[]>([]);
  const [unlikely, setUnlikely] = useState<SetAumTargetsBody | null>(null);

  const save = async (body: SetAumTargetsBody) => {
    await mutation.mutateAsync(removedAchieved.length > 0 ? { ...body, remove_achieved: removedAchieved } : body);
    toast.success(t('targets.dialog.success'));
    onClose();
  };

  const submit = handleSubmit(async (body) => {
    if (currentAum > 0 && body.targets.some((target) => target.amount < currentAum * FAR_BELOW)) {
      setUnlikely(body);
      return;
    }
    await save(body);
  });
  const lowest = unlikely ? Math.min(...unlikely.targets.map((target) => target.amount)) : 0;

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <DialogTitle id={titleId}>{t('targets.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('targets.dialog.description', { currency: params.currency })}</DialogContentText>
          <Stack spacing={2}>
            {fields.map((field, index) => {
              const amountError = errors.targets?.[index]?.amount;
              const dateError = errors.targets?.[index]?.target_date;
              return (
                <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                  <TextField
                    label={t('targets.dialog.amount', { index: index + 1 })}
                    {...register(`targets.${index}.amount`)}
                    inputMode="decimal"
                    error={Boolean(amountError)}
                    helperText={amountError ? t('targets.dialog.invalid_value') : ' '}
                    fullWidth
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">{params.currency}</InputAdornment> },
                    }}
                  />
                  <TextField
                    label={t('targets.dialog.date', { index: index + 1 })}
                    type="date"
                    {...register(`targets.${index}.target_date`)}
                    error={Boolean(dateError)}
                    helperText={dateError ? t('targets.dialog.invalid_value') : ' '}
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <IconButton
                    aria-label={t('targets.dialog.remove', { index: index + 1 })}
                    onClick={() => remove(index)}
                    sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' }, mt: { sm: 1 } }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              );
            })}
          </Stack>
          <Button startIcon={<AddOutlined />} onClick={() => append(emptyTarget)} disabled={fields.length >= MAX_TARGETS} sx={{ mt: 1 }}>
            {t('targets.dialog.add')}
          </Button>
          {achieved.some((target) => !removedAchieved.includes(target.id)) && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
                {t('targets.dialog.achieved')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {achieved
                  .filter((target) => !removedAchieved.includes(target.id))
                  .map((target) => {
                    const amount = formatAmount(target.amount, params.currency, { decimals: 0, privateMode });
                    return (
                      <Stack
                        key={target.id}
                        component="li"
                        direction="row"
                        spacing={1}
                        sx={{
                          alignItems: 'center',
                          justifyContent: 'space-between',
                          pl: 1.5,
                          borderRadius: 2,
                          border: 1,
                          borderColor: 'divider',
                        }}
                      >
                        <Typography variant="body2">
                          {amount} · {t('targets.achieved_on', { date: formatDate(target.achieved_at, 'dmy') })}
                        </Typography>
                        <IconButton
                          aria-label={t('targets.dialog.remove_achieved', { amount })}
                          onClick={() => setRemovedAchieved((ids) => [...ids, target.id])}
                        >
                          <DeleteOutlined />
                        </IconButton>
                      </Stack>
                    );
                  })}
              </Stack>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('targets.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('targets.dialog.save')}
          </Button>
        </DialogActions>
      </form>
      <ConfirmDialog
        open={unlikely !== null}
        title={t('targets.dialog.confirm_low_title')}
        message={t('targets.dialog.confirm_low', {
          amount: formatAmount(lowest, params.currency, { decimals: 0, privateMode }),
          current: formatAmount(currentAum, params.currency, { decimals: 0, privateMode }),
        })}
        confirmLabel={t('targets.dialog.confirm_low_save')}
        cancelLabel={t('targets.dialog.confirm_low_back')}
        pending={mutation.isPending}
        onCancel={() => setUnlikely(null)}
        onConfirm={() => {
          const body = unlikely;
          setUnlikely(null);
          if (body) void save(body).catch(() => undefined);
        }}
      />
    </Dialog>
  );
}
