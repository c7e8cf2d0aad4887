// The competitor's web address, on the form pattern (decision 958), loaded with the price-match page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { isCompetitorUrl } from '@/domain/competitor-url';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { FormErrorSummary, boundField, useSubmitForm } from '@/ui/form';

export const INVALID_URL_MESSAGE = 'Enter the web address of the competitor’s quote, like www.example.co.uk/quote';

const urlSchema = z.object({ url: z.string().check(z.refine(isCompetitorUrl, INVALID_URL_MESSAGE)) });
const resolver = zodResolver(urlSchema);

export interface CompetitorUrlFormProps {
  /** What the customer typed before (this tab's draft), else the address the order has. */
  defaultUrl: string;
  /** Each keystroke, so a reload keeps the address (decision 340). */
  onUrlChange: (url: string) => void;
  sending: boolean;
  /** Sends the trimmed address. */
  onSubmit: (url: string) => Promise<void>;
}

export function CompetitorUrlForm({ defaultUrl, onUrlChange, sending, onSubmit }: CompetitorUrlFormProps) {
  const form = useSubmitForm({ defaultValues: { url: defaultUrl }, resolver });
  const { subscribe } = form;
  useEffect(() => subscribe({ name: 'url', formState: { values: true }, callback: ({ values }) => onUrlChange(values.url) }), [subscribe, onUrlChange]);
  return (
    <form noValidate onSubmit={form.submitWith(({ url }) => onSubmit(url.trim()))}>
      <FormErrorSummary form={form} fields={[{ name: 'url', fieldId: 'competitor-url' }]} />
      <TextField
        {...boundField(form, 'url', 'competitor-url')}
        type="url"
        label="Competitor’s web address"
        hint="The page that shows the product and its price, for example www.example.co.uk/boilers/quote"
        autoComplete="url"
        spellCheck={false}
      />
      <Button type="submit" block loading={sending} loadingText="Sending the web address">
        Send web address
      </Button>
    </form>
  );
}
