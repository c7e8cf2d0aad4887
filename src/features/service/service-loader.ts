// /service[/boiler]/:quote: the service checkout, asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadServiceCheckout } from './service-gateway';

export function loader({ params, request }: LoaderFunctionArgs) {
  return { service: loadServiceCheckout(params.quote ?? '', request.signal) };
}
