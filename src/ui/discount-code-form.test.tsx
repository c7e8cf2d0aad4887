// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountCodeForm, EMPTY_CODE_MESSAGE } from './discount-code-form';

function renderForm(onApply: (code: string) => Promise<string | null>) {
  render(<DiscountCodeForm id="discount-code" className="checkout__discount" loadingText="Applying the code" onApply={onApply} status={(accepted) => (accepted ? 'Discount applied.' : '')} />);
  return { field: screen.getByLabelText('Discount code'), button: screen.getByRole('button', { name: 'Apply code' }) };
}

describe('the discount code form', () => {
  it('sends the trimmed code, shows the server’s refusal under the field, and clears it when a code is accepted', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn((code: string) => Promise.resolve(code === 'OLD' ? 'This code has expired' : null));
    const { field, button } = renderForm(onApply);

    await user.type(field, ' OLD ');
    await user.click(button);
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith('OLD'));
    await waitFor(() => expect(document.getElementById('discount-code-error')?.textContent).toBe('Error: This code has expired'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
    // What was typed stays, to correct.
    expect(field).toHaveProperty('value', ' OLD ');

    await user.clear(field);
    await user.type(field, 'WINTER50');
    await user.click(button);
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith('WINTER50'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Discount applied.'));
    expect(document.getElementById('discount-code-error')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('never disables the button for an empty box: sending spaces sends nothing and asks for a code', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(() => Promise.resolve(null));
    const { field, button } = renderForm(onApply);
    expect(button).toHaveProperty('disabled', false);
    await user.type(field, '   {Enter}');
    await waitFor(() => expect(document.getElementById('discount-code-error')?.textContent).toBe(`Error: ${EMPTY_CODE_MESSAGE}`));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends the code its box shows when a script set the value without React seeing it', async () => {
    const onApply = vi.fn(() => Promise.resolve(null));
    const { field, button } = renderForm(onApply);
    (field as HTMLInputElement).value = 'SPRING10';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.setup().click(button);
    await waitFor(() => expect(onApply).toHaveBeenLastCalledWith('SPRING10'));
  });
});
