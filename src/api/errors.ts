// Reading the server's error answers ({ message, errors? } in openapi.yaml).
import type { ErrorBody } from '@/shared/contract-types';

/** The server's message, else the spec's fallback; never a parser's or runtime's text, which means nothing to a customer (decision 231). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof SyntaxError || error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as Partial<ErrorBody>;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
