// /plans[/boiler]/:quote: the plans, asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPlans } from './plans-gateway';

export function loader({ params, request }: LoaderFunctionArgs) {
  return { plans: loadPlans(params.quote ?? '', request.signal) };
}
