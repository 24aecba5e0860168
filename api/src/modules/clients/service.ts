import type { ClientDetail } from '@portal/shared/contracts';
import type { ClientRow } from '../../db/schema';

/** A stored decimal (a fee percentage) as a number, or null. */
export const numberOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The fields of the client's personal data as the client detail and the onboarding wizard read them (one mapping for both). */
export type ClientPersonalJson = Pick<
  ClientDetail,
  | 'id'
  | 'status'
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'birthday'
  | 'gender'
  | 'preferred_language'
  | 'address'
  | 'personal_status'
  | 'us_person'
>;

/** A client row's personal data in the API's JSON. */
export function clientPersonalJson(client: ClientRow): ClientPersonalJson {
  return {
    id: client.id,
    status: client.status,
    title: client.title,
    first_name: client.firstName,
    last_name: client.lastName,
    email: client.email,
    phone: client.phone,
    birthday: client.birthday,
    gender: client.gender,
    preferred_language: client.preferredLanguage,
    address: {
      country: client.country,
      zip: client.zip,
      city: client.city,
      street: client.street,
      house_number: client.houseNumber,
      address_line_2: client.addressLine2,
    },
    personal_status: {
      nationalities: client.nationalities,
      tax_domicile: client.taxDomicile,
      civil_status: client.civilStatus,
      place_of_origin: client.placeOfOrigin,
      ahv_number: client.ahvNumber,
    },
    us_person: {
      us_citizen: client.usCitizen,
      us_green_card: client.usGreenCard,
      us_resident: client.usResident,
      us_born_in_us: client.usBornInUs,
      us_tax_liable: client.usTaxLiable,
    },
  };
}

/** The client's fee structure in the API's JSON, or null when none is saved. */
export function feeStructureJson(fee: { findersFee: string | null; recurringFee: string | null } | null): ClientDetail['fee_structure'] {
  return fee ? { finders_fee_percentage: numberOrNull(fee.findersFee), recurring_fee_percentage: numberOrNull(fee.recurringFee) } : null;
}
