// The order-tracking timeline: four stages, and how far the order's status has got.
// The spec lists only some statuses (decision 187 for the reading of the others).
import { format } from 'date-fns';
import { capitalised } from '@/domain/counts';
export const TRACKING_STAGES = [
  { key: 'placed', title: 'Order placed' },
  { key: 'paid', title: 'Payment or finance in place' },
  { key: 'booked', title: 'Installation booked' },
  { key: 'installed', title: 'Installed' },
] as const;

export type TrackingStageKey = (typeof TRACKING_STAGES)[number]['key'];
export type StageState = 'done' | 'current' | 'todo' | 'problem';

/** The last stage each status has completed; -1 when not even placed (a quote or proposal). */
const COMPLETED_STAGE: Readonly<Record<string, number>> = {
  ORDER_PLACED: 0,
  FINANCE_DECLINED: 0,
  DEPOSIT_PAID: 1,
  PAID: 1,
  FINANCE_ACCEPTED: 1,
  INSTALL_BOOKED: 2,
  INSTALLED: 3,
  COMPLETED: 3,
};

/** Each stage's state: done up to the completed one, then current (or a problem); a later install day is still to do. */
export function stageStates(status: string, fittingDate: string | null = null, today = new Date()): Array<{ key: TrackingStageKey; title: string; state: StageState }> {
  const completed = COMPLETED_STAGE[status] ?? -1;
  const installLater = fittingDate !== null && fittingDate > format(today, 'yyyy-MM-dd');
  return TRACKING_STAGES.map((stage, index) => {
    let state: StageState = index <= completed ? 'done' : index === completed + 1 ? 'current' : 'todo';
    if (state === 'current' && status === 'FINANCE_DECLINED') state = 'problem';
    if (state === 'current' && stage.key === 'installed' && installLater) state = 'todo';
    return { ...stage, state };
  });
}

/** "INSTALL_BOOKED" -> "Installation booked"; an unknown "SURVEY_BOOKED" -> "Survey booked". */
export function statusText(status: string): string {
  // The timeline's own words, never "Install booked" beside "Installation booked".
  if (status === 'INSTALL_BOOKED') return TRACKING_STAGES[2].title;
  const words = status.toLowerCase().split('_').filter(Boolean).join(' ');
  return words ? capitalised(words) : 'Unknown';
}
