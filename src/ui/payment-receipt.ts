// A card payment made in this tab, per order reference (decision 453): the order page it leads to
// shows that the payment went through even when the order cannot be loaded. The checkout's payment
// and the pay-an-amount page both record one. sessionStorage, so only
// this tab knows it, and a cold visit to the order page keeps the spec's redirect.
import { sessionDraft } from '@/shared/state';

export interface PaymentReceipt {
  /** What was paid, in pence. */
  readonly amountPence: number;
  /** When (ISO 8601). */
  readonly paidAt: string;
}

export const usePaymentReceipt = sessionDraft<PaymentReceipt | null>('payment-receipt', null);

/** Records a card payment of `amountPence` just made in this tab towards the order `reference`. */
export function useRecordPayment(reference: string): (amountPence: number) => void {
  const [, setReceipt] = usePaymentReceipt(reference);
  return (amountPence) => setReceipt({ amountPence, paidAt: new Date().toISOString() });
}
