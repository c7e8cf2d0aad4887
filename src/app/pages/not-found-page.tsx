import { Link } from 'react-router-dom';
import { usePageTitle } from '@/ui/page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="ui-main--narrow">
      <h1>Page not found</h1>
      <p className="ui-lede">If you typed the web address, check it is correct. If you pasted it, check you copied the whole address.</p>
      <p>
        You can <Link to="/quote">start a new quote</Link>, go to the <Link to="/">home page</Link> or{' '}
        <Link to="/contact">contact us</Link>.
      </p>
    </div>
  );
}
