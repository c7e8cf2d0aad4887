// /order-track/:order (purchase §2): the order's progress by reference, as a
// timeline. purchase §8: "Order tracking failure: Redirect to /contact", which says why.
import type { Order } from '@/shared/contract-types';
import { Link, Navigate, useParams } from 'react-router-dom';
import { parseISO } from 'date-fns';
import { useLoad } from '@/api/use-load';
import { DateText } from '@/ui/date-text';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/progress';
import { loadOrderTracking } from './order-gateway';
import { stageStates, statusText, type StageState, type TrackingStageKey } from './tracking-model';
import './order.css';

const STATE_TEXT: Record<StageState, string> = { done: 'Done', current: 'In progress', todo: 'Not started', problem: 'Needs your attention' };

export default function OrderTrackingPage() {
  const order = useParams().order ?? '';
  const { result } = useLoad(`order-tracking:${order}`, (signal) => loadOrderTracking(order, signal));
  usePageTitle('Track your order');
  if (result?.ok === false) return <Navigate to={paths.contact('order-tracking')} replace />;
  const data = result?.data;

  return (
    <div className="ui-main--narrow">
      <h1>Track your order</h1>
      {!data ? (
        <LoadingState>Loading your order</LoadingState>
      ) : (
        <>
          <p className="ui-lede">
            Order <strong>{data.quote_id}</strong>
            {data.product && <>: {data.product.product_title}</>}. Status: <strong>{statusText(data.status)}</strong>.
          </p>
          <ol className="order-timeline" aria-label="Order progress">
            {stageStates(data.status, data.fitting_date ?? null).map((stage) => (
              <li key={stage.key} className={`order-timeline__item order-timeline__item--${stage.state}`} aria-current={stage.state === 'current' ? 'step' : undefined}>
                <span className="order-timeline__marker" aria-hidden="true" />
                <p className="order-timeline__title">
                  {stage.title}
                  <span className="ui-visually-hidden">: {STATE_TEXT[stage.state]}</span>
                </p>
                <StageDetail stage={stage.key} state={stage.state} order={data} />
              </li>
            ))}
          </ol>
          <p>
            <Link to={paths.order(data.quote_id)}>View your order</Link>
          </p>
        </>
      )}
    </div>
  );
}

function StageDetail({ stage, state, order }: { stage: TrackingStageKey; state: StageState; order: Order }) {
  if (stage === 'placed') {
    return (
      <p className="order-timeline__detail">
        <DateText date={parseISO(order.created_at)} />
      </p>
    );
  }
  if (stage === 'paid' && state === 'problem') {
    return <p className="order-timeline__detail">Your finance application was declined. <Link to={paths.order(order.quote_id)}>See your options</Link>.</p>;
  }
  if (stage === 'booked' && order.fitting_date) {
    return (
      <p className="order-timeline__detail">
        {state === 'done' ? 'Installation on ' : 'Planned for '}
        <DateText date={order.fitting_date} />
      </p>
    );
  }
  return null;
}
