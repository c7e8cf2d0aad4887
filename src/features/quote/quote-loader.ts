// /quote/:type: the loader sends a missing or stale ?step= to the step to show, so a landing renders once;
// a questionnaire that fails to download leaves the address to the page, which loads it again.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { QUOTE_TYPES, isOneOf } from '@/domain/product-types';
import { redirectFrom } from '@/ui/route-redirect';
import { loadQuestionnaire } from './questionnaire-loaders';
import { stepAddressFor } from './questionnaire-step';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const type = params.type;
  if (!isOneOf(QUOTE_TYPES, type)) return null;
  const target = await loadQuestionnaire(type)
    .then((questionnaire) => stepAddressFor(type, questionnaire, new URL(request.url).searchParams.get('step')))
    .catch(() => null);
  return target ? redirectFrom(request, target) : null;
}
