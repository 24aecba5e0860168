import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { toErrorMessage } from '@portal/shared/api';
import type { VbSearch, VbSearchAnswer } from '@portal/shared/contracts';
import { formatDate } from '@portal/shared/format';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { useLocale } from '@portal/shared/ui';
import { toast } from '@portal/shared/ui/toast-store';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useAnswerVbSearch, useClientVbSearch } from '../api/get-vb-search';

/** Where the client's vested-benefits search stands (docs/clients.md), with the way to it or to start one. */
export function VbSearchPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const locale = useLocale();
  const state = useClientVbSearch(clientId);
  const search = state.data?.vb_search;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="vb-search-panel-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="vb-search-panel-title" component="h2" variant="h6">
        {t('vbSearch.title')}
      </Typography>
      {state.isPending && <Skeleton variant="rounded" height={48} />}
      {state.isError && <WidgetError onRetry={() => void state.refetch()} />}
      {state.data && (
        <>
          {search ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip size="small" label={t(`vbSearch.statuses.${search.status}`)} />
              <Typography variant="body2" color="text.secondary">
                {search.submitted_at
                  ? t('vbSearch.submittedOn', { date: formatDate(search.submitted_at, 'dmy', { locale }) })
                  : t('vbSearch.startedOn', { date: formatDate(search.created_at, 'dmy', { locale }) })}
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('vbSearch.none')}
            </Typography>
          )}
          {search?.answered_at && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {t('vbSearch.answer.answeredOn', { date: formatDate(search.answered_at, 'dmy', { locale }) })}
              {search.answer_note && `: ${search.answer_note}`}
            </Typography>
          )}
          {search?.status === 'submitted' && <AnswerActions clientId={clientId} search={search} />}
          <Box>
            <Button component={Link} to={remotePaths.onboarding.vbSearch(clientId)} size="small">
              {search ? t('vbSearch.open') : t('vbSearch.start')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}

/**
 * The wealth manager's answer to a handed-in search, for an internal operator (the API checks the role again):
 * forwarded (the answer came and went to the client) or rejected, with a note the adviser reads.
 */
function AnswerActions({ clientId, search }: { clientId: number; search: VbSearch }) {
  const { t } = useTranslation('clients');
  const role = useSession((state) => state.partnerUser?.role);
  const answer = useAnswerVbSearch(clientId, search.id);
  const [open, setOpen] = useState<VbSearchAnswer | null>(null);
  const [note, setNote] = useState('');
  if (role !== 'operator') return null;
  const close = () => {
    setOpen(null);
    setNote('');
    answer.reset();
  };
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setOpen('forwarded')}>
          {t('vbSearch.answer.forward')}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => setOpen('rejected')}>
          {t('vbSearch.answer.reject')}
        </Button>
      </Box>
      <Dialog open={open !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="vb-answer-title">
        <DialogTitle id="vb-answer-title">{open ? t(`vbSearch.answer.dialogTitle.${open}`) : ''}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={t('vbSearch.answer.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
          {answer.isError && <Alert severity="error">{toErrorMessage(answer.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('vbSearch.answer.cancel')}</Button>
          <Button
            variant="contained"
            disabled={answer.isPending}
            onClick={() =>
              open &&
              answer.mutate(
                { status: open, note: note.trim() || null },
                {
                  onSuccess: () => {
                    close();
                    toast.success(t('vbSearch.answer.saved'));
                  },
                },
              )
            }
          >
            {t('vbSearch.answer.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
