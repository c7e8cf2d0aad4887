// /order-track/:order (purchase §2): the order's progress by reference, as a
// timeline. purchase §8: "Order tracking failure: Redirect to /contact", which says why.
import type { Order } from '@/shared/contract-types';
import { Suspense, use } from 'react';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { parseISO } from 'date-fns';
import type { ApiResult } from '@/api/call';
import { DateText } from '@/ui/date-text';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/loading-state';
import type { loader } from './order-tracking-loader';
import { stageStates, statusText, type StageState, type TrackingStageKey } from './tracking-model';
import './order.css';

const STATE_TEXT: Record<StageState, string> = { done: 'Done', current: 'In progress', todo: 'Not started', problem: 'Needs your attention' };

export default function OrderTrackingPage() {
  const { tracking } = useLoaderData<typeof loader>();
  usePageTitle('Track your order');
  return (
    <div className="ui-main--narrow">
      <h1>Track your order</h1>
      <Suspense fallback={<LoadingState>Loading your order</LoadingState>}>
        <Tracking answer={tracking} />
      </Suspense>
    </div>
  );
}

function Tracking({ answer }: { answer: Promise<ApiResult<Order>> }) {
  const result = use(answer);
  if (!result.ok) return <Navigate to={paths.contact('order-tracking')} replace />;
  const data = result.data;
  return (
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
