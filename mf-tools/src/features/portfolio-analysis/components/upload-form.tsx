import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { z } from 'zod';
import { toErrorMessage } from '@portal/shared/api';
import { portfolioAnalysisFieldsSchema } from '@portal/shared/contracts';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/validation';
import { toast } from '@portal/shared/ui/toast-store';
import { useStrategies } from '../../../lib/api/get-strategies';
import { Panel } from '../../../lib/ui/page';
import { useUploadAnalysisDocument } from '../api/upload-analysis-document';

const ACCEPT = '.pdf,.csv,.xlsx,application/pdf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXTENSIONS = /\.(pdf|csv|xlsx)$/i;

/**
 * The API's schema of the fields (its minimum decides), the value read from what was typed; the file checked as the API
 * checks the attachment (one of the three kinds, at most 10 MB). A file's problem is the translation key of its message.
 */
const uploadFormSchema = z.object({
  declared_value: z
    .string()
    .transform((value): unknown => (value.trim() === '' ? undefined : value))
    .pipe(portfolioAnalysisFieldsSchema.shape.declared_value),
  strategy_id: z.string().transform((value) => (value === '' ? null : Number(value))),
  file: z
    .custom<File | null>()
    .superRefine((file, context) => {
      const problem = !file
        ? 'file_required'
        : file.size > MAX_FILE_SIZE_BYTES
          ? 'file_too_large'
          : !EXTENSIONS.test(file.name)
            ? 'file_type'
            : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file!),
});
type UploadFormValues = z.input<typeof uploadFormSchema>;
type UploadFormOutput = z.output<typeof uploadFormSchema>;
type FileProblem = 'file_required' | 'file_too_large' | 'file_type';

/** The declared value, the proposed strategy and the file; the API's schema decides the minimum. */
export function UploadForm() {
  const { t } = useTranslation('tools');
  const strategies = useStrategies();
  const upload = useUploadAnalysisDocument();
  const input = useRef<HTMLInputElement>(null);
  const { register, control, handleSubmit, setValue, clearErrors, getValues, reset, formState } = useForm<
    UploadFormValues,
    unknown,
    UploadFormOutput
  >({
    resolver: zodResolver(uploadFormSchema),
    defaultValues: { declared_value: '', strategy_id: '', file: null },
  });
  const errors = formState.errors;
  const file = useWatch({ control, name: 'file' });
  const { ref: declaredValueRef, ...declaredValue } = register('declared_value');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (values: UploadFormOutput) => {
    setProgress(0);
    try {
      await upload.mutateAsync({
        file: values.file,
        declaredValue: values.declared_value,
        strategyId: values.strategy_id,
        onProgress: (fraction) => setProgress(Math.round(Math.min(1, Math.max(0, fraction)) * 100)),
      });
      toast.success(t('portfolio_analysis.success_upload'));
      // the entered values stay until the upload succeeded: nothing is lost when it fails
      reset({ ...getValues(), declared_value: '', file: null });
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure(toErrorMessage(error));
    }
  };

  return (
    <Panel title={t('portfolio_analysis.form.title')} labelledBy="analysis-upload-title">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void handleSubmit(send)(event);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label={t('portfolio_analysis.form.declared_value')}
            type="number"
            {...declaredValue}
            inputRef={declaredValueRef}
            error={Boolean(errors.declared_value)}
            helperText={errors.declared_value ? t('portfolio_analysis.form.minimum') : ' '}
            slotProps={{ htmlInput: { min: 100_000, step: 1000, inputMode: 'numeric' } }}
            required
          />
          <Controller
            name="strategy_id"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('portfolio_analysis.form.strategy')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                helperText=" "
                disabled={!strategies.data}
              >
                <MenuItem value="">{t('portfolio_analysis.form.no_strategy')}</MenuItem>
                {(strategies.data ?? []).map((strategy) => (
                  <MenuItem key={strategy.id} value={String(strategy.id)}>
                    {strategy.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2" component="label" htmlFor="analysis-attachment" color="text.secondary">
            {t('portfolio_analysis.form.file')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            {/* a real button that opens the file dialog: a <label> styled as a button is not allowed the button role */}
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {t('portfolio_analysis.form.choose')}
            </Button>
            <input
              ref={input}
              id="analysis-attachment"
              type="file"
              hidden
              accept={ACCEPT}
              aria-label={t('portfolio_analysis.form.file')}
              onChange={(event) => {
                setValue('file', event.currentTarget.files?.[0] ?? null);
                clearErrors('file');
              }}
            />
            {file && <Typography variant="body2">{t('portfolio_analysis.form.chosen', { name: file.name })}</Typography>}
          </Box>
          {errors.file?.message && (
            <Typography variant="body2" color="error" role="alert">
              {t(`portfolio_analysis.form.${errors.file.message as FileProblem}`)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('portfolio_analysis.csv_hint')}
          </Typography>
        </Box>
        {upload.isPending && (
          <Box>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('portfolio_analysis.form.uploading', { percent: progress })}
            />
            <Typography variant="caption">{t('portfolio_analysis.form.uploading', { percent: progress })}</Typography>
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('portfolio_analysis.form.submit')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
