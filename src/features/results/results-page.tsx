// /quote/{type}/results[/:quote] (issue 6): priced products with sort and filters in the URL, a first
// page of cards with "Show more products" (decision 132), the save-quote popup, the solar and boiler
// extras, FAQs and the named popups.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { rememberedQuoteRequest } from '@/api/quote-request';
import { SAVE_QUOTE_POPUP_DELAY_MS } from '@/domain/constants';
import { earliestAllowedDate, isCombiConversion } from '@/domain/dates';
import { FINANCE_PRODUCTS, type FinanceProduct } from '@/domain/finance';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { PHONE_DISPLAY, PHONE_HREF, OPENING_HOURS } from '@/ui/contact-details';
import { usePageTitle } from '@/ui/page-title';
import { usePopup, type PopupName } from '@/ui/popup';
import { LoadingState } from '@/ui/progress';
import { PRODUCT_NOUN, exampleFinanceType } from '@/ui/product-facts';
import { CREDIT_BROKER_STATEMENT } from '@/ui/representative-example';
import { PRODUCT_TYPES, isOneOf, paths, type ProductType } from '@/ui/paths';
import { BoilerEfficiency } from './boiler-efficiency';
import { ProductCard } from './product-card';
import { ResultsControls } from './results-controls';
import { SolarOptions } from './solar-options';
import { applyView, brandsOf, hasActiveFilters, indexProducts, paramsWithView, viewFromParams, type ResultsView } from './sort-filter';
import { useLenderLists, useResults, type LenderLists, type ResultsResponse } from './use-results';
import { RESULTS_PAGE_SIZE, pluralNoun, showMoreLabel, showingSummary, visibleCount } from './paging';
import { shouldOfferSaveQuote, rememberSaveQuoteDismissed } from './save-quote';
import './results.css';

const ResultsPopups = lazy(() => import('./results-popups'));

/** The product a product popup is about, next to ?popup= (decision 123). */
export const POPUP_PRODUCT_PARAM = 'product';

export default function ResultsPage() {
  const params = useParams();
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const quote = params.quote;
  const [searchParams] = useSearchParams();

  // No reference in the route (decision 122): this browser's latest quote of the type, else the questionnaire.
  if (!quote) {
    const remembered = rememberedQuoteRequest(type);
    if (!remembered) return <Navigate to={paths.quote(type)} replace />;
    const search = searchParams.toString();
    return <Navigate to={`${paths.results(type, remembered.quoteId)}${search ? `?${search}` : ''}`} replace />;
  }
  return <ResultsLoader key={`${type}/${quote}`} type={type} quote={quote} />;
}

function ResultsLoader({ type, quote }: { type: ProductType; quote: string }) {
  const { load, retry, replaceProducts } = useResults(type, quote);
  // Loaded beside the results, and waited for, so no finance example appears late and moves the cards.
  const lenders = useLenderLists();
  usePageTitle(`Your ${PRODUCT_NOUN[type]} prices`);
  if (load.status === 'no-answers') return <NoAnswers type={type} quote={quote} />;
  if (load.status === 'failed') return <LoadFailed type={type} quote={quote} onRetry={retry} />;
  if (load.status === 'loading' || lenders === null) return <ResultsSkeleton type={type} />;
  if (load.results.status === 'contact') return <Navigate to={paths.contact()} replace />;
  return <Results type={type} quote={quote} results={load.results} lenders={lenders} onProducts={replaceProducts} />;
}

