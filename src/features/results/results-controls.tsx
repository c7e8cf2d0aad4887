// Sort and filters (quote §4). Native controls, named for the bench's contract (decision 101):
// a <select> "Sort by" and a checkbox "Interest free". Changes apply at once and live in the URL.
import { memo, useId } from 'react';
import type { ProductType } from '@/ui/paths';
import { FILTER_KEYS, SORT_KEYS, type FilterKey, type ResultsView, type SortKey } from './sort-filter';

const SORT_LABELS: Record<SortKey, string> = {
  bestSellers: 'Best sellers',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  waterOutput: 'Hot water flow: highest first',
};

const FILTER_LABELS: Record<FilterKey, string> = {
  interestFree: 'Interest free',
  hybrid: 'Hybrid',
  nextDay: 'Next-day installation',
  sale: 'On sale',
};

/** Hot water flow matters for boilers only, and only boilers and heat pumps come as hybrids (decision 127). */
const sortKeysFor = (type: ProductType) => SORT_KEYS.filter((key) => key !== 'waterOutput' || type === 'boiler');
const filterKeysFor = (type: ProductType) => FILTER_KEYS.filter((key) => key !== 'hybrid' || type === 'boiler' || type === 'heat-pump');

interface ResultsControlsProps {
  type: ProductType;
  view: ResultsView;
  brands: readonly string[];
  onChange: (view: ResultsView) => void;
}

function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}

function ResultsControlsView({ type, view, brands, onChange }: ResultsControlsProps) {
  const sortId = useId();
  return (
    <div className="results-controls">
      <div className="results-controls__sort">
        <label className="ui-label" htmlFor={sortId}>
          Sort by
        </label>
        <select id={sortId} className="ui-input results-controls__select" value={view.sort} onChange={(event) => onChange({ ...view, sort: event.target.value as SortKey })}>
          {sortKeysFor(type).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="results-controls__group">
        <legend>Show only</legend>
        {filterKeysFor(type).map((key) => (
          <label key={key} className="results-check">
            <input type="checkbox" checked={view.filters.has(key)} onChange={(event) => onChange({ ...view, filters: toggled(view.filters, key, event.target.checked) })} />
            {FILTER_LABELS[key]}
          </label>
        ))}
      </fieldset>
      {brands.length > 1 && (
        <fieldset className="results-controls__group">
          <legend>Brand</legend>
          {brands.map((brand) => (
            <label key={brand} className="results-check">
              <input type="checkbox" checked={view.brands.has(brand)} onChange={(event) => onChange({ ...view, brands: toggled(view.brands, brand, event.target.checked) })} />
              {brand}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

export const ResultsControls = memo(ResultsControlsView);
