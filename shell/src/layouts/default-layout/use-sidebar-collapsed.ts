import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'portal.sidebar-collapsed';
export const SIDEBAR_WIDTH_EXPANDED = '13.5rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';

function readCollapsed() {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The collapsed state survives reloads (docs/screens-and-layout.md). */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(!value));
      } catch {
        // Without storage the state only lasts for this page.
      }
      return !value;
    });
  }, []);
  return { collapsed, toggle };
}
