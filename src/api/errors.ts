// Reading the server's error answers ({ message, errors? } in openapi.yaml).
export interface ServerErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * The server's message when it sent one, else the fallback the spec names for that situation; never
 * a parser's or the runtime's text ("Unexpected end of JSON input" from an answer that is not JSON,
 * a TypeError from one that breaks the contract), which means nothing to a customer (decision 231).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof SyntaxError || error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as ServerErrorBody;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
