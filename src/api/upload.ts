// Multipart uploads with progress, on XMLHttpRequest as fetch cannot report it; POST with `_method=PATCH`, as Prism
// cannot match a real PATCH. A failed store resolves false (purchase §8 "Upload store failure").
import { CSRF_HEADER, csrfTokenFromPage } from './network-policy';

export const METHOD_OVERRIDE_FIELD = '_method';
export const METHOD_OVERRIDE = 'PATCH';

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  /** The one figure the page shows, as text and as the bar: whole per cent sent, 100 only once every byte is. */
  readonly percent: number;
}

/** Rounded down: "100%" is shown only when the last byte has gone, never while some remain. */
export function uploadPercent(loaded: number, total: number): number {
  return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
}

export interface UploadRequest {
  /** The path under the API base, e.g. /order/upload/QB7K2M9X. */
  readonly path: string;
  /** Form fields sent beside the file (e.g. user, name). */
  readonly fields: Readonly<Record<string, string>>;
  readonly file: Blob;
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborting resolves false, like any failed store. */
  readonly signal?: AbortSignal;
}

export interface UploadResult<T> {
  readonly ok: true;
  /** The parsed JSON answer, or null when the server sent none. */
  readonly body: T | null;
}

/** Builds the multipart body: the override first, then the fields, then the file as `file`. */
export function uploadFormData({ fields, file }: Pick<UploadRequest, 'fields' | 'file'>): FormData {
  const form = new FormData();
  form.append(METHOD_OVERRIDE_FIELD, METHOD_OVERRIDE);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'upload');
  return form;
}

function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/+$/, '');
}

/** Sends one file: the parsed answer on a 2xx, else false; no retry or timeout, as a big photo on a slow link takes minutes. */
export function uploadFile<T = unknown>(request: UploadRequest, createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): Promise<UploadResult<T> | false> {
  const { path, onProgress, signal } = request;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const xhr = createXhr();
    xhr.open('POST', `${apiBaseUrl()}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfTokenFromPage();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (result: UploadResult<T> | false) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total, percent: uploadPercent(event.loaded, event.total) });
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        settle(false);
        return;
      }
      settle({ ok: true, body: parseJson<T>(xhr.responseText) });
    });
    xhr.addEventListener('error', () => settle(false));
    xhr.addEventListener('abort', () => settle(false));
    xhr.send(uploadFormData(request));
  });
}

function parseJson<T>(text: string): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
