import type { ReactNode } from 'react';
import { PHONE_DISPLAY, PHONE_HREF, OPENING_HOURS } from '@/ui/shop-contact';

/** A results address that shows no prices: what happened, what to do next, and our phone. */
export function QuoteProblem({ title, quote, children }: { title: string; quote?: string; children: ReactNode }) {
  return (
    <div className="ui-main--narrow">
      <h1>{title}</h1>
      {children}
      <p>
        Or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}
        {quote && `, and give your quote reference ${quote}`}.
      </p>
    </div>
  );
}
