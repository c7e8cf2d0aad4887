// Placeholder until the pay-an-amount issue builds this page: it names the page and the reference from the
// route, and offers the contact page, so the route is real and never blank.
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui/page-title';

export default function OrderPayPage() {
  const params = useParams();
  const reference = params.order;
  usePageTitle('Make a payment');
  return (
    <div className="ui-main--narrow">
      <h1>Make a payment</h1>
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
