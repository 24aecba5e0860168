import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { vbSearchFieldsSchema, type VbSearch, type VbSearchStatus } from '@portal/shared/contracts';
import { errorStatus } from '@portal/shared/api';
import { formatDate } from '@portal/shared/format';
import { Link, useParams } from '@portal/shared/router';
import { FileUpload } from '@portal/shared/ui/file-upload';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useLocale } from '@portal/shared/ui/use-locale';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { paths } from '../../../lib/paths';
import {
  useClientVbSearch,
  useCreateVbSearch,
  useDownloadVbPao,
  useSignVbSearch,
  useUpdateVbSearch,
  useUploadSignedPao,
} from '../api/vb-search';
import { SignaturePad } from './signature-pad';
import { PageTitle } from '@portal/shared/ui/page-title';

const statusColor: Record<VbSearchStatus, 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  submitted: 'info',
  forwarded: 'success',
  rejected: 'error',
};

/** One former employer a line; blank lines do not count. */
const employersOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * `/users/management/vb_search/{clientId}`: the search for a client's forgotten vested-benefit accounts. Started with
 * the former employers, its power of attorney downloaded, then signed on paper (the scan uploaded) or on screen;
 * either hands it in. Afterwards the page shows where it stands.
 */
export function VbSearchPage() {
  const { t } = useTranslation('onboarding');
  const clientId = Number(useParams().id);
  const state = useClientVbSearch(clientId);

  let body: React.ReactNode;
  if (state.isPending) body = <LoadingSkeleton rows={4} />;
  else if (state.isError)
    body =
      errorStatus(state.error) === 404 ? (
        <Alert severity="warning">{t('page.notFound')}</Alert>
      ) : (
        <WidgetError onRetry={() => void state.refetch()} />
      );
  else if (!state.data.vb_search) body = <StartSearch clientId={clientId} />;
  else body = <Search clientId={clientId} search={state.data.vb_search} />;

  const name = state.data ? `${state.data.client.first_name} ${state.data.client.last_name}` : null;
  return (
    <Box component="section" aria-labelledby="vb-search-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}>
      <PageTitle id="vb-search-title">{name ? t('vbSearch.titleFor', { name }) : t('vbSearch.title')}</PageTitle>
      <Typography color="text.secondary">{t('vbSearch.intro')}</Typography>
      {Number.isInteger(clientId) && clientId > 0 && (
        <Box>
          <Button component={Link} to={paths.clientDetail(clientId)}>
            {t('vbSearch.toClient')}
          </Button>
        </Box>
      )}
      {body}
    </Box>
  );
}

/** `/users/management/vb_search` without a client: a search belongs to a client and is opened from its detail. */
export function VbSearchWithoutClient() {
  const { t } = useTranslation('onboarding');
  return (
    <Box component="section" aria-labelledby="vb-search-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}>
      <PageTitle id="vb-search-title">{t('vbSearch.title')}</PageTitle>
      <Typography color="text.secondary">{t('vbSearch.intro')}</Typography>
      <Alert
        severity="info"
        action={
          <Button component={Link} to={paths.clientList()}>
            {t('page.toClientList')}
          </Button>
        }
      >
        {t('vbSearch.chooseClient')}
      </Alert>
    </Box>
  );
}

function EmployersField({ value, onChange, error }: { value: string; onChange: (text: string) => void; error?: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <TextField
      label={t('vbSearch.employers')}
      multiline
      minRows={3}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={error ? t('messages.invalidValue') : t('vbSearch.employersHint')}
    />
  );
}

function StartSearch({ clientId }: { clientId: number }) {
  const { t } = useTranslation('onboarding');
  const [text, setText] = useState('');
  const create = useCreateVbSearch(clientId);
  const parsed = vbSearchFieldsSchema.safeParse({ former_employers: employersOf(text) });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography>{t('vbSearch.none')}</Typography>
      <EmployersField value={text} onChange={setText} error={!parsed.success} />
      <Box>
        <Button
          variant="contained"
          disabled={create.isPending || !parsed.success}
          onClick={() => parsed.success && create.mutate(parsed.data.former_employers)}
        >
          {t('vbSearch.start')}
        </Button>
      </Box>
    </Paper>
  );
}

function Search({ clientId, search }: { clientId: number; search: VbSearch }) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const download = useDownloadVbPao(search.id);
  const pending = search.status === 'pending';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {t('vbSearch.state')}
        </Typography>
        <Chip label={t(`vbSearch.statuses.${search.status}`)} color={statusColor[search.status]} />
      </Box>
      <Typography color="text.secondary">
        {search.submitted_at
          ? t('vbSearch.submittedOn', {
              date: formatDate(search.submitted_at, 'dmy', { locale }),
              how: t(`vbSearch.signedBy.${search.signature ?? 'wet'}`),
            })
          : t(`vbSearch.statusText.${search.status}`)}
      </Typography>
      {search.answered_at && (
        <Alert severity={search.status === 'rejected' ? 'warning' : 'success'}>
          {t('vbSearch.answeredOn', { date: formatDate(search.answered_at, 'dmy', { locale }) })}
          {search.answer_note && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {search.answer_note}
            </Typography>
          )}
        </Alert>
      )}
      {pending ? (
        <EditEmployers clientId={clientId} search={search} />
      ) : (
        <Typography>
          {t('vbSearch.employers')}: {search.former_employers.join(', ') || t('vbSearch.noEmployers')}
        </Typography>
      )}
      <Box>
        <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
          {t('vbSearch.downloadPao')}
        </Button>
      </Box>
      {pending && <SignSearch clientId={clientId} search={search} />}
    </Paper>
  );
}

function EditEmployers({ clientId, search }: { clientId: number; search: VbSearch }) {
  const { t } = useTranslation('onboarding');
  const [text, setText] = useState(search.former_employers.join('\n'));
  const update = useUpdateVbSearch(clientId, search.id);
  const parsed = vbSearchFieldsSchema.safeParse({ former_employers: employersOf(text) });
  const changed = employersOf(text).join('\n') !== search.former_employers.join('\n');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <EmployersField value={text} onChange={setText} error={!parsed.success} />
      <Box>
        <Button
          onClick={() => parsed.success && update.mutate(parsed.data.former_employers)}
          disabled={!changed || !parsed.success || update.isPending}
        >
          {t('actions.save')}
        </Button>
      </Box>
    </Box>
  );
}

function SignSearch({ clientId, search }: { clientId: number; search: VbSearch }) {
  const { t } = useTranslation('onboarding');
  const [signature, setSignature] = useState<string | null>(null);
  const sign = useSignVbSearch(clientId, search.id);
  const upload = useUploadSignedPao(clientId, search.id);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <Box component="section" aria-labelledby="vb-sign-screen" sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography id="vb-sign-screen" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('vbSearch.signOnScreen')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('vbSearch.signOnScreenHint')}
        </Typography>
        <SignaturePad onChange={setSignature} disabled={sign.isPending} />
        <Box>
          <Button variant="contained" disabled={!signature || sign.isPending} onClick={() => signature && sign.mutate(signature)}>
            {t('vbSearch.signAndSubmit')}
          </Button>
        </Box>
      </Box>
      <Box component="section" aria-labelledby="vb-sign-paper" sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Typography id="vb-sign-paper" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('vbSearch.signOnPaper')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('vbSearch.signOnPaperHint')}
        </Typography>
        <FileUpload
          label={t('vbSearch.uploadSigned')}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          onUpload={(file, onProgress) => upload.mutateAsync({ file, onProgress })}
        />
      </Box>
    </Box>
  );
}
