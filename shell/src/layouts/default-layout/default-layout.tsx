import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@portal/shared/i18n/react';
import { Outlet } from '@portal/shared/router';
import { ClientFinder } from '../../features/client-finder/components/client-finder';
import { DowntimeBanner, DOWNTIME_BANNER_HEIGHT } from '../../features/downtime/components/downtime-banner';
import { useScheduledDowntime } from '../../features/downtime/api/get-scheduled-downtime';
import { FeaturePromptDialog } from '../../features/feature-prompt/components/feature-prompt-dialog';
import { useVisibleModulesSync } from '../../features/modules/use-visible-modules-sync';
import { NotificationCenter } from '../../features/notifications/components/notification-center';
import { HelpPopup } from './help-popup';
import { LanguageMenu } from './language-menu';
import { OfflineIndicator } from './offline-indicator';
import { SkipLink } from './skip-link';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, useFocusPageHeading } from './use-focus-page-heading';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './user-menu';

const reloadPage = () => window.location.reload();

/**
 * Sidebar, top bar and the page: the frame of every signed-in screen. `children` stands in for the routed page (the 404
 * page of an unknown address, which has no route of its own in this layout).
 */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { collapsed, toggle } = useSidebarCollapsed();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const downtime = useScheduledDowntime().data ?? null;
  const offset = downtime ? DOWNTIME_BANNER_HEIGHT : 0;
  useVisibleModulesSync(reloadPage);
  useFocusPageHeading();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', pt: `${offset}px`, bgcolor: 'background.default' }}>
      <SkipLink />
      {downtime && <DowntimeBanner downtime={downtime} />}
      <Sidebar
        collapsed={collapsed}
        onToggle={toggle}
        mobile={mobile}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        topOffset={offset}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ top: offset, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          <Toolbar sx={{ gap: 0.5 }}>
            {mobile && (
              <IconButton edge="start" aria-label={t('nav.open')} onClick={() => setMobileOpen(true)}>
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flex: 1 }} />
            <ClientFinder />
            <HelpPopup />
            <NotificationCenter />
            <LanguageMenu />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          // the heading that navigation focuses (useFocusPageHeading) is no control: no ring around the page title
          sx={{ flex: 1, minWidth: 0, outline: 'none', '& h1[tabindex="-1"]:focus': { outline: 'none' } }}
        >
          {/* A page that is still loading keeps the sidebar and top bar on screen. */}
          <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: '50vh' }} />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </Box>
      <FeaturePromptDialog />
      <OfflineIndicator />
    </Box>
  );
}
