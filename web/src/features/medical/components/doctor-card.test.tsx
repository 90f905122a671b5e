import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../../../shared/i18n';
import { MemoryRouter } from 'react-router';
import { ananya, sudipta } from '../test-support/medical-fixtures';
import { DoctorCard, type DoctorCardData } from './doctor-card';

function renderCard(doctor: DoctorCardData = ananya, props: { withDetailsLink?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <DoctorCard doctor={doctor} {...props} />
    </MemoryRouter>,
  );
}

const spaced = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('DoctorCard', () => {
  it('shows the name, the Bengali name, the specialty and the qualifications', () => {
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Ananya Chatterjee' })).toBeInTheDocument();
    expect(screen.getByText('ডাঃ অনন্যা চ্যাটার্জি')).toHaveAttribute('lang', 'bn');
    expect(screen.getByText('Paediatrics (Child Specialist)')).toBeInTheDocument();
    expect(screen.getByText('MBBS, DCH')).toBeInTheDocument();
  });

  it('shows a Bengali reader the name, specialty, degrees and chamber in Bengali, with no English under them', async () => {
    try {
      await act(() => setLanguage('bn'));
      renderCard();
      expect(screen.getByRole('heading', { level: 2, name: 'ডাঃ অনন্যা চ্যাটার্জি' })).toBeInTheDocument();
      expect(screen.queryByText('Dr. Ananya Chatterjee')).toBeNull();
      expect(screen.getByText('শিশুরোগ বিশেষজ্ঞ')).toBeInTheDocument();
      expect(screen.getByText('এম.বি.বি.এস, ডি.সি.এইচ')).toBeInTheDocument();
      expect(screen.getByText('সেবক ফার্মেসি চেম্বার')).toBeInTheDocument();
      expect(screen.getByText('স্টেশন রোড, বোলপুর')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows a Hindi reader the Hindi where written; else a name in Devanagari letters, and other words in English', async () => {
    try {
      await act(() => setLanguage('hi'));
      renderCard();
      expect(screen.getByRole('heading', { level: 2, name: 'डॉ. अनन्या चटर्जी' })).toBeInTheDocument();
      expect(screen.queryByText('ডাঃ অনন্যা চ্যাটার্জি')).toBeNull();
      expect(screen.getByText('शिशु रोग विशेषज्ञ')).toBeInTheDocument();
      expect(screen.getByText('MBBS, DCH')).toBeInTheDocument();
      expect(screen.getByText('सेबक फार्मेसि चेम्बार')).toBeInTheDocument();
      expect(screen.getByText('Station Road, Bolpur')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('says where the chamber is, on which days and hours, and the fee in rupees', () => {
    renderCard(sudipta);
    expect(screen.getByText('Janata Medical Hall chamber')).toBeInTheDocument();
    expect(screen.getByText('Hospital More, Ilambazar')).toBeInTheDocument();
    expect(screen.getByText('Mon, Wed, Fri')).toBeInTheDocument();
    const hours = screen.getByText((_, node) => node?.tagName === 'DD' && /pm/.test(node.textContent ?? ''));
    expect(spaced(hours.textContent)).toBe('6:00 pm – 9:00 pm');
    expect(screen.getByText('₹200')).toBeInTheDocument();
  });

  it('calls the chamber through a tel: link with the number written out', () => {
    renderCard();
    const call = screen.getByRole('link', { name: /^Call the chamber .*: Dr. Ananya Chatterjee$/ });
    expect(call).toHaveAttribute('href', 'tel:+919775430127');
    expect(within(call).getByText('+91 97754 30127')).toBeInTheDocument();
  });

  it("links to the doctor's details by id, unless it is on that page already", () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('link', { name: 'Details of Dr. Ananya Chatterjee' })).toHaveAttribute(
      'href',
      `/medical/doctorDetails?id=${ananya.id}`,
    );
    unmount();
    renderCard(ananya, { withDetailsLink: false });
    expect(screen.queryByRole('link', { name: /Details of/ })).not.toBeInTheDocument();
  });

  it('shows a photo only when the doctor has one', () => {
    const { container, rerender } = renderCard();
    expect(container.querySelector('img')).toBeNull();
    rerender(
      <MemoryRouter>
        <DoctorCard doctor={{ ...ananya, imageUrl: '/images/doctors/ananya.webp' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/doctors/ananya.webp');
  });

  it('leaves out a Bengali name and a specialty it does not have', () => {
    renderCard({ ...sudipta, nameBn: null, specialty: null });
    expect(screen.queryByText('General Physician')).not.toBeInTheDocument();
    expect(document.querySelector('[lang="bn"]')).toBeNull();
  });
});
