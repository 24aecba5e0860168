/** Small cookie helpers: the session and the locale live in first-party cookies (docs/auth-and-sessions.md). */

export type CookieOptions = { maxAge: number };

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) {
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        // A cookie written by something else with a broken encoding is as good as absent.
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, { maxAge }: CookieOptions): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}
