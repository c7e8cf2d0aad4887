// The save-quote popup's form (decisions 491, 958), loaded with the popup so react-hook-form and zod
// stay off the results page (decision 959).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import type { SaveQuoteRequest } from '@/shared/contract-types';
import { emailSchema } from '@/domain/contact-details-schema';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { FormErrorSummary, boundField, useSubmitForm } from '@/ui/form';

const saveQuoteSchema = z.object({ email_address: emailSchema, contact_consent: z.boolean() });

type SaveQuoteValues = z.input<typeof saveQuoteSchema>;

const DEFAULT_VALUES: SaveQuoteValues = { email_address: '', contact_consent: false };
const resolver = zodResolver(saveQuoteSchema);

export interface SaveQuoteFormProps {
  sending: boolean;
  /** Saves the quote; the form keeps what was typed whatever the answer. */
  onSubmit: (request: SaveQuoteRequest) => Promise<void>;
}

export default function SaveQuoteForm({ sending, onSubmit }: SaveQuoteFormProps) {
  const form = useSubmitForm({ defaultValues: DEFAULT_VALUES, resolver });
  // Shown when the customer asked to email the quote: the address is what they type next.
  const { setFocus } = form;
  useEffect(() => setFocus('email_address'), [setFocus]);
  return (
    <form noValidate onSubmit={form.submitWith((request) => onSubmit(request))}>
      <FormErrorSummary form={form} fields={[{ name: 'email_address', fieldId: 'save-quote-email', label: 'Email address' }]} />
      <TextField {...boundField(form, 'email_address', 'save-quote-email')} label="Email address" type="email" autoComplete="email" spellCheck={false} />
      <div className="results-save__consent">
        <input id="save-quote-consent" type="checkbox" {...form.register('contact_consent')} />
        <label htmlFor="save-quote-consent">You can contact me about this quote</label>
      </div>
      <Button type="submit" loading={sending} loadingText="Saving">
        Email my quote
      </Button>
    </form>
  );
}
