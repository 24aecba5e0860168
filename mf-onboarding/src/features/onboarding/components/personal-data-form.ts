import type { ClientTitle, OnboardingClient, PersonalDataInput } from '@portal/shared/contracts';

/** The form's values: answers not given yet are null until the adviser picks one. */
export type PersonalFormValues = Omit<PersonalDataInput, 'title' | 'gender' | 'preferred_language' | 'personal_status' | 'us_person'> & {
  title: string;
  gender: string;
  preferred_language: string;
  personal_status: Omit<PersonalDataInput['personal_status'], 'civil_status'> & { civil_status: string };
  us_person: Record<keyof PersonalDataInput['us_person'], boolean | null>;
};

/** The stored salutation code (docs/clients.md), or none chosen yet. */
const titleOf = (title: ClientTitle | null): ClientTitle | '' => title ?? '';

export const emptyPersonalValues: PersonalFormValues = {
  title: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  birthday: '',
  gender: '',
  preferred_language: '',
  address: { country: 'CH', zip: '', city: '', street: '', house_number: '', address_line_2: '' },
  personal_status: { nationalities: [], tax_domicile: 'CH', civil_status: '', place_of_origin: '', ahv_number: '' },
  us_person: { us_citizen: null, us_green_card: null, us_resident: null, us_born_in_us: null, us_tax_liable: null },
};

/** The saved client as form values. */
export function personalValuesOf(client: OnboardingClient | null): PersonalFormValues {
  if (!client) return emptyPersonalValues;
  return {
    title: titleOf(client.title),
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    birthday: client.birthday ?? '',
    gender: client.gender ?? '',
    preferred_language: client.preferred_language ?? '',
    address: {
      country: client.address.country ?? 'CH',
      zip: client.address.zip ?? '',
      city: client.address.city ?? '',
      street: client.address.street ?? '',
      house_number: client.address.house_number ?? '',
      address_line_2: client.address.address_line_2 ?? '',
    },
    personal_status: {
      nationalities: client.personal_status.nationalities,
      tax_domicile: client.personal_status.tax_domicile ?? 'CH',
      civil_status: client.personal_status.civil_status ?? '',
      place_of_origin: client.personal_status.place_of_origin ?? '',
      ahv_number: client.personal_status.ahv_number ?? '',
    },
    us_person: { ...client.us_person },
  };
}

/** A draft from session storage over the saved values (a draft of an older form version only fills what it has). */
export function mergeDraft(base: PersonalFormValues, draft: Record<string, unknown> | undefined): PersonalFormValues {
  if (!draft) return base;
  const d = draft as Partial<PersonalFormValues>;
  return {
    ...base,
    ...d,
    address: { ...base.address, ...d.address },
    personal_status: { ...base.personal_status, ...d.personal_status },
    us_person: { ...base.us_person, ...d.us_person },
  };
}