/** Holds the place of the header, the controls and a first page of cards while the prices load (no layout shift). */
function ResultsSkeleton({ type }: { type: ProductType }) {
  return (
    <div className="results" aria-busy="true">
      <div className="results__header">
        <h1>Your {PRODUCT_NOUN[type]} prices</h1>
        <LoadingState>Finding your prices</LoadingState>
        <div className="results-skeleton__actions" />
      </div>
      <div className="results__layout">
        <div className="results-controls results-skeleton__controls" />
        <div className="results__list">
          <div className="results-skeleton__count" />
          <ol className="results__cards" aria-hidden="true">
            {Array.from({ length: RESULTS_PAGE_SIZE }, (_, index) => (
              <li key={index} className="results-card results-skeleton__card" />
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}

function loanTermsOf(lenders: LenderLists): readonly Pick<FinanceProduct, 'pid' | 'apr' | 'type'>[] {
  return [...FINANCE_PRODUCTS, ...lenders.v12, ...lenders.novuna];
}

interface ResultsProps {
  type: ProductType;
  quote: string;
  results: ResultsResponse;
  lenders: LenderLists;
  onProducts: (products: ResultsResponse['products']) => void;
}

function Results({ type, quote, results, lenders, onProducts }: ResultsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const popup = usePopup();
  const [localPopup, setLocalPopup] = useState<'help' | 'price-match' | null>(null);
  const noun = PRODUCT_NOUN[type];

  // The view is read from the URL; its string form keys the memo so unrelated params (popup) do not re-sort.
  const viewKey = paramsWithView(new URLSearchParams(), viewFromParams(searchParams)).toString();
  const view = useMemo(() => viewFromParams(new URLSearchParams(viewKey)), [viewKey]);
  const setView = useCallback(
    (next: ResultsView) => setSearchParams((current) => paramsWithView(current, next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  const loanTerms = useMemo(() => loanTermsOf(lenders), [lenders]);
  const indexed = useMemo(() => indexProducts(results.products, loanTerms), [results.products, loanTerms]);
  const shown = useMemo(() => applyView(indexed, view), [indexed, view]);
  const brands = useMemo(() => brandsOf(results.products), [results.products]);

  // A first page of cards; a new sort or filter starts again from the first page.
  const [paging, setPaging] = useState({ viewKey, pages: 1 });
  const pagesShown = paging.viewKey === viewKey ? paging.pages : 1;
  const visible = visibleCount(pagesShown, shown.length);
  const cardList = useRef<HTMLOListElement>(null);
  const focusCardAt = useRef<number | null>(null);
  const showMore = () => {
    focusCardAt.current = visible;
    setPaging({ viewKey, pages: pagesShown + 1 });
  };
  // Keyboard and screen reader users continue at the first card that appeared.
  useEffect(() => {
    const index = focusCardAt.current;
    if (index === null) return;
    focusCardAt.current = null;
    cardList.current?.children[index]?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [visible]);

  // Facts that do not change with the view, worked out once per product list.
  const perProduct = useMemo(() => {
    const now = new Date();
    const combi = isCombiConversion({ systemType: results.quote.quote_items.system_type, convertToCombi: results.quote.quote_items.convert_to_combi });
    return new Map(
      results.products.map((product) => [
        product.id,
        {
          nextAvailable: earliestAllowedDate(now, combi, { productDelayDays: product.delay_days, nextAvailableDays: results.next_available, context: 'results' }),
          financeType: exampleFinanceType(product.finance_options.map((option) => option.finance_product_id), loanTerms),
        },
      ]),
    );
  }, [results.products, results.quote.quote_items, results.next_available, loanTerms]);

  // Cards are memoised: give them one callback for the page's lifetime.
  const openRef = useRef(popup.open);
  openRef.current = popup.open;
  const openProductPopup = useCallback((name: PopupName, productId: number) => openRef.current(name, { [POPUP_PRODUCT_PARAM]: String(productId) }), []);

  useSaveQuotePopup(results, quote, popup);

  const popupProductId = Number(searchParams.get(POPUP_PRODUCT_PARAM));
  const popupProduct = results.products.find((product) => product.id === popupProductId);
  const filtered = hasActiveFilters(view);

  return (
    <div className="results">
      <div className="results__header">
        <h1>Your {noun} prices</h1>
        <p>
          Quote reference <strong>{quote}</strong>. Fixed prices including VAT and installation
          {results.relocation > 0 ? ', and moving your boiler' : ''}.
        </p>
        {results.discount && results.discount.discount_amount > 0 && (
          <p className="ui-notice">
            Your discount of <strong>{formatPence(results.discount.discount_amount)}</strong> is already taken off these prices.
          </p>
        )}
        <ul className="results__actions" aria-label="About your quote">
          <li><Button variant="link" onClick={() => popup.open('SidebarPopup')}>Your quote</Button></li>
          <li><Button variant="link" onClick={() => popup.open('ViewResultsPopup')}>About these results</Button></li>
          <li><Button variant="link" onClick={() => popup.open('WhatsIncludedPopup')}>What’s included</Button></li>
          <li><Button variant="link" onClick={() => popup.open('KwExplainedPopup')}>kW explained</Button></li>
          <li><Button variant="link" onClick={() => popup.open('TestimonialPopup')}>Customer reviews</Button></li>
          <li><Button variant="link" onClick={() => setLocalPopup('price-match')}>Price promise</Button></li>
          <li><Button variant="link" onClick={() => setLocalPopup('help')}>Need help?</Button></li>
          <li><Button variant="link" onClick={() => popup.open('CallbackPopup')}>Request a callback</Button></li>
        </ul>
      </div>

      {type === 'boiler' && <BoilerEfficiency quoteItems={results.quote.quote_items} />}
      {type === 'solar' && <SolarOptions quote={results.quote} products={results.products} onProducts={onProducts} />}

      {results.products.length === 0 ? (
        <NoProducts type={type} onCallback={() => popup.open('CallbackPopup')} />
      ) : (
        <div className="results__layout">
          <ResultsControls type={type} view={view} brands={brands} onChange={setView} />
          <section className="results__list" aria-labelledby="results-count">
            <h2 id="results-count" className="results__count">
              {shown.length} {shown.length === 1 ? noun : pluralNoun(noun)}
              {filtered ? ` of ${results.products.length}` : ''}
            </h2>
            <p className="results__showing" role="status">
              {showingSummary(visible, shown.length, noun)}
            </p>
            <p className="results__broker">{CREDIT_BROKER_STATEMENT} Finance examples are on half the price, with the rest paid as a deposit.</p>
            {shown.length === 0 ? (
              <div className="ui-notice" role="status">
                <p>No {pluralNoun(noun)} match the filters you chose.</p>
                <Button variant="secondary" onClick={() => setView({ ...view, filters: new Set(), brands: new Set() })}>
                  Clear filters
                </Button>
              </div>
            ) : (
              <ol className="results__cards" ref={cardList}>
                {shown.slice(0, visible).map(({ product }) => {
                  const facts = perProduct.get(product.id)!;
                  return (
                    <ProductCard
                      key={product.id}
                      type={type}
                      product={product}
                      quote={quote}
                      nextAvailable={facts.nextAvailable}
                      financeType={facts.financeType}
                      onPopup={openProductPopup}
                    />
                  );
                })}
              </ol>
            )}
            {visible < shown.length && (
              <Button variant="secondary" className="results__more" onClick={showMore}>
                {showMoreLabel(shown.length - visible)}
              </Button>
            )}
          </section>
        </div>
      )}

      {results.questions.length > 0 && (
        <section className="results__faqs" aria-labelledby="results-faqs">
          <h2 id="results-faqs">Questions customers ask</h2>
          {results.questions.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}

      {(popup.current !== null || localPopup !== null) && (
        <Suspense fallback={null}>
          <ResultsPopups
            type={type}
            quote={quote}
            results={results}
            product={popupProduct}
            resultCount={shown.length}
            lenders={lenders}
            onDismissSaveQuote={() => rememberSaveQuoteDismissed(quote)}
            localPopup={localPopup}
            onCloseLocalPopup={() => setLocalPopup(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** quote §4: the save-quote popup 300 ms after the products show, unless dismissed or already saved. */
function useSaveQuotePopup(results: ResultsResponse, quote: string, popup: ReturnType<typeof usePopup>) {
  const offered = useRef(false);
  const openRef = useRef(popup.open);
  openRef.current = popup.open;
  const somePopupOpen = popup.current !== null;
  const somePopupOpenRef = useRef(somePopupOpen);
  somePopupOpenRef.current = somePopupOpen;

  useEffect(() => {
    if (offered.current || !shouldOfferSaveQuote({ quote, isSaved: results.is_saved, forceSave: results.force_save })) return;
    const timer = setTimeout(() => {
      offered.current = true;
      // Never stack it on a popup the customer opened themselves.
      if (!somePopupOpenRef.current) openRef.current('SaveQuotePopup');
    }, SAVE_QUOTE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [quote, results.is_saved, results.force_save]);

  // Closing it any way (button, ×, Escape, Back) counts as dismissing it.
  const currentPopup = popup.current;
  const previous = useRef(currentPopup);
  useEffect(() => {
    if (previous.current === 'SaveQuotePopup' && currentPopup !== 'SaveQuotePopup') rememberSaveQuoteDismissed(quote);
    previous.current = currentPopup;
  }, [currentPopup, quote]);
}

function NoProducts({ type, onCallback }: { type: ProductType; onCallback: () => void }) {
  return (
    <div className="ui-notice" role="status">
      <h2>We couldn’t find a {PRODUCT_NOUN[type]} for your home online</h2>
      <p>Some homes need a quick chat first. Our advisers can price it for you.</p>
      <div className="ui-button-group">
        <Button onClick={onCallback}>Request a callback</Button>
        <Link className="ui-button ui-button--secondary" to={paths.quote(type)}>
          Change your answers
        </Link>
      </div>
      <p>
        Or call <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}.
      </p>
    </div>
  );
}

function NoAnswers({ type, quote }: { type: ProductType; quote: string | undefined }) {
  return (
    <div className="ui-main--narrow">
      <h1>Your {PRODUCT_NOUN[type]} prices</h1>
      {quote && (
        <p>
          Quote reference <strong>{quote}</strong>.
        </p>
      )}
      <p>We work out your prices from your answers, and they are not saved in this browser. Answer the questions again to see your prices: it takes about two minutes.</p>
      <p>
        <Link className="ui-button ui-button--primary" to={paths.quote(type)}>
          Get my prices
        </Link>
      </p>
      <p>
        Or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}
        {quote ? `, and give your quote reference ${quote}` : ''}.
      </p>
    </div>
  );
}

function LoadFailed({ type, quote, onRetry }: { type: ProductType; quote: string | undefined; onRetry: () => void }) {
  return (
    <div className="ui-main--narrow">
      <h1>We couldn’t load your prices</h1>
      <p>Something went wrong on our side. Your answers are safe: please try again.</p>
      <div className="ui-button-group">
        <Button onClick={onRetry}>Try again</Button>
        <Link className="ui-button ui-button--secondary" to={paths.quote(type)}>
          Check your answers
        </Link>
      </div>
      <p>
        Or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>, {OPENING_HOURS}
        {quote ? `, and give your quote reference ${quote}` : ''}.
      </p>
    </div>
  );
}
