// The product detail's call (quote §7): POST /{type}/{id}, answered as an ApiResult (src/api/call.ts).
import { call, type ApiResult } from '@/api/call';
import { api } from '@/api/client';
import type { ProductDetail } from '@/api/contract-types';
import { fields, listOf, optional, text } from '@/api/shape';
import { productShape } from '@/api/shapes';
import { LOAD_FAILURE } from '@/domain/failure-texts';
import type { ProductType } from '@/domain/product-types';


const detailShape = fields({
  description: text,
  specifications: listOf(fields({ name: text, value: text })),
  whats_included: listOf(text),
  gallery: listOf(text),
  documents: listOf(fields({ name: text, url: text })),
  features: optional(listOf(text)),
  product_brand: text,
});

export async function loadProductDetail(type: ProductType, id: number, signal: AbortSignal): Promise<ApiResult<ProductDetail>> {
  const shape = fields({ product: (value, at) => productShape(value, at) ?? detailShape(value, at) });
  const loaded = await call(() => api.POST('/{type}/{id}', { params: { path: { type, id } }, signal }), { shape, fallback: LOAD_FAILURE });
  return loaded.ok ? { ok: true, data: loaded.data.product } : loaded;
}
