import { render, screen } from '@testing-library/react';
import { ContactCard, telHref } from './contact-card';

const station = {
  name: 'Ilambazar Police Station',
  nameBn: 'ইলামবাজার থানা',
  area: 'Ilambazar',
  phone: '+91 3463 260221',
  altPhone: '100',
  available24h: true,
};

describe('ContactCard', () => {
  it('shows the name, the Bengali name under it, and the area', () => {
    render(<ContactCard contact={station} />);
    expect(screen.getByRole('heading', { name: 'Ilambazar Police Station' })).toBeInTheDocument();
    expect(screen.getByText('ইলামবাজার থানা')).toHaveAttribute('lang', 'bn');
    expect(screen.getByText('Ilambazar')).toBeInTheDocument();
  });

  it('calls the phone and the other number through tel: links', () => {
    render(<ContactCard contact={station} />);
    const call = screen.getByRole('link', { name: 'Call +91 3463 260221: Ilambazar Police Station' });
    expect(call).toHaveAttribute('href', 'tel:+913463260221');
    const alt = screen.getByRole('link', { name: /^Other number 100: / });
    expect(alt).toHaveAttribute('href', 'tel:100');
  });

  it('shows the 24 hours badge only for a contact that answers day and night', () => {
    const { rerender } = render(<ContactCard contact={station} />);
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    rerender(<ContactCard contact={{ ...station, available24h: false }} />);
    expect(screen.queryByText('24 hours')).not.toBeInTheDocument();
  });

  it('leaves out what a contact does not have', () => {
    render(
      <ContactCard
        contact={{ name: 'Fire Brigade', phone: '101', available24h: true, nameBn: null, area: null, altPhone: null }}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'tel:101');
  });

  it('keeps only digits and a leading + in a tel: address', () => {
    expect(telHref('(03463) 260-221')).toBe('tel:03463260221');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });
});
