// The results popups but save-quote, one chunk loaded when one opens (decisions 560, 953).
import type { CallbackRequest, Product, ResultsResponse } from '@/shared/contract-types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLoad } from '@/api/use-load';
import { halfPriceExample, productFinance } from '@/domain/finance';
import { BIRD_PROOFING_PENCE_PER_PANEL } from '@/domain/constants';
import { countText } from '@/domain/counts';
import { birdProofingCost } from '@/domain/estimates';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useErrorDialog } from '@/ui/error-dialog';
import { PopupDialog, usePopup } from '@/ui/popup';
import { PHONE_DISPLAY, PHONE_HREF, OPENING_HOURS } from '@/ui/shop-contact';
import { paths } from '@/domain/route-manifest';
import type { ProductType } from '@/domain/product-types';
import { CREDIT_BROKER_STATEMENT, RepresentativeExample } from '@/ui/representative-example';
import { FactList, TextList, ProductPrice, chooseProductHref, chooseProductLabel, productFacts, quotedPrice } from '@/ui/product-facts';
import { EXTRAS_NOT_INCLUDED, PROFILES } from '@/domain/product-profiles';
import { pricesIncludeText } from './prices-include';
import { productDetailHref } from './card-display';
import type { LenderLists } from '@/api/lender-lists';
import { checkCallback, requestCallback } from './results-gateway';
import { formatNumber } from '@/domain/number-format';

/** Reviews the business supplies; see decision 125 before publishing. */
const TESTIMONIALS: ReadonlyArray<{ readonly quote: string; readonly name: string; readonly place: string }> = [
  { quote: 'The price on the website was the price we paid, and the engineers left the place spotless.', name: 'Sarah', place: 'Leeds' },
  { quote: 'Booked online on Sunday evening and had hot water again by Wednesday.', name: 'Imran', place: 'Bradford' },
  { quote: 'They explained the finance options clearly and never pushed us to upgrade.', name: 'Gareth', place: 'Cardiff' },
];

export interface ResultsPopupsProps {
  type: ProductType;
  quote: string;
  results: ResultsResponse;
  /** The product of ?product=, when it is still on the list. */
  product: Product | undefined;
  resultCount: number;
  lenders: LenderLists;
  /** The popups without a query value (purchase §2). */
  localPopup: 'help' | 'price-match' | null;
  onCloseLocalPopup: () => void;
}

export default function ResultsPopups(props: ResultsPopupsProps) {
  const popup = usePopup();
  const { localPopup, onCloseLocalPopup } = props;
  return (
    <>
      <NamedPopup {...props} />
      <Dialog open={localPopup === 'help'} onClose={onCloseLocalPopup} title="Need help choosing?">
        <p>
          Our advisers can help you pick the right product. Call <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}.
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            onCloseLocalPopup();
            popup.open('CallbackPopup');
          }}
        >
          Request a callback
        </Button>
      </Dialog>
      <Dialog open={localPopup === 'price-match'} onClose={onCloseLocalPopup} title="Our price promise">
        <p>
          Found the same product and installation cheaper from another installer? Place your order, then send us their written quote or web
          page from your order page and we’ll match the price.
        </p>
      </Dialog>
    </>
  );
}

