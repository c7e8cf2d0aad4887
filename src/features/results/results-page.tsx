// /quote/{type}/results[/:quote]: priced products, sorted and filtered in the URL (decision 132), and their popups.
import type { ResultsResponse } from '@/shared/contract-types';
import { isBefore, startOfToday } from 'date-fns';
import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, Navigate, useLoaderData, useLocation, useNavigate, useNavigation, useParams, useRevalidator, useSearchParams } from 'react-router-dom';
import type { ApiResult } from '@/api/call';
import type { LenderLists } from '@/api/lender-lists';
import { rememberedQuoteRequest } from '@/shared/remembered/quote-request';
import { formatDisplayDate } from '@/domain/dates';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { PhoneFold } from '@/ui/phone-fold';
import { PHONE_DISPLAY, PHONE_HREF, OPENING_HOURS } from '@/ui/shop-contact';
import { usePageTitle } from '@/ui/page-title';
import { usePopup, type PopupName } from '@/ui/popup';
import { LoadingState } from '@/ui/loading-state';
import { PROFILES } from '@/domain/product-profiles';
import { parseProductId, paths, PRODUCT_QUERY } from '@/domain/route-manifest';
import { PRODUCT_TYPES, isOneOf, type ProductType } from '@/domain/product-types';
import { BoilerEfficiency, type CurrentBoiler } from './boiler-efficiency';
import { cardDisplayLookup } from './card-display';
import { pricesIncludeText } from './prices-include';
import { QuoteProblem } from './quote-problem';
import { RESULTS_PAGE_SIZE } from './paging';
import { ResultsListing } from './results-listing';
import { applyView, indexProducts, paramsWithView, viewFromParams, viewKeyOf, type ResultsView } from './sort-filter';
import type { LoadedResults, SavedQuoteFacts } from './results-gateway';
import type { loader } from './results-loader';
import { useSaveQuoteOffer } from './save-quote-offer';
import './results.css';

const ResultsPopups = lazy(() => import('./results-popups'));
const loadSaveQuotePopup = () => import('./save-quote-popup');
const SaveQuotePopup = lazy(loadSaveQuotePopup);
// Solar results alone show them: loaded beside the solar prices, which wait for them (decision 560).
const loadSolarOptions = () => import('./solar-options');
const SolarOptions = lazy(() => loadSolarOptions().then((options) => ({ default: options.SolarOptions })));
// Pages of a quote that cannot be shown as priced: rare, so not in the results page's first load.
const QuoteNotFound = lazy(() => import('./quote-state-pages').then((pages) => ({ default: pages.QuoteNotFound })));
const ExpiredQuote = lazy(() => import('./quote-state-pages').then((pages) => ({ default: pages.ExpiredQuote })));

export default function ResultsPage() {
  const params = useParams();
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  // The loader has sent an address without a reference on (decision 122).
  const quote = params.quote ?? '';
  const loaded = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<ResultsSkeleton type={type} quote={quote} />}>
      <ResultsLoader key={`${type}/${quote}`} type={type} quote={quote} {...loaded} />
    </Suspense>
  );
}

type ResultsLoad =
  | { readonly status: 'ready'; readonly results: ResultsResponse; readonly saved: SavedQuoteFacts | null }
  | { readonly status: 'expired'; readonly saved: SavedQuoteFacts }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

function loadOf(result: ApiResult<LoadedResults>): ResultsLoad {
  if (!result.ok) return result.status === 404 ? { status: 'not-found' } : { status: 'failed' };
  const { results, saved } = result.data;
  return saved?.expired ? { status: 'expired', saved } : { status: 'ready', results, saved };
}

type ResultsLoaderProps = { type: ProductType; quote: string } & Exclude<ReturnType<typeof loader>, Response>;

function ResultsLoader({ type, quote, results, lenders: lenderLists }: ResultsLoaderProps) {
  const load = loadOf(use(results));
  // Loaded beside the results, and waited for, so no finance example appears late and moves the cards.
  const lenders = use(lenderLists);
  const { revalidate } = useRevalidator();
  const reload = () => void revalidate();
  useEffect(() => {
    if (type === 'solar') void loadSolarOptions();
  }, [type]);
  usePageTitle(load.status === 'not-found' ? 'Quote not found' : `Your ${PROFILES[type].noun} prices`);
  if (load.status === 'failed') return <LoadFailed type={type} quote={quote} onRetry={reload} />;
  if (load.status === 'ready' && load.results.status === 'contact') return <Navigate to={paths.contact()} replace />;
  return (
    <Suspense fallback={<ResultsSkeleton type={type} quote={quote} />}>
      {load.status === 'not-found' && <QuoteNotFound type={type} quote={quote} />}
      {load.status === 'expired' && <ExpiredQuote type={type} quote={quote} saved={load.saved} onRepriced={reload} />}
      {load.status === 'ready' && <Results type={type} quote={quote} loaded={load.results} saved={load.saved} lenders={lenders} />}
    </Suspense>
  );
}

