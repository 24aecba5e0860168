import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { lazy } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { NavLink } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { defaultLocale, isSupportedLocale } from '@portal/shared/i18n';
import { navItems, visibleNavItems } from '../../app/remote-routes';
import { usePortalConfig } from '../../config/portal-config-context';
import { BrandLogo } from '../../lib/brand';
import { HintTooltip } from '../../lib/hint-tooltip';
import { MountOnFirstUse } from '../../lib/mount-on-first-use';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from './use-sidebar-collapsed';

// The phone's drawer (a modal with its transition) loads when it is first opened.
const Drawer = lazy(() => import('@mui/material/Drawer'));

interface SidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  topOffset: number;
}

export function Sidebar({ collapsed, onToggle, mobile, mobileOpen, onMobileClose, topOffset }: SidebarProps) {
  const { t, i18n } = useTranslation('shell');
  const { remotes } = usePortalConfig();
  const modules = useSession((state) => state.visibleModules);
  // The labels of the sidebar entries come with the registry, in the four languages (build-kit/remotes.json).
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isSupportedLocale(language) ? language : defaultLocale;
  const narrow = collapsed && !mobile;
  const width = narrow ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;

  const content = (
    <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ height: 64, display: 'flex', alignItems: 'center', px: narrow ? 1 : 2, overflow: 'hidden' }}>
        <BrandLogo compact={narrow} />
      </Box>
      <List sx={{ flex: 1 }}>
        {visibleNavItems(navItems, remotes, modules).map(({ key, to, label: labels, icon: Icon }) => {
          const label = labels[locale];
          const link = (
            <ListItemButton
              component={NavLink}
              to={to}
              end={to === '/'}
              // collapsed, the link shows only its icon: the label names it
              aria-label={narrow ? label : undefined}
              onClick={mobile ? onMobileClose : undefined}
              sx={{ minHeight: 44, px: narrow ? 1.5 : 2, '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemIcon sx={{ minWidth: narrow ? 0 : 40 }}>{Icon && <Icon fontSize="small" />}</ListItemIcon>
              {!narrow && <ListItemText primary={label} />}
            </ListItemButton>
          );
          return (
            // The list holds list items, each with its link (a <ul> may not hold <a> directly).
            <ListItem key={key} disablePadding>
              <HintTooltip title={narrow ? label : ''} placement="right">
                {link}
              </HintTooltip>
            </ListItem>
          );
        })}
      </List>
      {!mobile && (
        <Box sx={{ display: 'flex', justifyContent: narrow ? 'center' : 'flex-end', p: 0.5 }}>
          <IconButton
            onClick={onToggle}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            size="small"
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
      )}
    </Box>
  );

  if (mobile) {
    return (
      <MountOnFirstUse when={mobileOpen}>
        <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} ModalProps={{ keepMounted: true }}>
          <Box sx={{ width: SIDEBAR_WIDTH_EXPANDED, height: '100%' }}>{content}</Box>
        </Drawer>
      </MountOnFirstUse>
    );
  }
  return (
    <Box
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        width,
        flexShrink: 0,
        transition: 'width 0.5s ease',
        position: 'sticky',
        top: topOffset,
        height: `calc(100vh - ${topOffset}px)`,
        overflowX: 'hidden',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      {content}
    </Box>
  );
}
