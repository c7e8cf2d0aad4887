/** A JSON object's fields, as a parsed answer or a stored value holds them. */
export type PlainObject = Readonly<Record<string, unknown>>;

export const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);
