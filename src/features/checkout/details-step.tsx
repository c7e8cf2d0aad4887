// Contact details (purchase §5) with the shared form: landlord address in landlord mode, the vehicle
// for ev, comments. What the customer types is kept as a draft per quote; the submit saves the step.
// The form starts from the address and postcode given in the questionnaire (decision 540).
import { useMemo } from 'react';
import { givenQuoteAddress } from '@/api/quote-request';
import { contactDetailsValues, customerWithGivenAddress } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';
import { StepBack } from './step-actions';
import type { CheckoutController } from './use-checkout';

export default function DetailsStep({ checkout }: { checkout: CheckoutController }) {
  const { data, landlord, state, draftDetails, setDetailsDraft, next } = checkout;
  const defaultValues = useMemo(
    () =>
      draftDetails ??
      contactDetailsValues({
        customer: data && customerWithGivenAddress(data.order?.customer, givenQuoteAddress(checkout.type, data.quote.quote_id) ?? { postcode: data.quote.postcode }),
        landlord: data?.order?.landlord,
        vehicle: data?.quote.quote_items,
        comments: data?.order?.comments,
      }),
    // The form starts once from what is known; later changes live in the form and the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  if (!data) return null;
  const busy = state.phase !== 'idle';
  return (
    <div>
      <ContactDetailsForm
        defaultValues={defaultValues}
        onSubmit={(details) => next(details)}
        onChange={setDetailsDraft}
        submitLabel="Continue"
        loading={busy}
        extraSections={{ landlord, vehicle: checkout.type === 'ev', comments: true }}
      />
      <StepBack checkout={checkout} />
    </div>
  );
}
