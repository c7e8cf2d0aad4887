// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from './network-policy';
import { uploadFile, uploadFormData, uploadPercent } from './upload';

/** A scripted XMLHttpRequest: records what is sent and lets the test answer. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners: Record<string, Array<(event?: unknown) => void>> = {};
  private uploadListeners: Record<string, Array<(event: unknown) => void>> = {};
  upload = { addEventListener: (type: string, listener: (event: unknown) => void) => (this.uploadListeners[type] ??= []).push(listener) };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort = vi.fn(() => this.fire('abort'));
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? []) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.fire('load');
  }
  fire(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

const photo = () => new File(['jpeg-bytes'], 'front.jpg', { type: 'image/jpeg' });

afterEach(() => {
  document.head.innerHTML = '';
});

describe('uploadFile', () => {
  it('POSTs multipart with the PATCH override, the fields, the file and the CSRF header; reports progress', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="token-1">';
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const pending = uploadFile({ path: '/order/upload/Q1', fields: { user: '7', name: 'boiler_front' }, file: photo(), onProgress: (p) => progress.push(p.loaded) }, () => xhr as unknown as XMLHttpRequest);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/order/upload/Q1');
    expect(xhr.headers[CSRF_HEADER]).toBe('token-1');
    expect(xhr.body?.get('_method')).toBe('PATCH');
    expect(xhr.body?.get('user')).toBe('7');
    expect(xhr.body?.get('name')).toBe('boiler_front');
    expect((xhr.body?.get('file') as File).name).toBe('front.jpg');
    xhr.progress(5, 10);
    xhr.progress(10, 10);
    xhr.answer(200, '{"complete":true}');
    await expect(pending).resolves.toEqual({ ok: true, body: { complete: true } });
    expect(progress).toEqual([5, 10]);
  });

  it('reports the per cent sent as the one figure a page shows, rounded down: 100 only once the last byte has gone', async () => {
    const xhr = new FakeXhr();
    const shown: number[] = [];
    const pending = uploadFile({ path: '/x', fields: {}, file: photo(), onProgress: (p) => shown.push(p.percent) }, () => xhr as unknown as XMLHttpRequest);
    for (const loaded of [0, 1, 500, 999, 1000]) xhr.progress(loaded, 1000);
    xhr.answer(204);
    await pending;
    expect(shown).toEqual([0, 0, 50, 99, 100]);
    expect(uploadPercent(9_999_999, 10_000_000)).toBe(99);
    expect(uploadPercent(0, 0)).toBe(0);
  });

  it('resolves false on an error answer, a network error and an abort (no message, no throw)', async () => {
    const failed = new FakeXhr();
    const a = uploadFile({ path: '/x', fields: {}, file: photo() }, () => failed as unknown as XMLHttpRequest);
    failed.answer(500, '{"message":"boom"}');
    await expect(a).resolves.toBe(false);

    const offline = new FakeXhr();
    const b = uploadFile({ path: '/x', fields: {}, file: photo() }, () => offline as unknown as XMLHttpRequest);
    offline.fire('error');
    await expect(b).resolves.toBe(false);

    const controller = new AbortController();
    const aborted = new FakeXhr();
    const c = uploadFile({ path: '/x', fields: {}, file: photo(), signal: controller.signal }, () => aborted as unknown as XMLHttpRequest);
    controller.abort();
    await expect(c).resolves.toBe(false);
    expect(aborted.abort).toHaveBeenCalled();
  });

  it('builds the form with the override first', () => {
    const form = uploadFormData({ fields: { name: 'n' }, file: photo() });
    expect([...form.keys()]).toEqual(['_method', 'name', 'file']);
  });
});
