import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { errorStatus } from '@portal/shared/api';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { toast } from '@portal/shared/ui/toast-store';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { paths } from '../../../lib/paths';
import { useOnboardingState } from '../api/get-onboarding-state';
import { useSuggestedService } from '../api/services';
import { ServiceFlow } from './service-flow';
import { useSuggestionTitle } from './services-step';

const idOf = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null);

/**
 * `/users/management/{uid}/services/{id?}`: the strategy-selection flow for a client outside the wizard, a new
 * suggestion without id, a change of one with. Back to the client when it is saved or cancelled.
 */
export function ServicePage() {
  const { t } = useTranslation('onboarding');
  const params = useParams();
  const clientId = idOf(params.uid);
  const id = params.id === undefined ? undefined : idOf(params.id);
  const navigate = useNavigate();
  const certified = useSession((session) => session.partnerUser?.fidleg_certified ?? false);
  const client = useOnboardingState(clientId ?? undefined);
  const service = useSuggestedService(id ?? undefined);
  const titleOf = useSuggestionTitle();

  const notFound =
    clientId === null ||
    id === null ||
    (client.isError && errorStatus(client.error) === 404) ||
    (service.isError && errorStatus(service.error) === 404) ||
    (service.data !== undefined && service.data.client_id !== clientId);
  const name = client.data ? `${client.data.client.first_name} ${client.data.client.last_name}` : null;
  const back = () => void navigate(clientId ? paths.clientDetail(clientId) : paths.clientList());

  let body: React.ReactNode;
  if (notFound) body = <Alert severity="warning">{id === undefined ? t('page.notFound') : t('services.notFound')}</Alert>;
  else if (!certified) body = <Alert severity="info">{t('services.notCertified')}</Alert>;
  else if (client.isError || service.isError)
    body = <WidgetError onRetry={() => void (client.isError ? client.refetch() : service.refetch())} />;
  else if (!client.data || (id !== undefined && !service.data)) body = <LoadingSkeleton rows={4} />;
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ServiceFlow
          clientId={clientId}
          editing={service.data}
          onCancel={back}
          onSaved={() => {
            toast.success(t(id === undefined ? 'services.saved' : 'services.changed'));
            back();
          }}
        />
      </Paper>
    );

  const heading = service.data ? t('services.page.editTitle', { service: titleOf(service.data) }) : t('services.page.title');
  return (
    <Box component="section" aria-labelledby="service-page-title" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography
        id="service-page-title"
        component="h1"
        variant="h2"
        sx={{ fontWeight: 700, fontSize: { xs: '1.375rem', sm: '1.625rem' } }}
      >
        {name ? `${heading}: ${name}` : heading}
      </Typography>
      {clientId !== null && (
        <Box>
          <Button component={Link} to={paths.clientDetail(clientId)} size="small">
            {t('services.toClient')}
          </Button>
        </Box>
      )}
      {body}
    </Box>
  );
}
