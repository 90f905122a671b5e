import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MedicalPage } from './medical-page';

describe('MedicalPage', () => {
  it('offers every medical service and every kind of place', () => {
    render(
      <MemoryRouter>
        <MedicalPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Medical' })).toBeInTheDocument();
    const hrefs = Array.from(document.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/medical/doctor',
      '/medical/pharmacy',
      '/medical/labTest',
      '/medical/appointment',
      '/medical/order',
      '/medical/mediAssist',
      '/medical/common/hospital',
      '/medical/common/clinic',
      '/medical/common/diagnostic-centre',
      '/medical/common/blood-bank',
      '/medical/common/nursing-home',
    ]);
    expect(screen.getByRole('link', { name: /Blood banks/ })).toBeInTheDocument();
  });
});
