// A curl command that sends one of the check's requests straight to the backend, so a team can
// reproduce a failure without the check or Prism in between.
import type { JsonSchema, MediaContent } from './spec.ts';

/** Single-quoted for a POSIX shell. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

export function curlCommand(request: { method: string; url: string; headers: Headers; body?: { media: MediaContent; value: unknown } }): string {
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  const multipart = request.body?.media.mediaType.startsWith('multipart/');
  for (const [name, value] of request.headers) {
    // curl writes the multipart content type itself, with its own boundary.
    if (multipart && name === 'content-type') continue;
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.body) {
    const { media, value } = request.body;
    if (multipart) {
      const props = (media.schema.properties ?? {}) as Record<string, JsonSchema>;
      const files: string[] = [];
      for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        const schema = props[name] ?? {};
        if (schema.format === 'binary' || schema.contentMediaType !== undefined) {
          // The check uploads small text files; the command writes the same file first.
          files.push(`printf %s ${quote(asText(field))} > ${quote(`${name}.txt`)}`);
          parts.push('-F', quote(`${name}=@${name}.txt;type=text/plain`));
        } else {
          parts.push('--form-string', quote(`${name}=${asText(field)}`));
        }
      }
      if (files.length > 0) return `${files.join(' && ')} && ${parts.join(' ')}`;
    } else if (media.mediaType === 'application/x-www-form-urlencoded') {
      for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) parts.push('--data-urlencode', quote(`${name}=${asText(field)}`));
    } else {
      parts.push('--data-raw', quote(JSON.stringify(value)));
    }
  }
  return parts.join(' ');
}
