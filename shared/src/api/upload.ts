import { HTTPError, NetworkError, type NormalizedOptions } from 'ky';
import { useSession } from '../session';
import { toast } from '../ui/toast-store';
import { endSession, getApiBase, refreshAccessToken, refreshSettled, type ApiContext } from './client';
import { messageFromResponse, toErrorMessage } from './errors';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Progress of the request body as a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  context?: ApiContext;
  signal?: AbortSignal;
};

type RawResponse = { status: number; statusText: string; body: string; contentType: string };

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function parseBody(raw: RawResponse): unknown {
  if (!raw.body) return undefined;
  if (!/json/i.test(raw.contentType)) return raw.body;
  try {
    return JSON.parse(raw.body);
  } catch {
    return raw.body;
  }
}

function reasonOf(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null && 'reason' in data && typeof data.reason === 'string' ? data.reason : undefined;
}

function send(url: string, method: string, body: FormData, token: string | null, options: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('App-Type', 'partner');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: typeof xhr.responseText === 'string' ? xhr.responseText : '',
        contentType: xhr.getResponseHeader('content-type') ?? '',
      });
    xhr.onerror = () => reject(new NetworkError(new Request(url, { method }), { cause: new Error('Upload failed') }));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Multipart upload with real progress. fetch reports upload progress only over HTTP/2 with request streams, so
 * this one call goes through XMLHttpRequest; it keeps the headers, the 401 rules and the error toasts of `api`.
 */
export async function uploadWithProgress<T = unknown>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const url = joinUrl(getApiBase(), path);
  const context = options.context ?? {};
  try {
    await refreshSettled();
    const sentWith = context.skipAuth ? null : useSession.getState().accessToken;
    let raw = await send(url, method, body, sentWith, options);
    if (raw.status === 401 && !context.skipAuth) {
      const reason = reasonOf(parseBody(raw));
      if (reason === 'expired' && sentWith) {
        const current = useSession.getState().accessToken;
        const token = current && current !== sentWith ? current : await refreshAccessToken().catch(() => null);
        if (token) {
          options.onProgress?.(0);
          raw = await send(url, method, body, token, options);
        }
      } else if (reason === 'revoked' || reason === 'unknown') {
        endSession(reason);
      }
    }
    const data = parseBody(raw);
    if (raw.status >= 200 && raw.status < 300) return data as T;
    const error = new HTTPError(
      new Response(null, { status: raw.status, statusText: raw.statusText }),
      new Request(url, { method }),
      { method, context } as unknown as NormalizedOptions, // only what the error handlers read
    );
    error.data = data;
    error.message = messageFromResponse(raw.status, raw.statusText, data);
    throw error;
  } catch (error) {
    const unauthorized = error instanceof HTTPError && error.response.status === 401;
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (!context.silent && !unauthorized && !aborted) {
      toast.error(toErrorMessage(error));
    }
    throw error;
  }
}
