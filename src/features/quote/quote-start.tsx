// /quote: choose the product to get a quote for.
import type { QuoteType } from '@/domain/product-types';
import { useNavigate } from 'react-router-dom';
import { ChoiceButtons } from '@/ui/choice-question';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { QUESTIONNAIRES } from '@/domain/questionnaires/questionnaires';

const PRODUCT_PICTURES: Readonly<Record<QuoteType, string>> = {
  boiler: '/images/boiler-white.svg',
  'boiler-service': '/images/service.svg',
  'heat-pump': '/images/heat-pump.svg',
  solar: '/images/solar.svg',
  battery: '/images/battery.svg',
  ev: '/images/ev-charger.svg',
  aircon: '/images/aircon.svg',
};

const PRODUCT_CHOICES = Object.values(QUESTIONNAIRES).map(({ type, product }) => ({
  value: type,
  label: product.charAt(0).toUpperCase() + product.slice(1),
  image: PRODUCT_PICTURES[type],
}));

const QUESTION = 'What would you like a quote for?';

/** One tap on a product opens its questionnaire (decision 750). */
export function QuoteStart() {
  const navigate = useNavigate();
  usePageTitle(QUESTION);
  return (
    <div className="quote-question">
      <ChoiceButtons
        name="product"
        question={QUESTION}
        hint="Answer a few questions about your home and see fixed, fitted prices straight away."
        choices={PRODUCT_CHOICES}
        value={undefined}
        onChoose={(type) => navigate(paths.quote(type))}
      />
    </div>
  );
}
