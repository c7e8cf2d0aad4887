// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { SITE_NAME, usePageTitle } from './page-title';

const REQUIRED = [{ fieldId: 'first_name', label: 'First name', message: 'Required' }];

/** A page with a title and, inside it, a form's error summary: the shape of every flow's page. */
function Page({ title, errors }: { title: string; errors: readonly { fieldId: string; message: string }[] }) {
  usePageTitle(title);
  return <Form errors={errors} />;
}

function Form({ errors }: { errors: readonly { fieldId: string; message: string }[] }) {
  return (
    <form>
      <ErrorSummary errors={errors} />
      <input id="first_name" />
    </form>
  );
}

describe('the page title says "Error: " while an error summary shows (GOV.UK)', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the page, then gains and loses the prefix with the summary', () => {
    const { rerender } = render(<Page title="Contact details – Checkout" errors={[]} />);
    expect(document.title).toBe(`Contact details – Checkout – ${SITE_NAME}`);
    rerender(<Page title="Contact details – Checkout" errors={REQUIRED} />);
    expect(document.title).toBe(`Error: Contact details – Checkout – ${SITE_NAME}`);
    rerender(<Page title="Contact details – Checkout" errors={[]} />);
    expect(document.title).toBe(`Contact details – Checkout – ${SITE_NAME}`);
  });

  it('a summary shown by a form that does not know the page title still prefixes it, and a new title keeps the prefix', () => {
    const { rerender } = render(<Page title="Your details" errors={REQUIRED} />);
    expect(document.title).toBe(`Error: Your details – ${SITE_NAME}`);
    rerender(<Page title="Your details, step 2" errors={REQUIRED} />);
    expect(document.title).toBe(`Error: Your details, step 2 – ${SITE_NAME}`);
  });

  it('leaving the form (the summary unmounts) drops the prefix', () => {
    function Switch() {
      const [showForm, setShowForm] = useState(true);
      usePageTitle('Price match');
      return (
        <>
          <button type="button" onClick={() => setShowForm(false)}>
            Hide
          </button>
          {showForm && <Form errors={REQUIRED} />}
        </>
      );
    }
    const { getByRole } = render(<Switch />);
    expect(document.title).toBe(`Error: Price match – ${SITE_NAME}`);
    act(() => getByRole('button', { name: 'Hide' }).click());
    expect(document.title).toBe(`Price match – ${SITE_NAME}`);
  });

  it('with two summaries on screen (a popup over a form), the prefix stays until both are gone', () => {
    function TwoForms({ first, second }: { first: boolean; second: boolean }) {
      usePageTitle('Your boiler prices');
      return (
        <>
          <Form errors={first ? REQUIRED : []} />
          <Form errors={second ? REQUIRED : []} />
        </>
      );
    }
    const { rerender } = render(<TwoForms first second />);
    expect(document.title).toBe(`Error: Your boiler prices – ${SITE_NAME}`);
    rerender(<TwoForms first={false} second />);
    expect(document.title).toBe(`Error: Your boiler prices – ${SITE_NAME}`);
    rerender(<TwoForms first={false} second={false} />);
    expect(document.title).toBe(`Your boiler prices – ${SITE_NAME}`);
  });
});
