// The callback request's form (decision 958), loaded with its popup so react-hook-form stays off the results page (decision 124).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import type { CallbackRequest } from '@/shared/contract-types';
import { INVALID_PHONE_MESSAGE, REQUIRED_MESSAGE } from '@/domain/contact-details';
import { capitalised } from '@/domain/counts';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { FormErrorSummary, boundField, useSubmitForm } from '@/ui/form';

const CALL_TIMES = ['morning', 'afternoon', 'evening'] as const;

// A UK number a callback can reach: 0 followed by 9 or 10 digits, or the same written with +44 / 0044,
// ignoring spaces, dashes, dots and brackets; the full GB check (libphonenumber) is the details step's.
const SEPARATORS = /[\s().-]/g;

export function isCallbackNumber(value: string): boolean {
  const compact = value.replace(SEPARATORS, '');
  const national = compact.replace(/^(\+44|0044)0?/, '0');
  return /^0[1-9]\d{8,9}$/.test(national);
}

const callbackSchema = z.object({
  first_name: z.string(),
  contact_number: z.string().check(
    z.refine((phone) => phone.trim() !== '', REQUIRED_MESSAGE),
    z.refine((phone) => phone.trim() === '' || isCallbackNumber(phone), INVALID_PHONE_MESSAGE),
  ),
  preferred_time: z.enum(CALL_TIMES),
});

type CallbackValues = z.input<typeof callbackSchema>;

const DEFAULT_VALUES: CallbackValues = { first_name: '', contact_number: '', preferred_time: 'morning' };
const resolver = zodResolver(callbackSchema);

export interface CallbackFormProps {
  quote: string;
  sending: boolean;
  /** Books the callback; the form keeps what was typed whatever the answer. */
  onSubmit: (request: CallbackRequest) => Promise<void>;
}

export default function CallbackForm({ quote, sending, onSubmit }: CallbackFormProps) {
  const form = useSubmitForm({ defaultValues: DEFAULT_VALUES, resolver });
  const book = ({ first_name, contact_number, preferred_time }: CallbackValues) =>
    onSubmit({ first_name: first_name.trim() || null, contact_number: contact_number.trim(), preferred_time });
  return (
    <form noValidate onSubmit={form.submitWith(book)}>
      <FormErrorSummary form={form} fields={[{ name: 'contact_number', fieldId: 'callback-phone', label: 'Phone number' }]} />
      <p>Leave your number and we’ll call you about quote {quote}.</p>
      <TextField {...boundField(form, 'first_name', 'callback-first-name')} label="First name (optional)" autoComplete="given-name" />
      <TextField {...boundField(form, 'contact_number', 'callback-phone')} label="Phone number" type="tel" autoComplete="tel" />
      <fieldset className="ui-fieldset">
        <legend className="ui-legend">When should we call?</legend>
        {CALL_TIMES.map((option) => (
          <label key={option} className="results-radio">
            <input type="radio" value={option} {...form.register('preferred_time')} /> {capitalised(option)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={sending} loadingText="Sending">
        Call me back
      </Button>
    </form>
  );
}
