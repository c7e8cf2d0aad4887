// A route parameter of only dots survives openapi-fetch's encoding and walks up the API path (/api/order/.. is /api/): refused.
import { defaultPathSerializer, type PathSerializer } from 'openapi-fetch';

export class UnsafePathParameterError extends Error {
  override name = 'UnsafePathParameterError';
  constructor(readonly parameter: string) {
    super(`The ${parameter} in this address is not a valid reference.`);
  }
}

// A value "%2e" is sent as %252e, a literal; only bare dots survive the encoding.
const DOT_SEGMENT = /^\.{1,2}$/;

export const safePathSerializer: PathSerializer = (pathname, pathParams) => {
  for (const [name, value] of Object.entries(pathParams)) {
    if (DOT_SEGMENT.test(String(value))) throw new UnsafePathParameterError(name);
  }
  return defaultPathSerializer(pathname, pathParams);
};
