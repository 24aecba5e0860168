import type { Locale } from '@portal/shared/i18n';

// Small inline flags: emoji flags do not render on Windows, and images would cost a request each.
const stripes = (colors: string[], vertical: boolean) =>
  colors.map((color, index) =>
    vertical ? (
      <rect key={color} x={(index * 30) / colors.length} y="0" width={30 / colors.length} height="20" fill={color} />
    ) : (
      <rect key={color} x="0" y={(index * 20) / colors.length} width="30" height={20 / colors.length} fill={color} />
    ),
  );

const shapes: Record<Locale, React.ReactNode> = {
  de: stripes(['#000000', '#dd0000', '#ffce00'], false),
  fr: stripes(['#002395', '#ffffff', '#ed2939'], true),
  it: stripes(['#009246', '#ffffff', '#ce2b37'], true),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
};

export function Flag({ locale }: { locale: Locale }) {
  return (
    <svg width="21" height="14" viewBox="0 0 30 20" aria-hidden="true" style={{ borderRadius: 2, display: 'block' }}>
      {shapes[locale]}
    </svg>
  );
}
