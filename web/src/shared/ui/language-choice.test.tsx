import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../format/money';
import { formatDay } from '../format/date';
import { setLanguage } from '../i18n';
import { storageKeys } from '../storage/keys';
import { LanguageChoice } from './language-choice';

/** A few words and figures as any page shows them. */
function Sample() {
  const { t } = useTranslation();
  return (
    <p data-testid="sample">
      {t('app.nav.home')} · {formatRupees(125050)} · {formatDay('2026-11-25')}
    </p>
  );
}

afterEach(() => setLanguage('en'));

describe('the language choice', () => {
  it('offers the three languages, each named in itself, English chosen', () => {
    render(<LanguageChoice />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches the words, the digits and the dates to Bengali, and remembers it', async () => {
    render(
      <>
        <LanguageChoice />
        <Sample />
      </>,
    );
    expect(screen.getByTestId('sample')).toHaveTextContent('Home · ₹1,250.50 · Wed, 25 Nov');
    fireEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId('sample')).toHaveTextContent('১,২৫০.৫০');
    expect(screen.getByTestId('sample')).not.toHaveTextContent('Home');
    expect(document.documentElement.lang).toBe('bn');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('bn');
  });

  it('switches to Hindi', async () => {
    render(
      <>
        <LanguageChoice />
        <Sample />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(screen.getByTestId('sample')).not.toHaveTextContent('Home');
    expect(screen.getByTestId('sample')).toHaveTextContent('₹1,250.50');
  });
});
