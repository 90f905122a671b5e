import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EmergencyContactsDocument } from '../../../generated/graphql';
import { EmergencyGroupPage } from './emergency-group-page';

const request = { query: EmergencyContactsDocument, variables: { group: 'POLICE' as const } };

const policeContacts = {
  emergencyContacts: [
    {
      __typename: 'EmergencyContact',
      id: 'c1',
      group: 'POLICE',
      name: 'Police Control Room',
      nameBn: null,
      phone: '100',
      altPhone: null,
      area: null,
      available24h: true,
    },
    {
      __typename: 'EmergencyContact',
      id: 'c2',
      group: 'POLICE',
      name: 'Ilambazar Police Station',
      nameBn: 'ইলামবাজার থানা',
      phone: '+91 3463 260221',
      altPhone: null,
      area: 'Ilambazar',
      available24h: false,
    },
  ],
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <EmergencyGroupPage group="POLICE" slug="police" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('EmergencyGroupPage', () => {
  it('is headed by the group name, shows the spinner, then the contact cards', async () => {
    renderPage([{ request, result: { data: policeContacts } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Police' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('Police Control Room')).toBeInTheDocument();
    expect(screen.getByText('Ilambazar Police Station')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 100: Police Control Room' })).toHaveAttribute('href', 'tel:100');
    expect(screen.getAllByText('24 hours')).toHaveLength(1);
    expect(document.title).toBe('Police · Haat');
  });

  it('says so when the group has no numbers', async () => {
    renderPage([{ request, result: { data: { emergencyContacts: [] } } }]);
    expect(await screen.findByText('No numbers are listed for this group yet.')).toBeInTheDocument();
  });

  it('offers to try again after a network error, and recovers', async () => {
    renderPage([
      { request, error: new Error('Failed to fetch') },
      { request, result: { data: policeContacts } },
    ]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this');
    fireEvent.click(retry);
    expect(await screen.findByText('Police Control Room')).toBeInTheDocument();
  });
});
