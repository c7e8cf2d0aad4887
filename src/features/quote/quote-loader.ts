// /quote/:type: the address names the step shown (?step=). The loader downloads the type's questionnaire
// (its own chunk, beside the page's) and sends a missing or stale step to the one to show, so a landing
// renders once and Back never returns to the old address. A questionnaire that fails to download leaves
// the address to the page, which loads it again.
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
