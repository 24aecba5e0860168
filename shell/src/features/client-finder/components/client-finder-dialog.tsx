import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { remotePaths } from '@portal/shared/remote-paths';
import { useNavigate } from '@portal/shared/router';
import { useClientFinder } from '../api/find-clients';

export type ClientFinderDialogProps = { open: boolean; onClose: () => void };

/**
 * A search box with the matching clients below it, as a combobox: arrows move through the list, Enter opens the
 * client, Escape closes. The input keeps the focus throughout, so typing goes on while the list changes.
 */
export default function ClientFinderDialog({ open, onClose }: ClientFinderDialogProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const finder = useClientFinder(search);
  const clients = search.trim() ? (finder.data?.clients ?? []) : [];

  const openClient = (clientId: number) => {
    onClose();
    setSearch('');
    // in the language of the page: /it/users/management/7 from an Italian page
    void navigate(remotePaths.clients.detail(clientId));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (clients.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + clients.length) % clients.length);
    } else if (event.key === 'Enter') {
      const chosen = clients[active];
      if (chosen) {
        event.preventDefault();
        openClient(chosen.id);
      }
    }
  };

  const status = !search.trim()
    ? t('clientFinder.hint')
    : finder.isError
      ? t('clientFinder.error')
      : finder.isFetching && clients.length === 0
        ? t('clientFinder.searching')
        : clients.length === 0
          ? t('clientFinder.noResults')
          : t('clientFinder.results', { count: clients.length });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${id}-title`}>{t('clientFinder.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <TextField
          autoFocus
          fullWidth
          label={t('clientFinder.label')}
          placeholder={t('clientFinder.placeholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value.slice(0, 100));
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': clients.length > 0,
              'aria-controls': `${id}-list`,
              'aria-autocomplete': 'list',
              'aria-activedescendant': clients[active] ? `${id}-option-${clients[active].id}` : undefined,
            },
          }}
          sx={{ mt: 1 }}
        />
        <Box sx={{ height: 4 }}>{finder.isFetching && <LinearProgress aria-hidden />}</Box>
        <Typography role="status" variant="body2" color="text.secondary">
          {status}
        </Typography>
        <List id={`${id}-list`} role="listbox" aria-label={t('clientFinder.listLabel')} dense>
          {clients.map((client, index) => (
            <ListItemButton
              key={client.id}
              id={`${id}-option-${client.id}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              tabIndex={-1}
              onMouseEnter={() => setActive(index)}
              onClick={() => openClient(client.id)}
            >
              <ListItemText primary={`${client.first_name} ${client.last_name}`} secondary={client.email ?? client.phone ?? undefined} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
