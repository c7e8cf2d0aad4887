// A forward move's saves (the actions src/domain/steps/checkout lists), then the date and session checks (purchase §4),
// through a gateway so they are tested without a network.
import type { ApiFailure, ApiResult } from '@/api/call';
import { calendarDateKey, checkFittingDate, earliestInstallDay, parseCalendarDateKey, type InstallDayInput } from '@/domain/dates';
import { checkoutSaveActions, type CheckoutSaveAction, type ForwardCheck as DateAndSessionCheck } from '@/domain/steps/checkout';
import type { ContactDetails } from '@/domain/contact-details';
import type { InstallDay } from '@/domain/steps/checkout';
import { orderItemsBody, type Choices } from './checkout-choices';
import { startOfMonth } from 'date-fns';
import type { Calendar, CheckoutStepKey, CheckoutType, EvVehicleRequest, LandlordAddressRequest, LandlordOrderItemsRequest, Order, OrderCreate, OrderItemsRequest, OrderUpdate } from '@/shared/contract-types';

/** The calls the checkout's steps make, each answering an ApiResult (src/api/call.ts). */
export interface CheckoutGateway {
  /** DELETE /order-items/{quote_id}: a failure is only logged (purchase §8), so there is no result. */
  clearOrderItems(quoteId: string): Promise<void>;
  storeOrderItems(body: OrderItemsRequest): Promise<ApiResult<void>>;
  /** POST /order with an Idempotency-Key; answers the order. */
  saveOrder(body: OrderCreate): Promise<ApiResult<Order>>;
  updateOrder(quoteId: string, body: OrderUpdate): Promise<ApiResult<void>>;
  storeLandlordAddress(body: LandlordAddressRequest): Promise<ApiResult<void>>;
  storeVehicle(body: EvVehicleRequest): Promise<ApiResult<void>>;
  storeLandlordOrderItems(body: LandlordOrderItemsRequest): Promise<ApiResult<void>>;
  /** GET /checkout/{type}/session/{product_id}: true while the session is valid. */
  checkSession(type: CheckoutType, productId: number): Promise<ApiResult<boolean>>;
  /** GET /calendar for the month starting at `from`. */
  loadCalendar(from: string, type: CheckoutType, postcode: string): Promise<ApiResult<Calendar>>;
}

export interface StepContext {
  readonly type: CheckoutType;
  readonly quoteId: string;
  readonly productId: number;
  readonly postcode: string | null;
  readonly order: Order | null;
  readonly landlord: boolean;
  readonly choices: Choices;
  readonly installDay: InstallDay | null;
  /** What the earliest install day depends on besides the clock (installDayInput). */
  readonly install: InstallDayInput;
  /** The details the Contact details form submitted (that step's save alone sends them). */
  readonly details: ContactDetails | null;
}

/** The status of a save that cannot run because the customer has not given what it needs (nothing was sent). */
export const NOT_READY_STATUS = 400;
const notReady = (message: string): ApiFailure => ({ ok: false, status: NOT_READY_STATUS, message });
const failed = (result: ApiResult<unknown>): ApiFailure | null => (result.ok ? null : result);

/** Runs the save actions of `step` in order and answers the order as it stands afterwards (decision 161). */
export async function saveStep(step: CheckoutStepKey, context: StepContext, gateway: CheckoutGateway): Promise<ApiResult<Order | null>> {
  const { type, quoteId, landlord, choices, details } = context;
  let order = context.order;

  const createOrUpdateOrder = async (): Promise<ApiFailure | null> => {
    if (!context.installDay) return notReady('Please choose an install date.');
    const saved = await gateway.saveOrder({
      quote_id: quoteId,
      fitting_date: context.installDay.date,
      fitting_date_cost: context.installDay.cost,
      product: context.productId,
      step,
    });
    if (!saved.ok) return saved;
    order = saved.data;
    return null;
  };
  /** The order add-ons belong to: created first when there is none yet (decision 161). */
  const withOrder = async (save: (current: Order) => Promise<ApiResult<void>>): Promise<ApiFailure | null> => {
    const creation = order ? null : await createOrUpdateOrder();
    return creation ?? (order ? failed(await save(order)) : notReady('Please choose an install date.'));
  };

  const run = async (action: CheckoutSaveAction): Promise<ApiFailure | null> => {
    switch (action) {
      case 'clearAddOns':
        if (order) await gateway.clearOrderItems(quoteId);
        return null;
      case 'storeAddOns':
        // Upgrades before any date: nothing to attach them to yet; the calendar step stores them.
        if (!order && !context.installDay) return null;
        return withOrder((current) => gateway.storeOrderItems(orderItemsBody(type, current.id, choices)));
      case 'createOrUpdateOrder':
        return createOrUpdateOrder();
      case 'updateOrderDetails': {
        if (!details) return notReady('Please enter your contact details.');
        const { customer, comments } = details;
        if (!('address_line_1' in customer)) return notReady('Please enter your address.');
        return failed(await gateway.updateOrder(quoteId, { customer, comments: comments ?? null, step }));
      }
      case 'storeLandlordAddress': {
        if (!details) return notReady('Please enter your contact details.');
        return details.landlord ? failed(await gateway.storeLandlordAddress({ quote_id: quoteId, ...details.landlord })) : null;
      }
      case 'storeVehicle': {
        if (!details) return notReady('Please enter your contact details.');
        if (!details.vehicle) return notReady('Please enter your vehicle.');
        return failed(await gateway.storeVehicle({ quote_id: quoteId, quote_items: details.vehicle }));
      }
      case 'storeLandlordAddOns':
        return withOrder((current) => gateway.storeLandlordOrderItems({ order: current.id, certification: choices.certification }));
    }
  };

  for (const action of checkoutSaveActions(step, { type, landlord })) {
    const failure = await run(action);
    if (failure) return failure;
  }
  return { ok: true, data: order };
}

export interface ForwardCheck extends DateAndSessionCheck {
  /** The month of availability fetched for the check, to merge into the calendar shown. */
  readonly calendar: Calendar;
}

/** The clock a check reads, replaceable in tests. */
export type Clock = () => Date;

/** After saving (purchase §4): the date against the earliest day at this moment and today's calendar (a day may be booked), and the session. */
export async function checkAfterSave(context: StepContext, clock: Clock, gateway: CheckoutGateway): Promise<ApiResult<ForwardCheck>> {
  const fittingDate = context.installDay?.date ?? null;
  const day = fittingDate ? parseCalendarDateKey(fittingDate) : null;
  const [calendar, session] = await Promise.all([
    day && context.postcode ? gateway.loadCalendar(calendarDateKey(startOfMonth(day)), context.type, context.postcode) : Promise.resolve<ApiResult<Calendar>>({ ok: true, data: {} }),
    gateway.checkSession(context.type, context.productId),
  ]);
  if (!calendar.ok) return calendar;
  if (!session.ok) return session;
  const earliest = earliestInstallDay(clock(), context.install);
  return { ok: true, data: { fittingDate: checkFittingDate(fittingDate, earliest, calendar.data), sessionValid: session.data, calendar: calendar.data } };
}
