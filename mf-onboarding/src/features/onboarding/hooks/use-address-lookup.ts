import type { ZipCodeEntry } from '@portal/shared/contracts';
import { getStreets } from '../api/get-streets';
import { getZipCodes } from '../api/get-zip-codes';
import { useLookup } from './use-lookup';

/** Postal codes for what is typed in the zip field (by the start of the code or of the city), de-duplicated and sorted. */
export function useZipLookup(text: string): { entries: ZipCodeEntry[]; loading: boolean } {
  const query = text.trim();
  return useLookup(query || null, getZipCodes);
}

/**
 * Streets of a Swiss postal code for what is typed in the street field (`text` null until the field is used): only
 * for an address in Switzerland with a four-digit postal code.
 */
export function useStreetLookup(country: string | null, zip: string, text: string | null): { entries: string[]; loading: boolean } {
  const ready = country === 'CH' && /^\d{4}$/.test(zip.trim()) && text !== null;
  return useLookup(ready ? { zip: zip.trim(), query: text.trim() } : null, getStreets);
}