/** Holds the place of the header, controls and first cards while the prices load, so nothing shifts. */
function ResultsSkeleton({ type, quote }: { type: ProductType; quote: string }) {
  usePageTitle(`Your ${PROFILES[type].noun} prices`);
  const currentBoiler = useMemo(() => currentBoilerAnswered(type, quote), [type, quote]);
  return (
    <div className="results" aria-busy="true">
      <div className="results__header">
        <h1>Your {PROFILES[type].noun} prices</h1>
        <LoadingState>Finding your prices</LoadingState>
        <div className="results-skeleton__actions" />
      </div>
      {currentBoiler && <BoilerEfficiency {...currentBoiler} />}
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

/** The boiler answers this browser posts for the quote, if it remembers them. */
function currentBoilerAnswered(type: ProductType, quote: string): CurrentBoiler | null {
  const answers = type === 'boiler' ? rememberedQuoteRequest(type, quote)?.body : undefined;
  return answers?.quoteType === 'boiler' ? { boilerAge: answers.boilerAge, homeType: answers.homeType } : null;
}

interface ResultsProps {
  type: ProductType;
  quote: string;
  loaded: ResultsResponse;
  saved: SavedQuoteFacts | null;
  lenders: LenderLists;
}

function Results({ type, quote, loaded, saved, lenders }: ResultsProps) {
  // Solar re-pricing's products, until the loader answers again.
  const [repriced, setRepriced] = useState<{ of: ResultsResponse; products: ResultsResponse['products'] } | null>(null);
  const results = repriced?.of === loaded ? { ...loaded, products: repriced.products } : loaded;
  const [searchParams, setSearchParams] = useSearchParams();
  const popup = usePopup();
  const [localPopup, setLocalPopup] = useState<'help' | 'price-match' | null>(null);

  // The view in the URL, as a string, so unrelated parameters (popup) change nothing below.
  const urlViewKey = viewKeyOf(viewFromParams(searchParams));
  const setSearchParamsRef = useRef(setSearchParams);
  setSearchParamsRef.current = setSearchParams;
  // The listing writes the view when idle: by then a navigation the customer started may be under way,
  // which the write would cancel or overwrite, so it writes only on the address this page shows (decision 410).
  const { pathname, search } = useLocation();
  const leaving = useRef(false);
  leaving.current = useNavigation().state !== 'idle';
  const shownAddress = useRef('');
  useEffect(() => {
    shownAddress.current = `${pathname}${search}`;
  }, [pathname, search]);
  const writeView = useCallback((next: ResultsView) => {
    if (leaving.current || `${window.location.pathname}${window.location.search}` !== shownAddress.current) return;
    setSearchParamsRef.current((current) => paramsWithView(current, next), { replace: true, preventScrollReset: true });
  }, []);

  // V12's terms for the codes the fixed finance table lacks (decision 951).
  const lenderTerms = lenders.v12;
  // The cards' dates and the next-day filter ask the one rule, with the same moment and quote.
  const installContext = useMemo(
    () => ({ now: new Date(), install: { quoteItems: results.quote.quote_items, nextAvailableDays: results.next_available } }),
    [results.quote.quote_items, results.next_available],
  );
  const indexed = useMemo(() => indexProducts(results.products, lenderTerms, installContext), [results.products, lenderTerms, installContext]);
  const displayOf = useMemo(
    () =>
      cardDisplayLookup({
        type,
        quote,
        ...installContext,
        lenderTerms,
        relocation: results.relocation,
      }),
    [type, quote, installContext, lenderTerms, results.relocation],
  );
  // The popups name how many products the view in the URL shows.
  const resultCount = useMemo(() => applyView(indexed, viewFromParams(new URLSearchParams(urlViewKey))).length, [indexed, urlViewKey]);

  // Cards are memoised: give them one callback for the page's lifetime.
  const openRef = useRef(popup.open);
  openRef.current = popup.open;
  const openProductPopup = useCallback((name: PopupName, productId: number) => openRef.current(name, { [PRODUCT_QUERY]: String(productId) }), []);
  const followLink = useFollowLink();

  // Saved from the popup: the server says is_saved only on the next load.
  const [savedHere, setSavedHere] = useState(false);
  const isSaved = results.is_saved || savedHere;
  const hasProducts = results.products.length > 0;
  // The contract's `questions` here are FAQs, not questionnaire questions.
  const faqs = results.questions;
  const saveQuoteOffer = useSaveQuoteOffer({ quote, isSaved, forceSave: results.force_save && !savedHere, hasProducts }, popup, loadSaveQuotePopup);

  // The product a product popup is about, next to ?popup= (decision 953).
  const popupProductId = parseProductId(searchParams.get(PRODUCT_QUERY));
  const popupProduct = results.products.find((product) => product.id === popupProductId);

  return (
    <div className="results">
      <div className="results__header">
        <h1>Your {PROFILES[type].noun} prices</h1>
        <p>
          Quote reference <strong>{quote}</strong>. {pricesIncludeText(type, results.relocation, results.products)}{' '}
          <PricesHold pricedAt={saved?.pricedAt ?? null} validUntil={results.valid_until ?? null} />
        </p>
        {results.discount && results.discount.discount_amount > 0 && (
          <p className="ui-notice">
            Your discount of <strong>{formatPence(results.discount.discount_amount)}</strong> is already taken off these prices.
          </p>
        )}
        <PhoneFold label="Quote details and help" className="results__actions-fold">
          <ul className="results__actions" aria-label="About your quote">
            {!isSaved && hasProducts && <li><Button variant="link" onClick={() => popup.open('SaveQuotePopup')}>Save your quote</Button></li>}
            <li><Button variant="link" onClick={() => popup.open('SidebarPopup')}>Your quote</Button></li>
            <li><Button variant="link" onClick={() => popup.open('ViewResultsPopup')}>About these results</Button></li>
            <li><Button variant="link" onClick={() => popup.open('WhatsIncludedPopup')}>What’s included</Button></li>
            <li><Button variant="link" onClick={() => popup.open('KwExplainedPopup')}>kW explained</Button></li>
            <li><Button variant="link" onClick={() => popup.open('TestimonialPopup')}>Customer reviews</Button></li>
            <li><Button variant="link" onClick={() => setLocalPopup('price-match')}>Price promise</Button></li>
            <li><Button variant="link" onClick={() => setLocalPopup('help')}>Need help?</Button></li>
            <li><Button variant="link" onClick={() => popup.open('CallbackPopup')}>Request a callback</Button></li>
          </ul>
        </PhoneFold>
      </div>

      {type === 'boiler' && <BoilerEfficiency boilerAge={results.quote.quote_items.boiler_age} homeType={results.quote.quote_items.home_type} />}
      {type === 'solar' && <SolarOptions quote={results.quote} products={results.products} onProducts={(products) => setRepriced({ of: loaded, products })} />}

      {results.products.length === 0 ? (
        <NoProducts type={type} onCallback={() => popup.open('CallbackPopup')} />
      ) : (
        <ResultsListing
          type={type}
          indexed={indexed}
          urlViewKey={urlViewKey}
          onViewChange={writeView}
          displayOf={displayOf}
          onPopup={openProductPopup}
          onFollowLink={followLink}
          afterFirstCard={saveQuoteOffer}
        />
      )}

      {faqs.length > 0 && (
        <section className="results__faqs" aria-labelledby="results-faqs">
          <h2 id="results-faqs">Questions customers ask</h2>
          {faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}

      {popup.current === 'SaveQuotePopup' && (
        <Suspense fallback={null}>
          <SaveQuotePopup type={type} quote={quote} onQuoteSaved={() => setSavedHere(true)} />
        </Suspense>
      )}
      {((popup.current !== null && popup.current !== 'SaveQuotePopup') || localPopup !== null) && (
        <Suspense fallback={null}>
          <ResultsPopups
            type={type}
            quote={quote}
            results={results}
            product={popupProduct}
            resultCount={resultCount}
            lenders={lenders}
            localPopup={localPopup}
            onCloseLocalPopup={() => setLocalPopup(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The cards' plain anchors navigate like a router <Link>, without subscribing every card to the location. */
function useFollowLink() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateRef.current(event.currentTarget.getAttribute('href') ?? '/');
  }, []);
}

function NoProducts({ type, onCallback }: { type: ProductType; onCallback: () => void }) {
  return (
    <div className="ui-notice" role="status">
      <h2>We couldn’t find a {PROFILES[type].noun} for your home online</h2>
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

/** Until when the server says the prices hold, inside the sentence so the first price stays on a phone's first screen (decisions 533, 955). */
function PricesHold({ pricedAt, validUntil }: { pricedAt: string | null; validUntil: string | null }) {
  if (validUntil === null) return null;
  const pricedBefore = pricedAt === null ? null : new Date(pricedAt);
  return (
    <span className="results__validity">
      {pricedBefore && isBefore(pricedBefore, startOfToday()) && `Priced on ${formatDisplayDate(pricedBefore)}. `}These prices hold until {formatDisplayDate(new Date(validUntil))}.
    </span>
  );
}

function LoadFailed({ type, quote, onRetry }: { type: ProductType; quote: string; onRetry: () => void }) {
  return (
    <QuoteProblem title="We couldn’t load your prices" quote={quote}>
      <p>Something went wrong on our side. Your answers are safe: please try again.</p>
      <div className="ui-button-group">
        <Button onClick={onRetry}>Try again</Button>
        <Link className="ui-button ui-button--secondary" to={paths.quote(type)}>
          Check your answers
        </Link>
      </div>
    </QuoteProblem>
  );
}
