import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import type { Locale, OnboardingDocument, OnboardingDocumentKind, OnboardingStepState } from '@portal/shared/contracts';
import { formatDate, formatNumber } from '@portal/shared/format';
import { useLocale } from '@portal/shared/ui/use-locale';
import { FileUpload } from '@portal/shared/ui/file-upload';
import { useDownloadOnboardingDocument, useDownloadSignTemplate, useSaveOnboardingDocument } from '../api/onboarding-documents';
import { StepStateActions } from './step-status';

/** The steps whose data are documents the adviser uploads: the ID, its certified copy, the signed power of attorney. */
export type DocumentsStepName = 'clientIDStep' | 'clientCertifiedIDStep' | 'signDocumentsStep';

const kindsOf: Record<DocumentsStepName, OnboardingDocumentKind[]> = {
  clientIDStep: ['partner_suggested_id_document_front', 'partner_suggested_id_document_back'],
  clientCertifiedIDStep: ['partner_certified_id_document'],
  signDocumentsStep: ['signed_onboarding_pao'],
};

/** What the API recognises (by content); the picker offers these. */
const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const sizeText = (bytes: number, locale: Locale) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / (1024 * 1024), { decimals: 1, locale })} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), { locale })} KB`;

export type DocumentsStepProps = {
  step: DocumentsStepName;
  clientId: number;
  documents: OnboardingDocument[];
  state: OnboardingStepState;
  onBack?: () => void;
  onNext?: () => void;
};

/**
 * A documents step of the wizard: each document with what was uploaded (name, size, date, a download) and an upload
 * with its progress bar (at most 10 MB, checked before sending; PDF, JPEG or PNG, checked by the API). The sign step
 * first offers the custom custodian's power of attorney to print and sign.
 */
export function DocumentsStep({ step, clientId, documents, state, onBack, onNext }: DocumentsStepProps) {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const save = useSaveOnboardingDocument(clientId);
  const download = useDownloadOnboardingDocument(clientId);
  const template = useDownloadSignTemplate(clientId);

  return (
    <Stack spacing={2} aria-labelledby="documents-title">
      <Typography id="documents-title" variant="h6" component="h2">
        {t(`steps.${step}`)}
      </Typography>
      <Typography color="text.secondary">{t(`stepInfo.${step}`)}</Typography>
      {step === 'signDocumentsStep' && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography variant="body2">{t('documents.templateHint')}</Typography>
          <Button variant="outlined" onClick={() => template.mutate()} disabled={template.isPending}>
            {t('documents.template')}
          </Button>
        </Box>
      )}
      {kindsOf[step].map((kind) => {
        const uploaded = documents.find((document) => document.kind === kind);
        const label = t(`documents.kinds.${kind}`);
        return (
          <Box
            key={kind}
            component="section"
            aria-label={label}
            sx={{ display: 'grid', gap: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {uploaded ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('documents.uploaded', {
                    name: uploaded.file_name,
                    size: sizeText(uploaded.size_bytes, locale),
                    date: formatDate(uploaded.uploaded_at, 'dmy', { locale }),
                  })}
                </Typography>
                <Button size="small" onClick={() => download.mutate(kind)} disabled={download.isPending}>
                  {t('documents.download', { kind: label })}
                </Button>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('documents.missing')}
              </Typography>
            )}
            <FileUpload
              label={uploaded ? t('documents.replace', { kind: label }) : t('documents.choose', { kind: label })}
              accept={accept}
              onUpload={(file, onProgress) => save.mutateAsync({ kind, file, onProgress })}
              // the line above names what was uploaded
              quietDone
            />
          </Box>
        );
      })}
      <StepStateActions state={state} onBack={onBack} onNext={onNext} />
    </Stack>
  );
}
