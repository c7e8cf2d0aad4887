// Placeholder until the survey issue builds this page: it names the page and the reference from the
// route, and offers the contact page, so the route is real and never blank.
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui/page-title';

export default function SurveyPage() {
  const params = useParams();
  const reference = params.quote;
  usePageTitle('Survey');
  return (
    <div className="ui-main--narrow">
      <h1>Survey</h1>
      {reference && (
        <p>
          Reference: <strong>{reference}</strong>
        </p>
      )}
      <p>
        This page is not available online yet. Please <Link to="/contact">contact us</Link> and we will help you.
      </p>
    </div>
  );
}
