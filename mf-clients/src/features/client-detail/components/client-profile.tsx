import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@portal/shared/i18n/react';
import { custodianDisplayName, type ClientDetail } from '@portal/shared/contracts';
import { formatDate, formatPercent } from '@portal/shared/format';
import { useLocale } from '@portal/shared/ui/use-locale';
import { EmailAddress } from '../../../components/email-address';
import { FieldList } from '../../../components/field-list';
import { SectionCard } from '../../../components/section-card';

const usQuestions = ['us_citizen', 'us_green_card', 'us_resident', 'us_born_in_us', 'us_tax_liable'] as const;

function Subheading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Identity and contact, address, personal status, the five US-person answers, fee structure and custodian banks. */
export function ClientProfile({ client }: { client: ClientDetail }) {
  const { t } = useTranslation('clients');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  const { address, personal_status: personal, us_person: us, fee_structure: fees } = client;
  const yesNo = (value: boolean | null) => (value === null ? t('detail.usPerson.unanswered') : value ? t('detail.yes') : t('detail.no'));
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatPercent(value / 100, { decimals: 2, locale });

  return (
    <SectionCard title={t('detail.profile.title')}>
      {/* two columns where the card spans the page (tablet width); one in the detail's side column from desktop width,
          where two would leave each value a few letters wide */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr' } }}>
        <Box>
          <Subheading>{t('detail.profile.identity')}</Subheading>
          <FieldList
            fields={[
              { label: t('detail.fields.title'), value: client.title ? t(`salutations.${client.title}`, { ns: 'common' }) : null },
              { label: t('detail.fields.firstName'), value: client.first_name },
              { label: t('detail.fields.lastName'), value: client.last_name },
              { label: t('detail.fields.birthday'), value: client.birthday ? formatDate(client.birthday, 'dmy', { locale }) : null },
              { label: t('detail.fields.gender'), value: client.gender ? t(`detail.genders.${client.gender}`) : null },
              {
                label: t('detail.fields.language'),
                value: client.preferred_language ? t(`detail.languages.${client.preferred_language}`) : null,
              },
              { label: t('detail.fields.email'), value: client.email && <EmailAddress email={client.email} /> },
              { label: t('detail.fields.phone'), value: client.phone },
              { label: t('detail.fields.adviser'), value: client.adviser?.name },
              { label: t('detail.fields.createdAt'), value: formatDate(client.created_at, 'dmy', { locale }) },
            ]}
          />
          <Subheading>{t('detail.profile.address')}</Subheading>
          <FieldList
            fields={[
              { label: t('detail.fields.street'), value: [address.street, address.house_number].filter(Boolean).join(' ') },
              { label: t('detail.fields.addressLine2'), value: address.address_line_2 },
              { label: t('detail.fields.city'), value: [address.zip, address.city].filter(Boolean).join(' ') },
              { label: t('detail.fields.country'), value: address.country },
            ]}
          />
        </Box>
        <Box>
          <Subheading>{t('detail.profile.personalStatus')}</Subheading>
          <FieldList
            fields={[
              { label: t('detail.fields.nationalities'), value: personal.nationalities.join(', ') },
              { label: t('detail.fields.taxDomicile'), value: personal.tax_domicile },
              {
                label: t('detail.fields.civilStatus'),
                value: personal.civil_status ? t(`detail.civilStatuses.${personal.civil_status}`) : null,
              },
              { label: t('detail.fields.placeOfOrigin'), value: personal.place_of_origin },
              { label: t('detail.fields.ahv'), value: personal.ahv_number },
            ]}
          />
          <Subheading>{t('detail.usPerson.title')}</Subheading>
          <FieldList fields={usQuestions.map((question) => ({ label: t(`detail.usPerson.${question}`), value: yesNo(us[question]) }))} />
          <Subheading>{t('detail.profile.fees')}</Subheading>
          <FieldList
            fields={[
              { label: t('detail.fields.findersFee'), value: percent(fees?.finders_fee_percentage) },
              { label: common('fees.recurringFee'), value: percent(fees?.recurring_fee_percentage) },
            ]}
          />
          <Subheading>{t('detail.profile.custodians')}</Subheading>
          {client.custodian_banks.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {client.custodian_banks.map((bank) => (
                <Typography component="li" variant="body2" key={bank.bank_code}>
                  {/* the custom custodian by the client's own bank, or by its label while it has none (docs/onboarding.md) */}
                  {custodianDisplayName(bank, client.own_custodian_name, locale)}
                  {bank.custom_custodian ? ` (${t('detail.customCustodian')})` : ''}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('detail.noCustodian')}
            </Typography>
          )}
        </Box>
      </Box>
    </SectionCard>
  );
}
