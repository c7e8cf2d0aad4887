// The sort and filter controls and the list of cards, painted within a sort's budget (decisions 132, 135, 410).
import { countText, pluralOf } from '@/domain/counts';
import { Fragment, memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { afterNextPaint } from '@/ui/after-next-paint';
import { Button } from '@/ui/button';
import { CREDIT_BROKER_STATEMENT } from '@/ui/representative-example';
import type { PopupName } from '@/ui/popup';
import type { ProductType } from '@/domain/product-types';
import { PROFILES } from '@/domain/product-profiles';
import type { CardDisplayOf } from './card-display';
import { ProductCard } from './product-card';
import { ResultsControls, type ViewChange } from './results-controls';
import { showMoreLabel, showingSummary, visibleCount } from './paging';
import { applyView, brandsOf, viewFromParams, viewKeyOf, type IndexedProduct, type ResultsView } from './sort-filter';

interface ResultsListingProps {
  type: ProductType;
  indexed: readonly IndexedProduct[];
  /** The view in the URL, as viewKeyOf gives it. */
  urlViewKey: string;
  /** Stable for the page's lifetime, as are the other callbacks. */
  onViewChange: (view: ResultsView) => void;
  displayOf: CardDisplayOf;
  onPopup: (name: PopupName, productId: number) => void;
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>) => void;
  afterFirstCard?: ReactNode;
}

/** `value` as it was when the last frame was painted: it follows a change once that change is on screen. */
function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    return afterNextPaint(() => setPainted(value));
  }, [value, painted]);
  return painted;
}

/** The product cards of the list, by position: the save-quote offer between them is not one. */
function cardsOf(list: HTMLOListElement): Element[] {
  return Array.from(list.querySelectorAll(':scope > [data-product-id]'));
}

/** The list, and the positions of the cards content-visibility skips (none where the browser has no such event). */
function useCardList() {
  const list = useRef<HTMLOListElement | null>(null);
  const skipped = useRef(new Set<number>());
  const listRef = useCallback((element: HTMLOListElement | null) => {
    list.current = element;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const position = cardsOf(element).indexOf(event.target as Element);
      if (position < 0) return;
      if ((event as ContentVisibilityAutoStateChangeEvent).skipped) skipped.current.add(position);
      else skipped.current.delete(position);
    };
    element.addEventListener('contentvisibilityautostatechange', onStateChange);
    return () => {
      element.removeEventListener('contentvisibilityautostatechange', onStateChange);
      skipped.current.clear();
      list.current = null;
    };
  }, []);
  return { list, listRef, skipped };
}

/** How many cards a newly mounted page of cards starts with (about a phone's screen and a half). */
const FIRST_CARDS = 3;

