// Written by scripts/sync-remotes.mjs from build-kit/remotes.json (the remotes present here): do not edit.
import type { ComponentType } from 'react';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';

export const navIcons: Record<string, ComponentType<{ fontSize?: 'small' | 'medium' }>> = {
  CalculateOutlined,
  CalendarMonthOutlined,
  FolderOutlined,
  InsightsOutlined,
  PeopleAltOutlined,
  ReceiptLongOutlined,
  SpaceDashboardOutlined,
  TuneOutlined,
};
