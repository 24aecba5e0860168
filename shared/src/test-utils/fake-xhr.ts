import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's XMLHttpRequest (the one call that reports upload progress): it records what is sent
 * and the test decides when progress is reported and when the answer comes, without timers.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  static install() {
    FakeXhr.all = [];
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  }

  static get last(): FakeXhr {
    const last = FakeXhr.all.at(-1);
    if (!last) throw new Error('nothing was uploaded');
    return last;
  }

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
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }

  async progress(fraction: number) {
    await act(async () => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }));
  }

  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}
