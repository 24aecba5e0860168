import { api } from '@portal/shared/api';
import { fileNameOf, saveBlob } from '../download';

/** GET a file of the API (with the session's headers and error toasts) and save it. */
export async function downloadFile(path: string, fallbackName: string, searchParams?: Record<string, string | number>) {
  const response = await api.get(path, { searchParams });
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
