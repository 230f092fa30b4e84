import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Period } from './use-period-fields';
import { usePeriodFields } from './use-period-fields';

function PeriodForm({ apply, from, to }: { apply: (period: Period) => void; from?: string; to?: string }) {
  const period = usePeriodFields(from, to);
  return (
    <form aria-label="Filter" onSubmit={period.submitWith(apply)}>
      {period.fields}
      <button type="submit">Filtreeri</button>
    </form>
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('usePeriodFields.submitWith', () => {
  it('hands the period to the form as yyyy-mm-dd days, undefined where empty', () => {
    const apply = vi.fn();
    render(<PeriodForm apply={apply} to="2026-03-31" />);
    expect(screen.getByLabelText('Kuni')).toHaveProperty('value', '31.03.2026');
    type('Alates', '1.2.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    type('Kuni', '');
    fireEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    expect(apply.mock.calls).toEqual([
      [{ from: '2026-02-01', to: '2026-03-31' }],
      [{ from: '2026-02-01', to: undefined }],
    ]);
  });

  it('does not apply a wrong date or a period the wrong way round, and says why on the field', () => {
    const apply = vi.fn();
    render(<PeriodForm apply={apply} />);
    type('Alates', '31.02.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    expect(screen.getByText('Sisesta kuupäev kujul pp.kk.aaaa.')).toBeTruthy();
    type('Alates', '10.03.2026');
    type('Kuni', '09.03.2026');
    fireEvent.click(screen.getByRole('button', { name: 'Filtreeri' }));
    expect(screen.getByText('Lõppkuupäev ei saa olla enne alguskuupäeva.')).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
  });
});
