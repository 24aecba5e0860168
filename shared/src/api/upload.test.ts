/**
 * @jest-environment node
 */
import { toastStore } from '../ui/toast-store';
import { useSession } from '../session';
import { configureApi } from './client';
import { uploadWithProgress } from './upload';
import { testPartnerUser } from '../test-utils/fixtures';

type Reply = { status: number; body: unknown };

/** A stand-in for the browser's XMLHttpRequest that records each request and answers from a script. */
class FakeXhr {
  static sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  static replies: Reply[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: { ...this.headers }, body });
    const reply = FakeXhr.replies.shift() ?? { status: 200, body: {} };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, 1);
  }
}

const partnerUser = testPartnerUser;

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.replies = [];
  Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  toastStore.setState({ toasts: [] });
  configureApi({ apiBase: 'http://portal.test/api/v1', onSessionEnded: jest.fn() });
  useSession.getState().signIn({
    tokens: { access_token: 'old-access', refresh_token: 'old-refresh' },
    partner_user: partnerUser,
    available_modules: [],
  });
});

describe('uploadWithProgress', () => {
  it('sends the form with the portal headers and reports progress', async () => {
    FakeXhr.replies = [{ status: 201, body: { id: 5 } }];
    const progress: number[] = [];
    const form = new FormData();
    form.append('attachment', new Blob(['pdf']), 'a.pdf');

    await expect(
      uploadWithProgress('admin_partner/portfolio_analyse_documents', form, { onProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ id: 5 });

    expect(FakeXhr.sent).toEqual([
      {
        method: 'POST',
        url: 'http://portal.test/api/v1/admin_partner/portfolio_analyse_documents',
        headers: { 'App-Type': 'partner', Authorization: 'Bearer old-access' },
        body: form,
      },
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('refreshes an expired token once and sends the upload again', async () => {
    FakeXhr.replies = [
      { status: 401, body: { reason: 'expired' } },
      { status: 201, body: { id: 6 } },
    ];
    globalThis.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 900 }), {
          headers: { 'content-type': 'application/json' },
        }),
    ) as typeof fetch;

    await expect(uploadWithProgress('x', new FormData())).resolves.toEqual({ id: 6 });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((s) => s.headers.Authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('shows the server message as an error toast', async () => {
    FakeXhr.replies = [{ status: 422, body: { errors: [{ field: 'attachment', message: 'File is too large. Max limit is 10mb.' }] } }];

    await expect(uploadWithProgress('x', new FormData())).rejects.toMatchObject({
      message: 'File is too large. Max limit is 10mb.',
    });
    expect(toastStore.getState().toasts.map((t) => [t.severity, t.message])).toEqual([['error', 'File is too large. Max limit is 10mb.']]);
  });
});
