import { useEffect, type ReactNode } from 'react';
import { Outlet, useParams, useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@portal/shared/session';
import { changeLocale, isSupportedLocale, type Locale } from '@portal/shared/i18n';

/** Which language a page shows: `?locale=`, else the path prefix, else the user's saved language (SPEC §2). */
export function resolveLocale(query: string | null, prefix: string | undefined, saved: string | undefined): Locale | null {
  if (isSupportedLocale(query)) return query;
  if (isSupportedLocale(prefix)) return prefix;
  if (isSupportedLocale(saved)) return saved;
  return null;
}

/** `notFound`: what an address shows whose first segment is neither a locale nor a page (the 404 page in its layout). */
export function LocaleGate({ notFound }: { notFound: ReactNode }) {
  const { locale: prefix } = useParams();
  const [searchParams] = useSearchParams();
  const saved = useSession((state) => state.partnerUser?.language);
  const { i18n } = useTranslation();
  const wanted = resolveLocale(searchParams.get('locale'), prefix, saved);

  useEffect(() => {
    if (wanted && wanted !== i18n.language) void changeLocale(wanted);
  }, [wanted, i18n.language]);

  // `/:locale?` also matches `/anything`: only the four locales are a prefix, the rest is an unknown page.
  if (prefix !== undefined && !isSupportedLocale(prefix)) return notFound;
  return <Outlet />;
}
