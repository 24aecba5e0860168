// Written by scripts/sync-remotes.mjs from build-kit/remotes.json (the remotes present here): do not edit.
import type { ComponentType } from 'react';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';

export const navIcons: Record<string, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  PeopleAltOutlined,
  SpaceDashboardOutlined,
};
