import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@portal/shared/i18n/react';
import { deleteClientBodySchema, type AdminAction } from '@portal/shared/contracts';
import { useSession } from '@portal/shared/session';
import { ConfirmDialog, toast } from '@portal/shared/ui';
import '../../../lib/client-extras-i18n';
import { useAdminAction, useDeleteClient } from '../api/admin-actions';

export type AdminActionsClient = { id: number; first_name: string; last_name: string; status: string };

const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-CH');

/**
 * The internal admin actions (docs/clients.md) (reset, block / unblock, delete) on the client detail: shown only to an
 * internal operator; the API checks the role again and answers 403 to anyone else.
 */
export function AdminActions({ client, onDeleted }: { client: AdminActionsClient; onDeleted: () => void }) {
  const role = useSession((state) => state.partnerUser?.role);
  if (role !== 'operator') return null;
  return <OperatorActions client={client} onDeleted={onDeleted} />;
}

function OperatorActions({ client, onDeleted }: { client: AdminActionsClient; onDeleted: () => void }) {
  const { t } = useTranslation('clientExtras');
  const name = `${client.first_name} ${client.last_name}`;
  const [confirming, setConfirming] = useState<AdminAction | null>(null);
  const [deleting, setDeleting] = useState(false);
  const action = useAdminAction(client.id);
  const blocked = client.status === 'blocked';

  const run = (chosen: AdminAction) =>
    action.mutate(chosen, {
      onSuccess: () => {
        setConfirming(null);
        toast.success(t(`admin.done_${chosen === 'reset_account' ? 'reset' : chosen}`));
      },
    });

  return (
    <Paper variant="outlined" component="section" sx={{ p: 2, borderColor: 'warning.main' }} aria-labelledby="admin-actions-title">
      <Typography id="admin-actions-title" variant="subtitle1" component="h2">
        {t('admin.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('admin.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => setConfirming('reset_account')}>
          {t('admin.reset')}
        </Button>
        <Button variant="outlined" color="warning" onClick={() => setConfirming(blocked ? 'unblock' : 'block')}>
          {t(blocked ? 'admin.unblock' : 'admin.block')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('admin.delete')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(confirming === 'reset_account' ? 'admin.reset' : `admin.${confirming}`) : undefined}
        message={confirming ? t(`admin.confirm_${confirming === 'reset_account' ? 'reset' : confirming}`, { name }) : ''}
        pending={action.isPending}
        destructive={confirming !== 'unblock'}
        onConfirm={() => confirming && run(confirming)}
        onCancel={() => setConfirming(null)}
      />
      {deleting && (
        <DeleteClientDialog
          clientId={client.id}
          name={name}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toast.success(t('admin.done_delete'));
            onDeleted();
          }}
        />
      )}
    </Paper>
  );
}

function DeleteClientDialog({
  clientId,
  name,
  onClose,
  onDeleted,
}: {
  clientId: number;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('clientExtras');
  const remove = useDeleteClient(clientId);
  // the API's body schema, and the typed name must be the client's (the API checks it too)
  const schema = deleteClientBodySchema.refine((body) => normalised(body.confirmation_name) === normalised(name), {
    path: ['confirmation_name'],
    message: 'admin.name_mismatch',
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { confirmation_name: '' } });
  const error = form.formState.errors.confirmation_name;
  const submit = form.handleSubmit((body) => remove.mutate(body.confirmation_name, { onSuccess: onDeleted }));
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby="delete-client-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="delete-client-title">{t('admin.delete_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.delete_text', { name })}</DialogContentText>
          <TextField
            {...form.register('confirmation_name')}
            label={t('admin.delete_label')}
            fullWidth
            autoFocus
            autoComplete="off"
            error={Boolean(error)}
            helperText={error ? (error.type === 'too_small' ? t('admin.name_required') : t('admin.name_mismatch')) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={remove.isPending}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={remove.isPending}>
            {t('admin.delete')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
