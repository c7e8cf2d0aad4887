// /quote: choose the product to get a quote for.
import { isOneOf, QUOTE_TYPES, type QuoteType } from '@/domain/product-types';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ChoiceQuestion, choiceFieldId } from '@/ui/choice-question';
import { ErrorSummary } from '@/ui/error-summary';
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
const MISSING = 'Select what you would like a quote for';

export function QuoteStart() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string>();
  const [error, setError] = useState<string>();
  usePageTitle(QUESTION);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isOneOf(QUOTE_TYPES, choice)) {
      setError(MISSING);
      return;
    }
    navigate(paths.quote(choice));
  }

  return (
    <form noValidate onSubmit={submit} className="quote-question">
      <ErrorSummary errors={error ? [{ fieldId: choiceFieldId('product'), message: error }] : []} />
      <ChoiceQuestion
        name="product"
        question={QUESTION}
        hint="Answer a few questions about your home and see fixed, fitted prices straight away."
        choices={PRODUCT_CHOICES}
        value={choice}
        onChange={setChoice}
        error={error}
      />
      <Button type="submit" block>
        Continue
      </Button>
    </form>
  );
}
