// Moving forward in the checkout (purchase §4): run the save actions of the step being left (the
// list comes from src/domain/steps/checkout), then check the fitting date and the session. The
// calls go through a gateway so the wiring is tested without a network (step-wiring.test.ts).
import { calendarDateKey, checkFittingDate, parseCalendarDateKey, type FittingDateCheck } from '@/domain/dates';
import { checkoutSaveActions } from '@/domain/steps/checkout';
import type { ContactDetails } from '@/domain/contact-details';
import { orderItemsBody, type Choices, type InstallDay } from './checkout-model';
import { startOfMonth } from 'date-fns';
import type { Calendar, CheckoutStepKey, CheckoutType, EvVehicleRequest, LandlordAddressRequest, LandlordOrderItemsRequest, Order, OrderCreate, OrderItemsRequest, OrderUpdate } from '@/api/contract-types';

/** The calls the checkout's steps make. Each throws an Error with the server's message on failure. */
export interface CheckoutGateway {
  /** DELETE /order-items/{quote_id}: a failure is only logged (purchase §8), never thrown. */
  clearOrderItems(quoteId: string): Promise<void>;
  storeOrderItems(body: OrderItemsRequest): Promise<void>;
  /** POST /order with an Idempotency-Key; answers the order. */
  saveOrder(body: OrderCreate): Promise<Order>;
  updateOrder(quoteId: string, body: OrderUpdate): Promise<void>;
  storeLandlordAddress(body: LandlordAddressRequest): Promise<void>;
  storeVehicle(body: EvVehicleRequest): Promise<void>;
  storeLandlordOrderItems(body: LandlordOrderItemsRequest): Promise<void>;
  /** GET /checkout/{type}/session/{product_id}: true while the session is valid. */
  checkSession(type: CheckoutType, productId: number): Promise<boolean>;
  /** GET /calendar for the month starting at `from`. */
  loadCalendar(from: string, type: CheckoutType, postcode: string): Promise<Calendar>;
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
  /** The details the customer submitted on the details step. */
  readonly details: ContactDetails | null;
}

/** Thrown when a save cannot run because the customer has not given what it needs. */
export class StepSaveError extends Error {
  override name = 'StepSaveError';
}

/**
 * Runs the save actions of `step` in order and answers the order as it stands afterwards.
 * The calendar step creates the order; add-ons need an order, so without one the order is
 * created first (decision 161).
 */
export async function saveStep(step: CheckoutStepKey, context: StepContext, gateway: CheckoutGateway): Promise<Order | null> {
  const { type, quoteId, landlord, choices, details } = context;
  let order = context.order;

  const createOrUpdateOrder = async () => {
    if (!context.installDay) throw new StepSaveError('Please choose an install date.');
    order = await gateway.saveOrder({
      quote_id: quoteId,
      fitting_date: context.installDay.date,
      fitting_date_cost: context.installDay.cost,
      product: context.productId,
      step,
    });
  };
  const requireOrder = async () => {
    if (!order) await createOrUpdateOrder();
    return order as Order;
  };
  const requireDetails = () => {
    if (!details) throw new StepSaveError('Please enter your contact details.');
    return details;
  };

  for (const action of checkoutSaveActions(step, { type, landlord })) {
    switch (action) {
      case 'clearAddOns':
        if (order) await gateway.clearOrderItems(quoteId);
        break;
      case 'storeAddOns': {
        // Upgrades before any date: nothing to attach them to yet; the calendar step stores them.
        if (!order && !context.installDay) break;
        const current = await requireOrder();
        await gateway.storeOrderItems(orderItemsBody(type, current.id, choices));
        break;
      }
      case 'createOrUpdateOrder':
        await createOrUpdateOrder();
        break;
      case 'updateOrderDetails': {
        const { customer, comments } = requireDetails();
        if (!('address_line_1' in customer)) throw new StepSaveError('Please enter your address.');
        await gateway.updateOrder(quoteId, { customer, comments: comments ?? null, step });
        break;
      }
      case 'storeLandlordAddress': {
        const { landlord: address } = requireDetails();
        if (address) await gateway.storeLandlordAddress({ quote_id: quoteId, ...address });
        break;
      }
      case 'storeVehicle': {
        const { vehicle } = requireDetails();
        if (!vehicle) throw new StepSaveError('Please enter your vehicle.');
        await gateway.storeVehicle({ quote_id: quoteId, quote_items: vehicle });
        break;
      }
      case 'storeLandlordAddOns': {
        const current = await requireOrder();
        await gateway.storeLandlordOrderItems({ order: current.id, certification: choices.certification });
        break;
      }
    }
  }
  return order;
}

export interface ForwardCheck {
  readonly fittingDate: FittingDateCheck;
  readonly sessionValid: boolean;
  /** The month of availability fetched for the check, to merge into the calendar shown. */
  readonly calendar: Calendar;
}

/**
 * After saving: the fitting date against the earliest allowed date and the calendar as the server
 * answers it now (a day can be booked by someone else meanwhile), and the session.
 */
export async function checkAfterSave(context: StepContext, earliest: Date, gateway: CheckoutGateway): Promise<ForwardCheck> {
  const fittingDate = context.installDay?.date ?? null;
  const day = fittingDate ? parseCalendarDateKey(fittingDate) : null;
  const [calendar, sessionValid] = await Promise.all([
    day && context.postcode ? gateway.loadCalendar(calendarDateKey(startOfMonth(day)), context.type, context.postcode) : Promise.resolve<Calendar>({}),
    gateway.checkSession(context.type, context.productId),
  ]);
  return { fittingDate: checkFittingDate(fittingDate, earliest, calendar), sessionValid, calendar };
}
