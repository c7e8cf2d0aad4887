// The survey's calls (quote §7): load, one photo upload (multipart, _method=PATCH via
// src/api/upload.ts) and the customer's details.
import { api } from '@/api/client';
import { serverMessage } from '@/api/errors';
import { uploadFile, type UploadProgress } from '@/api/upload';
import type { ContactDetails } from '@/domain/contact-details';
import type { ProductType } from '@/domain/product-types';
import type { CustomerDetails, Survey } from '@/api/contract-types';

/** POST /quote/{type}/survey[/{product}]?quote_id=; null on an error answer. */
export async function loadSurvey(type: ProductType, quoteId: string, product: number | undefined): Promise<Survey | null> {
  const { data } = product
    ? await api.POST('/quote/{type}/survey/{product}', { params: { path: { type, product }, query: { quote_id: quoteId } } })
    : await api.POST('/quote/{type}/survey', { params: { path: { type }, query: { quote_id: quoteId } } });
  return data ?? null;
}

/** POST (multipart) /quote/{type}/survey/store: resolves the updated survey, or false on failure. */
export async function uploadSurveyPhoto(type: ProductType, survey: Survey, name: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<Survey | false> {
  const result = await uploadFile<Survey>({
    path: `/quote/${type}/survey/store`,
    fields: { user: String(survey.customer.id ?? ''), name, product: String(survey.product.id) },
    file,
    onProgress,
  });
  return result ? (result.body ?? false) : false;
}

/** PATCH /quote/{type}/survey/{product} with the customer's details. */
export async function saveSurveyCustomer(type: ProductType, productId: number, details: ContactDetails): Promise<Survey> {
  const { data, error } = await api.PATCH('/quote/{type}/survey/{product}', {
    params: { path: { type, product: productId } },
    body: { customer: details.customer as CustomerDetails },
  });
  if (!data) throw new Error(serverMessage(error, 'We could not save your details. Please try again.'));
  return data;
}
