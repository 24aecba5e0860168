import Button from '@mui/material/Button';
import ShareIcon from '@mui/icons-material/Share';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';

// The dialog, its form library and the fee rules load when the adviser opens it, not with the list (docs/performance.md).
const ReferralDialog = lazy(() => import('./referral-dialog'));

/**
 * "Empfehlungslink": the adviser makes a link with the fees a client who registers through it gets (and the
 * language of its page), copies it or sends it by e-mail. The client registers on the portal's public page and
 * appears in this list.
 */
export function ReferralButton() {
  const { t } = useTranslation('clients');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => setOpen(true)}>
        {t('referral.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReferralDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
