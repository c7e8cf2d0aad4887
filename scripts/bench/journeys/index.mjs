// The whole journeys the bench plays (scripts/bench/journey.mjs), one per flow a customer finishes.
// Each file reads as the flow's script: what the customer taps and types, and what they wait for.
import { boilerQuoteToPaidOrder } from './boiler-quote-to-paid-order.mjs';
import { serviceBooked } from './service-booked.mjs';
import { solarQuoteToEnquiry } from './solar-quote-to-enquiry.mjs';
import { uploadThreePhotos } from './upload-three-photos.mjs';

export const journeys = ({ orderReference }) => [boilerQuoteToPaidOrder, solarQuoteToEnquiry, serviceBooked, uploadThreePhotos(orderReference)];
