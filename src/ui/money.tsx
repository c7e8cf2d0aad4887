import { formatPence, type Pence } from '@/domain/money';

/** An amount in integer pence shown as "£1,234.00"; tabular digits so columns line up. */
export function Money({ pence, className }: { pence: Pence; className?: string }) {
  return <span className={['ui-money', className ?? ''].filter(Boolean).join(' ')}>{formatPence(pence)}</span>;
}
