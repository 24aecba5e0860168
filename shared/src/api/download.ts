import { api } from './client';
import { toSearchParams, type QueryParams } from './search-params';

/** The file name of a `Content-Disposition` header (the UTF-8 `filename*` first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // a malformed encoding: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // the click has started the download; the URL can go once the event loop moved on
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Saves the body of an API response as a download under the server's file name (`fallbackName` without one). Resolves with that name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveFile(await response.blob(), name);
  return name;
}

/**
 * Downloads a file the API makes (a PDF, a CSV, a workbook) through the one client, so that the bearer token, its
 * refresh and the error toasts apply, then hands it to the browser as a download under the server's file name.
 * Resolves with that name.
 */
export async function downloadFile(
  path: string,
  options: { searchParams?: QueryParams; fallbackName?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const response = await api.get(path, {
    ...(options.searchParams ? { searchParams: toSearchParams(options.searchParams) } : {}),
    signal: options.signal,
  });
  return saveResponse(response, options.fallbackName ?? 'download');
}
