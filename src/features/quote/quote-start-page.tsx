// /quote: choose the product to get a quote for. A page of its own, so the questionnaire pages
// do not carry the product list (which names all seven questionnaires).
import { QuoteStart } from './quote-start';

export default function QuoteStartPage() {
  return (
    <div className="ui-main--narrow">
      <QuoteStart />
    </div>
  );
}
