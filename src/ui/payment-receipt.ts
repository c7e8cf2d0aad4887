// A card payment made in this tab, per order, so its order page says it went through even when the order cannot load (decision 453).
import { appStore, storedAtomFamily, useAtom } from '@/shared/state';

export interface PaymentReceipt {
  readonly amountPence: number;
  /** When (ISO 8601). */
  readonly paidAt: string;
}

const receiptAtom = storedAtomFamily<PaymentReceipt | null>('payment-receipt', null);

export function usePaymentReceipt(reference: string) {
  return useAtom(receiptAtom(reference));
}

/** Has this tab paid towards the order `reference`? Paid is final (decision 860): its checkout is over. */
export function paidInThisTab(reference: string): boolean {
  return appStore.get(receiptAtom(reference)) !== null;
}

/** Records a card payment of `amountPence` just made in this tab towards the order `reference`. */
export function useRecordPayment(reference: string): (amountPence: number) => void {
  const [, setReceipt] = usePaymentReceipt(reference);
  return (amountPence) => setReceipt({ amountPence, paidAt: new Date().toISOString() });
}
