// /quote/:type: that product's questionnaire (the route has already checked the type).
import { useParams } from 'react-router-dom';
import { QUOTE_TYPES, isOneOf } from '@/domain/product-types';
import { QuestionnaireFlow } from './questionnaire-flow';
// Its stylesheet is part of the entry's (src/app/main.tsx).

export default function QuotePage() {
  const { type } = useParams();
  if (!isOneOf(QUOTE_TYPES, type)) return null;
  return (
    <div className="ui-main--narrow">
      <QuestionnaireFlow key={type} type={type} />
    </div>
  );
}
