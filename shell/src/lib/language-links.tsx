import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@portal/shared/i18n/react';
import { supportedLocales } from '@portal/shared/i18n';
import { useChooseLocale } from './use-choose-locale';

/**
 * The language choice of the sign-in and password pages: the four languages side by side, each named in its own
 * language. Plain buttons rather than the layout's menu, so that the login page does not load the menu's overlay code.
 */
export function LanguageLinks() {
  const { t } = useTranslation('common');
  const { active, choose } = useChooseLocale();
  return (
    <Box component="nav" aria-label={t('language', { ns: 'shell' })} sx={{ display: 'flex', gap: 0.5 }}>
      {supportedLocales.map((locale) => (
        <Button
          key={locale}
          size="small"
          lang={locale}
          // the visible code first, then the language's own name
          aria-label={`${locale.toUpperCase()} – ${t(`locales.${locale}`)}`}
          aria-pressed={locale === active}
          onClick={() => void choose(locale)}
          sx={{
            minWidth: 40,
            textTransform: 'uppercase',
            color: locale === active ? 'primary.main' : 'text.secondary',
            fontWeight: locale === active ? 700 : 500,
            textDecoration: locale === active ? 'underline' : 'none',
            textUnderlineOffset: 4,
          }}
        >
          {locale}
        </Button>
      ))}
    </Box>
  );
}