function ResultsListingView({ type, indexed, urlViewKey, onViewChange, displayOf, onPopup, onFollowLink, afterFirstCard }: ResultsListingProps) {
  const noun = PROFILES[type].noun;
  const brands = useMemo(() => brandsOf(indexed.map((item) => item.product)), [indexed]);
  const [viewKey, setViewKey] = useState(urlViewKey);
  // The view this page last wrote to the URL: its arrival is this page's own write landing, not a move.
  const [writtenKey, setWrittenKey] = useState<string | null>(null);
  const written = useRef<string | null>(null);
  // The URL changed by itself (Back, a link): follow it.
  const [followedUrlKey, setFollowedUrlKey] = useState(urlViewKey);
  if (followedUrlKey !== urlViewKey) {
    setFollowedUrlKey(urlViewKey);
    if (urlViewKey !== writtenKey) setViewKey(urlViewKey);
  }
  const view = useMemo(() => viewFromParams(new URLSearchParams(viewKey)), [viewKey]);
  // Several changes before the browser is idle write the URL once, with the last view.
  const urlWrite = useRef<{ view: ResultsView; cancel: (() => void) | null }>({ view: view, cancel: null });
  const setView = useCallback(
    (next: ResultsView) => {
      setViewKey(viewKeyOf(next));
      const pending = urlWrite.current;
      pending.view = next;
      pending.cancel ??= afterNextPaint(
        () => {
          pending.cancel = null;
          written.current = viewKeyOf(pending.view);
          setWrittenKey(written.current);
          onViewChange(pending.view);
        },
        { whenIdle: true },
      );
    },
    [onViewChange],
  );
  // The controls' callbacks live as long as the page: they apply a change to the view shown now.
  const shownView = useRef(view);
  useLayoutEffect(() => {
    shownView.current = view;
  }, [view]);
  const changeView = useCallback((change: ViewChange) => setView(change(shownView.current)), [setView]);
  // The URL changed by itself (Back) before a write was made: the write would undo it. Leaving the
  // page drops it too (it would land on the next page's URL). An earlier write of this page landing
  // while a newer change waits (a filter ticked, then "Clear filters") is no such move: the newer
  // write stands.
  useEffect(() => {
    if (urlViewKey === written.current) return;
    urlWrite.current.cancel?.();
    urlWrite.current.cancel = null;
  }, [urlViewKey]);
  useEffect(() => () => urlWrite.current.cancel?.(), []);
  const shown = useMemo(() => applyView(indexed, view), [indexed, view]);
  // Cards kept by the "Interest free" filter show their 0% example (decision 771).
  const interestFreeView = view.filters.has('interestFree');

  // A new sort or filter starts again from the first page.
  const [paging, setPaging] = useState({ viewKey, pages: 1 });
  const pagesShown = paging.viewKey === viewKey ? paging.pages : 1;
  const visible = visibleCount(pagesShown, shown.length);
  // The first few cards at once, the rest of a page in a background render: two short tasks, not one long one.
  const deferredVisible = useDeferredValue(visible, Math.min(visible, FIRST_CARDS));
  const mounted = Math.min(visible, Math.max(deferredVisible, FIRST_CARDS));
  // Cards the browser skips keep their product until the new order is painted, then follow.
  const paintedShown = usePaintedValue(shown);
  const { list: cardList, listRef, skipped } = useCardList();
  // Cards that leave the page leave their position's skipped state behind.
  useLayoutEffect(() => {
    for (const position of skipped.current) if (position >= mounted) skipped.current.delete(position);
  }, [mounted, skipped]);
  const cardAt = (current: IndexedProduct, position: number) => (skipped.current.has(position) ? paintedShown[position] : undefined) ?? current;
  const focusCardAt = useRef<number | null>(null);
  const showMore = () => {
    focusCardAt.current = visible;
    setPaging({ viewKey, pages: pagesShown + 1 });
  };
  // Keyboard and screen reader users continue at the first card that appeared (once it is mounted).
  useEffect(() => {
    const index = focusCardAt.current;
    if (index === null || index >= mounted) return;
    focusCardAt.current = null;
    (cardList.current && cardsOf(cardList.current)[index])?.querySelector<HTMLElement>('h3 a')?.focus();
  }, [mounted, cardList]);

  // The phone's filter panel shut: the count of what it kept, at the top of the screen, takes focus.
  const countHeading = useRef<HTMLHeadingElement>(null);
  const showResults = useCallback(() => {
    countHeading.current?.scrollIntoView({ block: 'start' });
    countHeading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="results__layout">
      <ResultsControls type={type} view={view} brands={brands} matching={shown.length} onChange={changeView} onShowResults={showResults} />
      <section className="results__list" aria-labelledby="results-count">
        <h2 id="results-count" ref={countHeading} tabIndex={-1} className="results__count">
          {countText(shown.length, noun)}
          {view.filters.size + view.brands.size > 0 ? ` of ${indexed.length}` : ''}
        </h2>
        <p className="results__showing" role="status">
          {showingSummary(visible, shown.length, noun)}
        </p>
        {shown.length === 0 ? (
          <div className="ui-notice" role="status">
            <p>No {pluralOf(noun)} match the filters you chose.</p>
            <Button variant="secondary" onClick={() => setView({ ...view, filters: new Set(), brands: new Set() })}>
              Clear filters
            </Button>
          </div>
        ) : (
          <ol className="results__cards" ref={listRef}>
            {shown.slice(0, mounted).map((current, position) => {
              const { product } = cardAt(current, position);
              // Keyed by position: a new order changes the stateless cards' text instead of remounting them.
              return (
                <Fragment key={position}>
                  <ProductCard product={product} display={displayOf(product, interestFreeView)} onPopup={onPopup} onFollowLink={onFollowLink} />
                  {position === 0 && afterFirstCard}
                </Fragment>
              );
            })}
          </ol>
        )}
        {visible < shown.length && (
          <Button variant="secondary" className="results__more" onClick={showMore}>
            {showMoreLabel(shown.length - visible)}
          </Button>
        )}
        {/* Below the cards, so a phone's first screen shows a product and its price (decision 533). */}
        <p className="results__broker">
          {CREDIT_BROKER_STATEMENT} Finance examples are on half the price, with the rest paid as a deposit.
        </p>
      </section>
    </div>
  );
}

export const ResultsListing = memo(ResultsListingView);
