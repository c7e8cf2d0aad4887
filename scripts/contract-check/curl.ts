// A curl command that sends one of the check's requests straight to the backend, so a team can
// reproduce a failure without the check or Prism in between. It sends exactly the bytes the check
// sent: the same headers and the same body, byte for byte (a multipart body with its boundary).

/** Single-quoted for a POSIX shell. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Text that a shell argument carries unchanged: valid UTF-8 without NUL. */
function asPlainText(bytes: Uint8Array): string | undefined {
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

export function curlCommand(request: { method: string; url: string; headers: Headers; body?: Uint8Array }): string {
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of request.headers) parts.push('-H', quote(`${name}: ${value}`));
  if (!request.body) return parts.join(' ');
  // A multipart body carries CR LF and may carry any byte: written to a file first, then sent as it is.
  const text = request.headers.get('content-type')?.startsWith('multipart/') ? undefined : asPlainText(request.body);
  if (text !== undefined) return [...parts, '--data-raw', quote(text)].join(' ');
  return `printf ${quote(printfFormat(request.body))} > contract-check-body.bin && ${[...parts, '--data-binary', '@contract-check-body.bin'].join(' ')}`;
}
