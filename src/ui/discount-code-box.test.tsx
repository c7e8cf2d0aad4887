// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountCodeBox } from './discount-code-box';

const formModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./discount-code-form', async (importOriginal) => {
  formModule.loaded = true;
  return importOriginal();
});

describe('the discount code box', () => {
  it('paints without the form, loads it on the first focus, and keeps what was typed and the focus', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(() => Promise.resolve(null));
    render(<DiscountCodeBox id="discount-code" className="checkout__discount" loadingText="Applying the code" onApply={onApply} status={(accepted) => (accepted ? 'Discount applied.' : '')} />);
    expect(screen.getByRole('button', { name: 'Apply code' })).toHaveProperty('disabled', true);
    expect(formModule.loaded).toBe(false);

    await user.type(screen.getByLabelText('Discount code'), 'WIN');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply code' })).toHaveProperty('disabled', false));
    expect(formModule.loaded).toBe(true);
    const field = screen.getByLabelText('Discount code');
    expect(field).toHaveProperty('value', 'WIN');
    expect(document.activeElement).toBe(field);

    await user.type(field, 'TER');
    expect(field).toHaveProperty('value', 'WINTER');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(onApply).toHaveBeenLastCalledWith('WINTER');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Discount applied.'));
  });
});
