// The last enquiry step: Enquiry confirmation, or Proposal confirmation for solar (purchase §2).
// When the submit answered images_required, the customer is led to the upload page (decision 182).
import type { CheckoutResponse } from '@/shared/contract-types';
import { Link } from 'react-router-dom';
import { paths } from '@/domain/route-manifest';
import type { ProductType } from '@/domain/product-types';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { isProposal } from './enquiry-model';

export interface EnquiryConfirmationProps {
  slug: ProductType;
  data: CheckoutResponse;
  imagesRequired: boolean | null;
  firstName: string | undefined;
}

export function EnquiryConfirmation({ slug, data, imagesRequired, firstName }: EnquiryConfirmationProps) {
  const quoteId = data.quote.quote_id;
  const name = firstName?.trim() || data.order?.customer?.first_name || '';
  const email = data.order?.customer?.email_address;
  const proposal = isProposal(data);
  return (
    <div className="enquiry__confirmation">
      <div className="ui-notice" role="status">
        <p>
          <strong>{name ? `Thank you, ${name}.` : 'Thank you.'}</strong>{' '}
          {proposal
            ? `Your ${slug === 'solar' ? 'solar ' : ''}proposal is ready${email ? ` and we have sent it to ${email}` : ''}.`
            : `We have your enquiry about the ${data.product.product_title}.`}
        </p>
        <p>
          Your reference is <strong>{quoteId}</strong>.
        </p>
      </div>

      {imagesRequired && (
        <section aria-labelledby="enquiry-photos-heading" className="enquiry__photos">
          <h3 id="enquiry-photos-heading">Send us some photos</h3>
          <p>Our adviser needs a few photos of your home to prepare an accurate {proposal ? 'installation' : 'proposal'}. It takes about 5 minutes on your phone.</p>
          <Link className="ui-button ui-button--primary ui-button--block" to={paths.orderUpload(quoteId)}>
            Upload your photos
          </Link>
        </section>
      )}

      <h3>What happens next</h3>
      <ol className="enquiry__next">
        {proposal ? (
          <>
            <li>Read your proposal and the price it sets out.</li>
            <li>Call us or reply to the email to go ahead or to change anything.</li>
          </>
        ) : (
          <>
            <li>An adviser looks at your answers{imagesRequired ? ' and photos' : ''}.</li>
            <li>They contact you to check the details and answer your questions.</li>
            <li>You receive your {slug === 'solar' ? 'solar ' : ''}proposal with a fixed price. There is no obligation to buy.</li>
          </>
        )}
      </ol>
      <p>
        Questions? Call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>.
      </p>
    </div>
  );
}
