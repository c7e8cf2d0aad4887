// The product detail's calls: the product (quote §7) and the quote's own price of it (decision 955).
import { call, type ApiResult } from '@/api/call';
import { api } from '@/api/client';
import type { Product, ProductDetail } from '@/shared/contract-types';
import { productDetail } from '@/api/answer-checks/product-detail';
import { quotedProduct } from '@/api/answer-checks/quoted-product';
import { LOAD_FAILURE } from '@/domain/failure-texts';
import type { Pence } from '@/domain/money';
import type { ProductType } from '@/domain/product-types';

export async function loadProductDetail(type: ProductType, id: number, signal: AbortSignal): Promise<ApiResult<ProductDetail>> {
  const loaded = await call(() => api.POST('/{type}/{id}', { params: { path: { type, id } }, signal }), { check: productDetail, fallback: LOAD_FAILURE });
  return loaded.ok ? { ok: true, data: loaded.data.product } : loaded;
}

/** The quote's price of one product: its relocation and the product as the quote priced it. */
export interface QuotedProduct {
  readonly relocation: Pence;
  readonly product: Product;
}

/** The product as the quote prices it (decision 955); null when the quote no longer offers it or its prices expired. */
export async function loadQuotedProduct(type: ProductType, quote: string, id: number, signal: AbortSignal): Promise<ApiResult<QuotedProduct | null>> {
  const loaded = await call(() => api.GET('/quote/results/{type}/{quote}', { params: { path: { type, quote } }, signal }), { check: quotedProduct, fallback: LOAD_FAILURE });
  if (!loaded.ok) return loaded;
  const product = loaded.data.expired ? undefined : loaded.data.products.find((candidate) => candidate.id === id);
  return { ok: true, data: product ? { relocation: loaded.data.relocation, product } : null };
}
