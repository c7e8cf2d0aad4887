import { useSearchParams } from 'react-router-dom';
import { contactReasonHeading, contactReasonText } from '@/ui/contact-reasons';
import { EMAIL, OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { usePageTitle } from '@/ui/page-title';

/** Contact page; ?reason=<key> says why the customer landed here (decision 073). */
export default function ContactPage() {
  usePageTitle('Contact us');
  const [searchParams] = useSearchParams();
  const reasonKey = searchParams.get('reason');
  const reason = contactReasonText(reasonKey);
  return (
    <div className="ui-main--narrow">
      <h1>{reason ? contactReasonHeading(reasonKey) : 'Contact us'}</h1>
      {reason && <p className="ui-notice">{reason}</p>}
      <p className="ui-lede">Our heating and energy advisers are real people in the UK. Call us and we’ll give you a fixed price.</p>
      <div className="ui-card">
        <h2>Call us</h2>
        <p>
          <a href={PHONE_HREF} className="ui-button ui-button--block">
            Call {PHONE_DISPLAY}
          </a>
        </p>
        <p>{OPENING_HOURS}. Calls are free from UK landlines and mobiles.</p>
        <h2>Ask us to call you back</h2>
        <p>
          Email <a href={`mailto:${EMAIL}?subject=Please%20call%20me%20back`}>{EMAIL}</a> with your name, phone number and postcode,
          and a good time to call. We reply within one working day.
        </p>
      </div>
    </div>
  );
}
