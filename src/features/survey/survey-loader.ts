// /quote/:type/survey/:quote[?product=id]: the survey, asked for as the route loads (decision 880). Its
// answer is given no sooner than SURVEY_MIN_LOADING_MS (quote §9), so the loading state never flashes.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_QUERY, productOf } from '@/domain/route-manifest';
import { SURVEY_MIN_LOADING_MS } from '@/domain/constants';
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { loadSurvey } from './survey-gateway';

/** The query the load reads: a change to it loads again (any other query change, a step, does not). */
export const queryKeys = [PRODUCT_QUERY];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const load = loadSurvey(type, params.quote ?? '', productOf(request.url), request.signal);
  return { survey: Promise.all([load, delay(SURVEY_MIN_LOADING_MS)]).then(([loaded]) => loaded) };
}
