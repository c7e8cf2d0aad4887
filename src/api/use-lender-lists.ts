import type { ApiResult } from './call';
import { fetchLenderLists, type LenderLists } from './lender-lists';
import { useLoad } from './use-load';

/** Both lenders' lists; null until they answer (a failed list answers empty). */
export function useLenderLists(): LenderLists | null {
  const result = useLoad('lender-lists', (): Promise<ApiResult<LenderLists>> => fetchLenderLists().then((lists) => ({ ok: true, data: lists })));
  return result?.ok ? result.data : null;
}
