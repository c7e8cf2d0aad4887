// A curl command that sends one of the check's requests to the backend, so a team can reproduce a
// failure without the check. It sends exactly the bytes the check sent (the same headers and the same
// body, byte for byte, a multipart body with its boundary), but a fresh Idempotency-Key.

/** Single-quoted for a POSIX shell. */
export const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Text that a shell argument carries unchanged: valid UTF-8 without NUL. */
export function asPlainText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\0') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** A printf format that writes these bytes exactly: printable ASCII as itself, anything else in octal. */
function printfFormat(bytes: Uint8Array): string {
  let format = '';
  for (const [index, byte] of bytes.entries()) {
    // A format starting with "-" would be read as an option.
    if (index === 0 && byte === 0x2d) format += '\\055';
    else if (byte === 0x25) format += '%%';
    else if (byte === 0x5c) format += '\\\\';
    else if (byte >= 0x20 && byte < 0x7f) format += String.fromCharCode(byte);
    else format += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return format;
}

/** A new Idempotency-Key each time the command runs: a key the run already sent would only replay the run's answer. */
export const FRESH_KEY = "$(node -p 'crypto.randomUUID()')";

/** Shell text that replaces parts of the command: the URL, the body, the Idempotency-Key's value (e.g. variables of a script). */
export interface ShellParts {
  url?: string;
  data?: string;
  key?: { header: string; expression: string };
  /** `-s` to keep the answer's body for a later step; `-i` (default) to show the status and headers too. */
  silent?: boolean;
  /** A cookie jar the command reads and writes instead of the run's Cookie header (a script's own session). */
  cookieJar?: string;
}

export function curlCommand(request: { method: string; url: string; headers: Iterable<[string, string]>; body?: Uint8Array }, shell: ShellParts = {}): string {
  const parts = ['curl', shell.silent ? '-s' : '-i', '-X', request.method, shell.url ?? quote(request.url)];
  if (shell.cookieJar) parts.push('-b', shell.cookieJar, '-c', shell.cookieJar);
  for (const [name, value] of request.headers) {
    if (shell.cookieJar && name.toLowerCase() === 'cookie') continue;
    parts.push('-H', shell.key && name.toLowerCase() === shell.key.header.toLowerCase() ? `${quote(`${name}: `)}"${shell.key.expression}"` : quote(`${name}: ${value}`));
  }
  if (shell.data !== undefined) return [...parts, '--data-raw', shell.data].join(' ');
  if (!request.body) return parts.join(' ');
  // A multipart body carries CR LF and may carry any byte: written to a file first, then sent as it is.
  const contentType = [...request.headers].find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const text = contentType.startsWith('multipart/') ? undefined : asPlainText(request.body);
  if (text !== undefined) return [...parts, '--data-raw', quote(text)].join(' ');
  return `printf ${quote(printfFormat(request.body))} > contract-check-body.bin && ${[...parts, '--data-binary', '@contract-check-body.bin'].join(' ')}`;
}