function NamedPopup(props: ResultsPopupsProps) {
  const popup = usePopup();
  switch (popup.current) {
    case 'ViewResultsPopup':
      return <ViewResultsPopup {...props} />;
    case 'WhatsIncludedPopup':
      return (
        <PopupDialog name="WhatsIncludedPopup" title="What’s included">
          <p>Every price includes VAT, fitting and every charge you must pay:</p>
          <TextList items={PROFILES[props.type].whatsIncluded} />
          <p>{EXTRAS_NOT_INCLUDED}</p>
        </PopupDialog>
      );
    case 'KwExplainedPopup':
      return (
        <PopupDialog name="KwExplainedPopup" title="kW and kWh explained">
          {PROFILES[props.type].kwExplained.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PopupDialog>
      );
    case 'CallbackPopup':
      return <CallbackPopup quote={props.quote} />;
    case 'ProductInfoPopup':
      return <ProductInfoPopup {...props} />;
    case 'FinanceOptionsPopup':
      return <FinanceOptionsPopup {...props} />;
    case 'TestimonialPopup':
      return (
        <PopupDialog name="TestimonialPopup" title="What our customers say">
          <ul className="results-testimonials">
            {TESTIMONIALS.map((review) => (
              <li key={review.name}>
                <blockquote>
                  <p>{review.quote}</p>
                </blockquote>
                <p>
                  {review.name}, {review.place}
                </p>
              </li>
            ))}
          </ul>
        </PopupDialog>
      );
    case 'SidebarPopup':
      return <SidebarPopup {...props} />;
    case 'AddOnPopup':
      return <AddOnPopup {...props} />;
    default:
      return null;
  }
}

function ViewResultsPopup({ type, results, resultCount }: ResultsPopupsProps) {
  const popup = usePopup();
  return (
    <PopupDialog
      name="ViewResultsPopup"
      title="About these results"
      actions={<Button onClick={popup.close}>View {countText(resultCount, 'result')}</Button>}
    >
      <p>
        These are the {PROFILES[type].noun}s that suit the answers you gave us, best sellers first. {pricesIncludeText(type, results.relocation, results.products)} Any
        discount is already taken off.
      </p>
      <p>Sort and filter the list, or change your answers if something has changed.</p>
      <p>
        <Link to={paths.quote(type)}>Change your answers</Link>
      </p>
    </PopupDialog>
  );
}

function ProductInfoPopup({ type, quote, product, results }: ResultsPopupsProps) {
  if (!product) return <MissingProduct name="ProductInfoPopup" title="Product info" />;
  return (
    <PopupDialog name="ProductInfoPopup" title={product.product_title}>
      <ProductPrice type={type} price={quotedPrice(product, results.relocation)} />
      <FactList className="results-popup__facts" facts={productFacts(type, product)} />
      {product.features && product.features.length > 0 && <TextList items={product.features} />}
      <div className="ui-button-group">
        <Link className="ui-button ui-button--primary" to={chooseProductHref(type, quote, product.id)}>
          {chooseProductLabel(type)}
        </Link>
        <Link className="ui-button ui-button--secondary" to={productDetailHref(type, quote, product.id)}>
          Full details
        </Link>
      </div>
    </PopupDialog>
  );
}

function FinanceOptionsPopup({ product, lenders, results }: ResultsPopupsProps) {
  if (!product) return <MissingProduct name="FinanceOptionsPopup" title="Finance options" />;
  const price = quotedPrice(product, results.relocation).now;
  // The plans checkout offers for this product, each with its own example (decision 951).
  const { plans } = productFinance(product.finance_options.map((option) => option.finance_product_id), lenders.v12);
  return (
    <PopupDialog name="FinanceOptionsPopup" title={`Finance options for ${product.product_title}`} wide>
      <p>
        The plans you can apply for on this product, each shown on half the price, {formatPence(price)}, with the other half as a deposit. At
        checkout you choose your plan and your own deposit.
      </p>
      <div className="results-finance-examples">
        {plans.map((plan) => (
          <RepresentativeExample key={plan.pid} example={halfPriceExample(plan, price)} title={plan.name} withBrokerStatement={false} />
        ))}
      </div>
      {lenders.novuna.length > 0 && (
        // No rate here: each of these plans shows its whole example at checkout (decision 310).
        <p>Our other lender, Novuna, also offers plans we set up with you by phone; checkout shows each with its own example.</p>
      )}
      <p>{CREDIT_BROKER_STATEMENT}</p>
    </PopupDialog>
  );
}

function SidebarPopup({ type, results, quote }: ResultsPopupsProps) {
  const items = results.quote.quote_items;
  const rows: Array<readonly [string, string]> = [['Quote reference', quote]];
  if (results.quote.postcode) rows.push(['Postcode', results.quote.postcode]);
  if (items.home_type) rows.push(['Home', items.home_type]);
  if (items.system_type) rows.push(['Current system', items.system_type]);
  if (items.panels) rows.push(['Panels', String(items.panels)]);
  if (items.electricity_usage) rows.push(['Electricity use', `${formatNumber(items.electricity_usage)} kWh a year`]);
  if (results.discount && results.discount.discount_amount > 0) rows.push(['Discount applied', formatPence(results.discount.discount_amount)]);
  return (
    <PopupDialog name="SidebarPopup" title="Your quote">
      <FactList className="results-popup__facts" facts={rows} />
      <p>
        <Link to={paths.quote(type)}>Change your answers</Link>
      </p>
      <p>
        Questions? Call <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}.
      </p>
    </PopupDialog>
  );
}

function AddOnPopup({ type, product }: ResultsPopupsProps) {
  const panels = product?.panels ?? null;
  return (
    <PopupDialog name="AddOnPopup" title="Add-ons">
      <p>You can add these when you {PROFILES[type].sold === 'checkout' ? 'check out' : 'send your enquiry'}:</p>
      <TextList items={PROFILES[type].addOns} />
      {type === 'solar' && panels !== null && (
        <p>
          Bird proofing for this system’s {countText(panels, 'panel')} costs {formatPence(birdProofingCost(panels))} ({formatPence(BIRD_PROOFING_PENCE_PER_PANEL)} a panel).
        </p>
      )}
    </PopupDialog>
  );
}

function MissingProduct({ name, title }: { name: 'ProductInfoPopup' | 'FinanceOptionsPopup'; title: string }) {
  return (
    <PopupDialog name={name} title={title}>
      <p>This product is no longer on your results. Close this window to see the products we can offer.</p>
    </PopupDialog>
  );
}

type CallbackState = 'checking' | 'form' | 'sending' | 'booked';

const loadCallbackForm = () => import('./callback-form');
const CallbackForm = lazy(loadCallbackForm);

/** CallbackPopup: POST /quote/callback/{quote} without a body checks, with one books (decision 019). */
function CallbackPopup({ quote }: { quote: string }) {
  const checked = useLoad(`callback:${quote}`, (signal) => checkCallback(quote, signal));
  // null until the customer acts; a failed check is logged only and the form is offered (purchase §8).
  const [chosenState, setState] = useState<CallbackState | null>(null);
  const state: CallbackState = chosenState ?? (checked === null ? 'checking' : checked.ok && checked.data ? 'booked' : 'form');
  const { showApiError } = useErrorDialog();

  // The form loads while the check runs.
  useEffect(() => void loadCallbackForm(), []);

  async function book(request: CallbackRequest) {
    setState('sending');
    const booked = await requestCallback(quote, request);
    if (booked.ok && booked.data) {
      setState('booked');
      return;
    }
    // quote §8 "Most other API failures": the Error dialog; the form keeps what was typed for another try.
    showApiError(booked.ok ? undefined : booked.message);
    setState('form');
  }

  const checking = <p role="status">Checking…</p>;
  return (
    <PopupDialog name="CallbackPopup" title="Request a callback">
      {state === 'checking' && checking}
      {state === 'booked' && <p role="status">Thank you. One of our advisers will call you about quote {quote}.</p>}
      {(state === 'form' || state === 'sending') && (
        <Suspense fallback={checking}>
          <CallbackForm quote={quote} sending={state === 'sending'} onSubmit={book} />
        </Suspense>
      )}
    </PopupDialog>
  );
}
