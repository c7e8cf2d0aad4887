// Placeholder until the boiler-service checkout issue builds this page: it names the page and the reference from the
// route, and offers the contact page, so the route is real and never blank.
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui/page-title';

export default function ServicePage() {
  const params = useParams();
  const reference = params.quote;
  usePageTitle('Boiler service');
  return (
    <div className="ui-main--narrow">
      <h1>Boiler service</h1>
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
