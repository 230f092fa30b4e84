import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messagesStore, setError, setWarning } from '../lib/state/messages';
import { MessageArea } from './message-area';

describe('MessageArea', () => {
  it('renders nothing without messages', () => {
    render(<MessageArea />);
    expect(screen.queryByTestId('message-area')).toBeNull();
  });

  it('shows the header error and the first message of each field', () => {
    setError('Andmed on vigased.', {
      email: ['E-post on nõutud väli.', 'E-post peab olema e-maili aadress.'],
      password: ['Salasõna on nõutud väli.'],
    });
    render(<MessageArea />);
    const area = screen.getByTestId('message-area');
    expect(area.getAttribute('role')).toBe('alert');
    expect(area.textContent).toContain('Andmed on vigased.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-post on nõutud väli.',
      'Salasõna on nõutud väli.',
    ]);
    expect(area.textContent).not.toContain('e-maili aadress');
  });

  it('shows a sentence once when the header error repeats the only field message', () => {
    setError('E-post on nõutud väli.', { email: ['E-post on nõutud väli.'] });
    render(<MessageArea />);
    const area = screen.getByTestId('message-area');
    expect(area.textContent).toBe('E-post on nõutud väli.');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('lists a repeated field message once and not again under the header', () => {
    setError('Salasõna on nõutud väli.', {
      password: ['Salasõna on nõutud väli.'],
      password_confirmation: ['Salasõna on nõutud väli.'],
      email: ['E-post on nõutud väli.'],
    });
    render(<MessageArea />);
    const area = screen.getByTestId('message-area');
    expect(area.textContent?.split('Salasõna on nõutud väli.').length).toBe(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-post on nõutud väli.',
    ]);
  });

  it('shows just the error text when there are no field errors', () => {
    setError('Serveri viga.');
    render(<MessageArea />);
    expect(screen.getByTestId('message-area').textContent).toBe('Serveri viga.');
  });

  it('shows the warning when there is no error', () => {
    setWarning('Laoseis on väike.');
    render(<MessageArea />);
    const area = screen.getByTestId('message-area');
    expect(area.getAttribute('role')).toBe('status');
    expect(area.textContent).toBe('Laoseis on väike.');
  });

  it('prefers the error over the warning', () => {
    setWarning('Hoiatus');
    setError('Viga');
    render(<MessageArea />);
    expect(screen.getByTestId('message-area').textContent).toBe('Viga');
  });

  it('the close icon clears the message', () => {
    setError('Viga', { email: ['E-post on nõutud väli.'] });
    render(<MessageArea />);
    fireEvent.click(screen.getByRole('button', { name: 'Sulge' }));
    expect(screen.queryByTestId('message-area')).toBeNull();
    expect(messagesStore.get()).toMatchObject({ error: null, errs: {}, warning: null });
  });

  it('updates when the store changes', () => {
    render(<MessageArea />);
    act(() => setError('Uus viga'));
    expect(screen.getByTestId('message-area').textContent).toBe('Uus viga');
  });
});
