import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '@portal/shared/api';
import { portfolioAnalysisFieldsSchema } from '@portal/shared/contracts';
import { MAX_FILE_SIZE_BYTES } from '@portal/shared/validation';
import { toast } from '@portal/shared/ui/toast-store';
import { useStrategies } from '../../../lib/api/get-strategies';
import { Panel } from '../../../lib/ui/page';
import { useUploadAnalysisDocument } from '../api/upload-analysis-document';

const ACCEPT = '.pdf,.csv,.xlsx,application/pdf,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXTENSIONS = /\.(pdf|csv|xlsx)$/i;

type Errors = { declared_value?: string; file?: string };

/** The declared value, the proposed strategy and the file; the API's schema decides the minimum. */
export function UploadForm() {
  const { t } = useTranslation('tools');
  const strategies = useStrategies();
  const upload = useUploadAnalysisDocument();
  const input = useRef<HTMLInputElement>(null);
  const [declaredValue, setDeclaredValue] = useState('');
  const [strategyId, setStrategyId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!portfolioAnalysisFieldsSchema.safeParse({ declared_value: declaredValue === '' ? undefined : declaredValue }).success) {
      found.declared_value = t('portfolio_analysis.form.minimum');
    }
    if (!file) found.file = t('portfolio_analysis.form.file_required');
    else if (file.size > MAX_FILE_SIZE_BYTES) found.file = t('portfolio_analysis.form.file_too_large');
    else if (!EXTENSIONS.test(file.name)) found.file = t('portfolio_analysis.form.file_type');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({
        file,
        declaredValue: Number(declaredValue),
        strategyId: strategyId ? Number(strategyId) : null,
        onProgress: (fraction) => setProgress(Math.round(Math.min(1, Math.max(0, fraction)) * 100)),
      });
      toast.success(t('portfolio_analysis.success_upload'));
      // the entered values stay until the upload succeeded: nothing is lost when it fails
      setDeclaredValue('');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setFailure(toErrorMessage(error));
    }
  };

  return (
    <Panel title={t('portfolio_analysis.form.title')} labelledBy="analysis-upload-title">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            label={t('portfolio_analysis.form.declared_value')}
            type="number"
            value={declaredValue}
            onChange={(event) => setDeclaredValue(event.target.value)}
            error={Boolean(errors.declared_value)}
            helperText={errors.declared_value ?? ' '}
            slotProps={{ htmlInput: { min: 100_000, step: 1000, inputMode: 'numeric' } }}
            required
          />
          <TextField
            select
            label={t('portfolio_analysis.form.strategy')}
            value={strategyId}
            onChange={(event) => setStrategyId(event.target.value)}
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
                setFile(event.currentTarget.files?.[0] ?? null);
                setErrors((current) => ({ ...current, file: undefined }));
              }}
            />
            {file && <Typography variant="body2">{t('portfolio_analysis.form.chosen', { name: file.name })}</Typography>}
          </Box>
          {errors.file && (
            <Typography variant="body2" color="error" role="alert">
              {errors.file}
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
