import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import { useTranslation } from '@portal/shared/i18n/react';
import { serviceDisplayName, type ClientDocument } from '@portal/shared/contracts';
import { useLocale } from '@portal/shared/ui';
import { visuallyHidden } from '@portal/shared/ui/visually-hidden';
import '../../../lib/client-extras-i18n';
import { downloadClientDocument, downloadMeetingPack, downloadPaymentSlip, useClientDocuments } from '../api/get-client-documents';

/** Runs one download at a time per button and says so while it runs; a failure shows the API's toast. */
function useDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const run = (key: string, work: () => Promise<unknown>) => {
    setRunning(key);
    work()
      .catch(() => undefined)
      .finally(() => setRunning(null));
  };
  return { running, run };
}

/** The client's documents (profiles, statements per year), the QR-bill of each account and the meeting pack. */
export function ClientDocumentsPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clientExtras');
  const locale = useLocale();
  const documents = useClientDocuments(clientId);
  const { running, run } = useDownload();

  const labelOf = (doc: ClientDocument) => t(`documents.${doc.type}`, { year: doc.year });
  const keyOf = (doc: ClientDocument) => `${doc.type}-${doc.year ?? ''}`;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="client-documents-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography id="client-documents-title" variant="h6" component="h2">
          {t('documents.title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<FolderZipOutlined />}
          disabled={running === 'meeting-pack'}
          onClick={() => run('meeting-pack', () => downloadMeetingPack(clientId))}
          title={t('documents.meeting_pack_hint')}
        >
          {running === 'meeting-pack' ? t('documents.downloading') : t('documents.meeting_pack')}
        </Button>
      </Stack>
      {documents.isPending && (
        <Stack spacing={1} sx={{ mt: 2 }} aria-label={t('documents.loading')} role="status">
          <Skeleton height={32} />
          <Skeleton height={32} />
        </Stack>
      )}
      {documents.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('documents.error')}
        </Alert>
      )}
      {documents.data && (
        <>
          <List dense>
            {documents.data.documents.map((doc) => (
              <ListItem
                key={keyOf(doc)}
                secondaryAction={
                  <Button
                    size="small"
                    disabled={!doc.available || running === keyOf(doc)}
                    onClick={() => run(keyOf(doc), () => downloadClientDocument(clientId, doc, locale))}
                    aria-label={`${labelOf(doc)} PDF`}
                  >
                    {running === keyOf(doc) ? t('documents.downloading') : 'PDF'}
                  </Button>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <DescriptionOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={labelOf(doc)} secondary={doc.available ? undefined : t('documents.not_filled')} />
              </ListItem>
            ))}
          </List>
          {!documents.data.documents.some((doc) => doc.year !== null) && (
            <Typography variant="body2" color="text.secondary">
              {t('documents.no_statements')}
            </Typography>
          )}
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" component="h3">
            {t('documents.payment_slips')}
          </Typography>
          {documents.data.bank_accounts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('documents.no_accounts')}
            </Typography>
          ) : (
            <List dense>
              {documents.data.bank_accounts.map((account) => {
                const name = [serviceDisplayName(account.name, account.kind, locale), account.custodian].filter(Boolean).join(' · ');
                const key = `slip-${account.id}`;
                return (
                  <ListItem
                    key={account.id}
                    secondaryAction={
                      account.payment_slip ? (
                        <Button
                          size="small"
                          disabled={running === key}
                          onClick={() => run(key, () => downloadPaymentSlip(clientId, account.id))}
                        >
                          {/* the name is the visible "QR" followed by what it downloads, read out only (axe:
                              label-content-name-mismatch, when the name was a label that did not contain "QR") */}
                          {running === key ? (
                            t('documents.downloading')
                          ) : (
                            <>
                              QR
                              <Box component="span" sx={visuallyHidden}>
                                {` ${t('documents.payment_slip', { name })}`}
                              </Box>
                            </>
                          )}
                        </Button>
                      ) : undefined
                    }
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <QrCode2Outlined fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={account.payment_slip ? t('documents.payment_slip', { name }) : t('documents.no_slip', { name })}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}
