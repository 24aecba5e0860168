import type { Locale } from '@portal/shared/contracts';
import { blogPostData } from './content';

// docs/screens-and-layout.md: "'" between thousands in every language, the code before the amount, after it in French
const portalAmount: Record<Locale, RegExp> = {
  de: /^CHF \d{1,3}('\d{3})*(\.\d{2})?$/,
  en: /^CHF \d{1,3}('\d{3})*(\.\d{2})?$/,
  fr: /^\d{1,3}('\d{3})*(\.\d{2})? CHF$/,
  it: /^CHF \d{1,3}('\d{3})*(\.\d{2})?$/,
};

it('writes the amounts of the demo blog posts as the dashboard writes every other amount', () => {
  const amounts = blogPostData.flatMap((post) =>
    (Object.keys(portalAmount) as Locale[]).flatMap((locale) =>
      [post.title, post.excerpt, post.body].flatMap((text) =>
        [...text[locale].matchAll(/CHF\s*\d[\d'’,.\s]*\d|\d[\d'’,.\s]*\d\s*CHF/g)].map(([amount]) => ({ locale, amount })),
      ),
    ),
  );
  expect(amounts.length).toBeGreaterThan(0);
  for (const { locale, amount } of amounts)
    expect({ locale, amount }).toEqual({ locale, amount: expect.stringMatching(portalAmount[locale]) });
});
