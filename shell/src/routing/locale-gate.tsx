import { useEffect, type ReactNode } from 'react';
import { Outlet, useParams, useSearchParams } from '@portal/shared/router';
import { useTranslation } from '@portal/shared/i18n/react';
import { useSession } from '@portal/shared/session';
import { changeLocale, isSupportedLocale, resolveLocale } from '@portal/shared/i18n';

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
