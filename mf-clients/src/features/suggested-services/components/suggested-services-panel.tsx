import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { remotePaths } from '@portal/shared/remote-paths';
import { Link } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { Amount } from '@portal/shared/ui/amount';
import { WidgetError } from '@portal/shared/ui/widget-error';
import { useSuggestedServices } from '../api/get-suggested-services';

/**
 * The services the adviser suggested for the client, each leading to its change in the strategy-selection flow, and
 * the way to suggest another (FIDLEG-certified advisers only, docs/clients.md).
 */
export function SuggestedServicesPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clients');
  const { t: common } = useTranslation('common');
  const certified = useSession((session) => session.partnerUser?.fidleg_certified ?? false);
  const state = useSuggestedServices(clientId);
  const list = state.data?.suggested_services ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="suggested-services-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="suggested-services-title" component="h2" variant="h6">
        {t('suggestedServices.title')}
      </Typography>
      {state.isPending && <Skeleton variant="rounded" height={48} />}
      {state.isError && <WidgetError onRetry={() => void state.refetch()} />}
      {state.data &&
        (list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('suggestedServices.none')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby="suggested-services-title">
            {list.map((service) => {
              const text = (
                <ListItemText
                  primary={
                    service.name ? `${common(`serviceKinds.${service.kind}`)} · ${service.name}` : common(`serviceKinds.${service.kind}`)
                  }
                  secondary={
                    <>
                      {service.strategy_name}
                      {service.amount !== null && (
                        <>
                          {' · '}
                          <Amount value={service.amount} currency="CHF" />
                        </>
                      )}
                    </>
                  }
                />
              );
              return (
                <ListItem key={service.id} disablePadding>
                  {certified ? (
                    <ListItemButton component={Link} to={remotePaths.onboarding.service(clientId, service.id)}>
                      {text}
                    </ListItemButton>
                  ) : (
                    text
                  )}
                </ListItem>
              );
            })}
          </List>
        ))}
      {state.data && certified && (
        <Box>
          <Button component={Link} to={remotePaths.onboarding.service(clientId)} size="small">
            {t('suggestedServices.add')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
