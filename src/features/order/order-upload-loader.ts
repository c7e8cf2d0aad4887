// /order/upload/:order[?type=photos|documents]: the upload state, asked for as the route loads (decision 963).
import type { UploadType } from '@/shared/contract-types';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUploadState } from './order-gateway';

/** The query the load reads: a change to it loads again (any other query change does not). */
export const queryKeys = ['type'];

function uploadTypeOf(value: string | null): UploadType | undefined {
  return value === 'photos' || value === 'documents' ? value : undefined;
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = uploadTypeOf(new URL(request.url).searchParams.get('type'));
  return { type, upload: loadUploadState(params.order ?? '', type, request.signal) };
}
