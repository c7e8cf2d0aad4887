// What the upload page accepts and how its state reads (purchase §3 "Upload state", §4). Pure.
// Decision 183: photos (JPEG, PNG, HEIC/HEIF, WebP) and PDF, at most 10 MB each.
import type { UploadDocument, UploadState } from '@/shared/contract-types';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp', 'pdf'];

/** For the file input's accept attribute (type and extension: some phones send HEIC without a type). */
export const ACCEPT_ATTRIBUTE = [...Object.keys(ACCEPTED_TYPES), ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

// A no-break space keeps each number with its unit on a narrow screen.
export const FILE_TYPE_HINT = 'A photo (JPEG, PNG, HEIC or WebP) or a PDF, up to 10\u00a0MB.';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Browsers leave `type` empty for HEIC on many systems, so the extension decides then. */
export function isAcceptedType(file: { name: string; type: string }): boolean {
  if (file.type) return file.type in ACCEPTED_TYPES;
  return ACCEPTED_EXTENSIONS.includes(extensionOf(file.name));
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)}\u00a0MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}\u00a0KB`;
  return `${bytes}\u00a0bytes`;
}

/** The message for a file we refuse before sending it, or null when it may go. */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isAcceptedType(file)) return `${file.name} is not a photo or a PDF. ${FILE_TYPE_HINT}`;
  if (file.size === 0) return `${file.name} is empty. Choose another file.`;
  if (file.size > MAX_UPLOAD_BYTES) return `${file.name} is ${formatFileSize(file.size)}. It must be 10\u00a0MB or smaller.`;
  return null;
}

/** Required documents still without a file, leaving out those no longer asked for: what the customer has left to send. Whether that completes the page is the server's `complete` (decision 851). */
export function outstandingRequired(state: Pick<UploadState, 'required' | 'removed'>): UploadDocument[] {
  const removed = new Set(state.removed);
  return state.required.flatMap((group) => group.documents).filter((doc) => !removed.has(doc.name) && doc.files.length === 0);
}

/** The name additional files are stored under (files beyond the documents asked for). */
export const ADDITIONAL_DOCUMENT_NAME = 'additional';
