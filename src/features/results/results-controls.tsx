// Sort and filters (quote §4): native controls, each re-rendering alone (decisions 101, 135), folded on a phone (decision 931).
import { memo, useCallback, useId, type ReactElement } from 'react';
import { countText } from '@/domain/counts';
import { toggled } from '@/domain/toggled';
import { PhoneFold } from '@/ui/phone-fold';
import { PROFILES } from '@/domain/product-profiles';
import type { ProductType } from '@/domain/product-types';
import { FILTER_KEYS, SORT_KEYS, type FilterKey, type ResultsView, type SortKey } from './sort-filter';

const SORT_LABELS: Record<SortKey, string> = {
  bestSellers: 'Best sellers',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
  waterOutput: 'Most hot water',
};

const FILTER_LABELS: Record<FilterKey, string> = {
  interestFree: 'Interest free',
  hybrid: 'Hybrid',
  nextDay: 'Next-day installation',
  sale: 'On sale',
};

/** Hot water flow and hybrids only where the type's profile has them (decision 952). */
const sortKeysFor = (type: ProductType) => SORT_KEYS.filter((key) => key !== 'waterOutput' || PROFILES[type].sortsByHotWater);
const filterKeysFor = (type: ProductType) => FILTER_KEYS.filter((key) => key !== 'hybrid' || PROFILES[type].comesAsHybrid);

export type ViewChange = (current: ResultsView) => ResultsView;

interface ResultsControlsProps {
  type: ProductType;
  view: ResultsView;
  brands: readonly string[];
  matching: number;
  /** Stable for the page's lifetime, as is onShowResults. */
  onChange: (change: ViewChange) => void;
  onShowResults: () => void;
}

function ResultsControlsView({ type, view, brands, matching, onChange, onShowResults }: ResultsControlsProps) {
  const onSort = useCallback((sort: SortKey) => onChange((current) => ({ ...current, sort })), [onChange]);
  const onFilter = useCallback(
    (key: FilterKey, on: boolean) => onChange((current) => ({ ...current, filters: toggled(current.filters, key, on) })),
    [onChange],
  );
  const onBrand = useCallback(
    (brand: string, on: boolean) => onChange((current) => ({ ...current, brands: toggled(current.brands, brand, on) })),
    [onChange],
  );
  const chosen = view.filters.size + view.brands.size;
  return (
    <div className="results-controls">
      <SortSelect type={type} value={view.sort} onSort={onSort} />
      {/* A short label: the sort box beside it keeps its width as filters are chosen. */}
      <PhoneFold label={chosen > 0 ? `Filters (${chosen})` : 'Filters'} className="results-controls__filters" done={{ label: `Show ${countText(matching, PROFILES[type].noun)}`, onDone: onShowResults }}>
        <fieldset className="results-controls__group">
          <legend>Show only</legend>
          {filterKeysFor(type).map((key) => (
            <CheckOption key={key} value={key} label={FILTER_LABELS[key]} checked={view.filters.has(key)} onToggle={onFilter} />
          ))}
        </fieldset>
        {brands.length > 1 && (
          <fieldset className="results-controls__group">
            <legend>Brand</legend>
            {brands.map((brand) => (
              <CheckOption key={brand} value={brand} label={brand} checked={view.brands.has(brand)} onToggle={onBrand} />
            ))}
          </fieldset>
        )}
      </PhoneFold>
    </div>
  );
}

const SortSelect = memo(function SortSelect({ type, value, onSort }: { type: ProductType; value: SortKey; onSort: (sort: SortKey) => void }) {
  const id = useId();
  return (
    <div className="results-controls__sort">
      <label className="ui-label" htmlFor={id}>
        Sort by
      </label>
      <select id={id} className="ui-input results-controls__select" value={value} onChange={(event) => onSort(event.target.value as SortKey)}>
        {sortKeysFor(type).map((key) => (
          <option key={key} value={key}>
            {SORT_LABELS[key]}
          </option>
        ))}
      </select>
    </div>
  );
});

interface CheckOptionProps<T extends string> {
  value: T;
  label: string;
  checked: boolean;
  onToggle: (value: T, on: boolean) => void;
}

const CheckOption = memo(function CheckOption<T extends string>({ value, label, checked, onToggle }: CheckOptionProps<T>) {
  return (
    <label className="results-check">
      <input type="checkbox" checked={checked} onChange={(event) => onToggle(value, event.target.checked)} />
      {label}
    </label>
  );
}) as <T extends string>(props: CheckOptionProps<T>) => ReactElement;

export const ResultsControls = memo(ResultsControlsView);
