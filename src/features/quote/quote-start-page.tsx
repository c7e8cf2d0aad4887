// /quote: choose the product to get a quote for. A page of its own, so the questionnaire pages
// do not carry the product list (which names all seven questionnaires).
import { QUOTE_TYPES } from '@/domain/product-types';
import { QUOTE_PROFILES } from '@/domain/product-profiles';
import { capitalised } from '@/domain/counts';
import { useNavigate } from 'react-router-dom';
import { ChoiceButtons } from '@/ui/choice-question';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';

const PRODUCT_CHOICES = QUOTE_TYPES.map((type) => {
  const { quoteName, picture } = QUOTE_PROFILES[type];
  return { value: type, label: capitalised(quoteName), image: picture };
});

const QUESTION = 'What would you like a quote for?';

/** One tap on a product opens its questionnaire (decision 957). */
export default function QuoteStartPage() {
  const navigate = useNavigate();
  usePageTitle(QUESTION);
  return (
    <div className="ui-main--narrow">
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
    </div>
  );
}
