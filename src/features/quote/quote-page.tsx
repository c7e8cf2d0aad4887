// /quote (choose a product) and /quote/:type (that product's questionnaire).
import { useParams } from 'react-router-dom';
import { isQuoteType } from '@/domain/questionnaires/questionnaires';
import { QuestionnaireFlow } from './questionnaire-flow';
import { QuoteStart } from './quote-start';
import './quote.css';

export default function QuotePage() {
  const { type } = useParams();
  return (
    <div className="ui-main--narrow">
      {isQuoteType(type) ? <QuestionnaireFlow key={type} type={type} /> : <QuoteStart />}
    </div>
  );
}
