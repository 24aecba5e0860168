import type { ComponentType } from 'react';
import type { VisibleModule } from '@portal/shared/session';
import type shellDe from '../locales/de.json';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';

/**
 * The sidebar entries. An entry appears only when its remote is in /portal-config.json and, if it names a
 * module, when that module is among the user's visible modules. Later remotes add their entries here.
 */
export interface NavItem {
  key: string;
  to: string;
  /** Key in the `shell` namespace. */
  labelKey: `nav.${keyof (typeof shellDe)['nav']}`;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  remote: string;
  module?: VisibleModule;
}

export const navItems: NavItem[] = [
  { key: 'dashboard', to: '/', labelKey: 'nav.dashboard', icon: DashboardIcon, remote: 'mf_statistics' },
];

export function visibleNavItems(items: NavItem[], remotes: Record<string, unknown>, modules: readonly string[]) {
  return items.filter((item) => item.remote in remotes && (!item.module || modules.includes(item.module)));
}
