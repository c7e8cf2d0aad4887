// /quote/:type/survey/:quote[?product=id]: the survey, asked for as the route loads (decision 880). The
// page holds its answer until its loading state has shown for SURVEY_MIN_LOADING_MS (quote §9).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_QUERY, productOf } from '@/domain/route-manifest';
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { loadSurvey } from './survey-gateway';

/** The query the load reads: a change to it loads again (any other query change, a step, does not). */
export const queryKeys = [PRODUCT_QUERY];

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  return { survey: loadSurvey(type, params.quote ?? '', productOf(request.url), request.signal) };
}
