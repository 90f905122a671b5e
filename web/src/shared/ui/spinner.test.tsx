import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('shows six dots and says Loading... only to screen readers', () => {
    const { container } = render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    const text = screen.getByText('Loading...');
    expect(text).toHaveClass('visually-hidden');
    const dots = container.querySelectorAll('.spinner__dot');
    expect(dots).toHaveLength(6);
    dots.forEach((dot) => expect(dot).toHaveAttribute('aria-hidden', 'true'));
  });
});
