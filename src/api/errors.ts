// Reading the server's error answers ({ message, errors? } in openapi.yaml).
export interface ServerErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The server's message when it sent one, else the fallback the spec names for that situation. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as ServerErrorBody;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
