// A file sent or being sent, as a card: its preview (or extension), name and state; every upload page shows files so (decision 850).
import { useState, type ReactNode } from 'react';
import type { UploadedFile } from '@/shared/contract-types';

/** What a card needs of a file the server has stored. */
export type StoredFile = Pick<UploadedFile, 'id' | 'file_name' | 'url'>;

const PREVIEWED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PREVIEWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '') : '').toLowerCase();

/** Browsers can draw JPEG, PNG and WebP; HEIC and PDF get their extension instead (decision 183). By type when known, else by name (a stored file). */
export function canPreview(file: { name: string; type?: string }): boolean {
  return file.type ? PREVIEWED_TYPES.includes(file.type) : PREVIEWED_EXTENSIONS.includes(extensionOf(file.name));
}

/** A file sent from this page: the server's ids it already had when the file was sent. */
export interface SentHere {
  readonly id: string;
  readonly name: string;
  readonly knownBefore: ReadonlySet<number>;
}

/** Which new stored file each file sent from here became (the same name first), so each shows one card. */
export function storedFileIds(sent: readonly SentHere[], stored: readonly StoredFile[]): Map<string, number> {
  const claimed = new Map<string, number>();
  const taken = new Set<number>();
  for (const item of sent) {
    const open = stored.filter((file) => !item.knownBefore.has(file.id) && !taken.has(file.id));
    const match = open.find((file) => file.file_name === item.name) ?? open[0];
    if (!match) continue;
    claimed.set(item.id, match.id);
    taken.add(match.id);
  }
  return claimed;
}

export interface FileCardProps {
  name: string;
  /** Where the stored file opens; the name links to it. */
  href?: string | undefined;
  /** A blob: URL of the file chosen, or the stored file's address; null when the type cannot be drawn. */
  previewUrl: string | null;
  /** Shown after the name, e.g. the size. */
  detail?: string | undefined;
  /** The state line and actions: progress, "Sent", a failure with Retry. */
  children: ReactNode;
}

export function FileCard({ name, href, previewUrl, detail, children }: FileCardProps) {
  // An address that no longer answers shows the extension rather than a broken image.
  const [broken, setBroken] = useState<string | null>(null);
  const extension = extensionOf(name).toUpperCase() || 'FILE';
  return (
    <li className="ui-file-card">
      {previewUrl && broken !== previewUrl ? (
        <img className="ui-file-card__preview" src={previewUrl} alt={`Preview of ${name}`} onError={() => setBroken(previewUrl)} />
      ) : (
        <span className="ui-file-card__preview" aria-hidden="true">
          {extension}
        </span>
      )}
      <div className="ui-file-card__body">
        <p>
          <strong>{href ? <a href={href}>{name}</a> : name}</strong>
          {detail ? ` (${detail})` : ''}
        </p>
        {children}
      </div>
    </li>
  );
}

/** The state line of a file the server has. */
export function SentLine() {
  return <p className="ui-file-card__sent">Sent</p>;
}

/** A stored file's card: its preview from the server's address, and "Sent". */
export function StoredFileCard({ file }: { file: StoredFile }) {
  return (
    // Browsers refuse to open a data: address as a page: such a file is shown, not linked.
    <FileCard name={file.file_name} href={file.url.startsWith('data:') ? undefined : file.url} previewUrl={canPreview({ name: file.file_name }) ? file.url : null}>
      <SentLine />
    </FileCard>
  );
}
