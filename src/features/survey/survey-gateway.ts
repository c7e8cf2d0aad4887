// The survey's calls (quote §7): load, one photo upload (multipart, _method=PATCH via
// src/api/upload.ts) and the customer's details. Each answers an ApiResult (src/api/call.ts).
import { call, type ApiResult } from '@/api/call';
import { api } from '@/api/client';
import type { CustomerDetails, Survey } from '@/shared/contract-types';
import { firstProblem } from '@/api/answer-check';
import { survey as surveyAnswer } from '@/api/answer-checks/survey';
import { surveyCustomerSaved } from '@/api/answer-checks/survey-customer-saved';
import { surveyForProduct } from '@/api/answer-checks/survey-for-product';
import { surveyPhotoStored } from '@/api/answer-checks/survey-photo-stored';
import { uploadFile, type UploadProgress } from '@/api/upload';
import type { ContactDetails } from '@/domain/contact-details';
import { DETAILS_SAVE_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';
import type { ProductType } from '@/domain/product-types';

export function loadSurvey(type: ProductType, quoteId: string, product: number | undefined, signal: AbortSignal): Promise<ApiResult<Survey>> {
  const send = () =>
    product
      ? api.POST('/quote/{type}/survey/{product}', { params: { path: { type, product }, query: { quote_id: quoteId } }, signal })
      : api.POST('/quote/{type}/survey', { params: { path: { type }, query: { quote_id: quoteId } }, signal });
  return call(send, { check: product ? surveyForProduct : surveyAnswer, fallback: LOAD_FAILURE });
}

/** POST (multipart) /quote/{type}/survey/store: resolves the updated survey, or false on failure. */
export async function uploadSurveyPhoto(type: ProductType, survey: Survey, name: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<Survey | false> {
  const result = await uploadFile<Survey>({
    path: `/quote/${type}/survey/store`,
    fields: { user: String(survey.customer.id ?? ''), name, product: String(survey.product.id) },
    file,
    onProgress,
  });
  return result && result.body && firstProblem(surveyPhotoStored, result.body) === null ? result.body : false;
}

/** PATCH /quote/{type}/survey/{product} with the customer's details. */
export function saveSurveyCustomer(type: ProductType, productId: number, details: ContactDetails): Promise<ApiResult<Survey>> {
  const send = () =>
    api.PATCH('/quote/{type}/survey/{product}', {
      params: { path: { type, product: productId } },
      body: { customer: details.customer as CustomerDetails },
    });
  return call(send, { check: surveyCustomerSaved, fallback: DETAILS_SAVE_FAILURE });
}
