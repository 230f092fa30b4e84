import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cartProduct } from '../../../test/checkout-fixtures';
import { AddOnChoices } from './add-on-choices';

const hose = cartProduct(501, { title: 'Sissevoolu voolik 1,5 m', price: 850 });

function renderChoices(disabled: boolean, onChange = vi.fn()) {
  render(
    <AddOnChoices
      productTitle="Pesumasin"
      addOns={[hose]}
      checked={new Set()}
      pricelist="default"
      disabled={disabled}
      onChange={onChange}
    />,
  );
  return { box: screen.getByRole<HTMLInputElement>('checkbox', { name: /Sissevoolu voolik/ }), onChange };
}

describe('AddOnChoices', () => {
  it('ticks an add-on', () => {
    const { box, onChange } = renderChoices(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(501, true);
  });

  it('while busy keeps focus on a box and ignores clicks, instead of disabling it', () => {
    const { box, onChange } = renderChoices(true);
    box.focus();
    expect(box.disabled).toBe(false);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(box);
    fireEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box.checked).toBe(false);
  });
});
