import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi } from '../../../test-support/fake-api';

/** Renders `element` at `path` under the route `pattern`, talking to the scripted API. */
export function renderRoute(path: string, pattern: string, element: ReactElement) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

export const paediatrics = {
  __typename: 'Specialty',
  id: 's-paed',
  slug: 'paediatrics',
  name: 'Paediatrics (Child Specialist)',
  nameBn: 'শিশুরোগ বিশেষজ্ঞ',
  nameHi: 'शिशु रोग विशेषज्ञ',
};
export const general = {
  __typename: 'Specialty',
  id: 's-gp',
  slug: 'general-physician',
  name: 'General Physician',
  nameBn: 'সাধারণ চিকিৎসক',
  nameHi: null,
};

export const ananya = {
  __typename: 'Doctor',
  id: '0b8f6f36-5d0f-4a53-9d0e-4f7d7c1f0a01',
  name: 'Dr. Ananya Chatterjee',
  nameBn: 'ডাঃ অনন্যা চ্যাটার্জি',
  nameHi: 'डॉ. अनन्या चटर्जी',
  isSpecialist: true,
  qualifications: 'MBBS, DCH',
  qualificationsBn: 'এম.বি.বি.এস, ডি.সি.এইচ',
  qualificationsHi: null,
  chamberName: 'Sebak Pharmacy chamber',
  chamberNameBn: 'সেবক ফার্মেসি চেম্বার',
  chamberNameHi: null,
  chamberAddress: 'Station Road, Bolpur',
  chamberAddressBn: 'স্টেশন রোড, বোলপুর',
  chamberAddressHi: null,
  village: 'Bolpur',
  visitingDays: [0, 4],
  visitFrom: '10:00',
  visitTo: '13:00',
  feePaise: 40000,
  phone: '+919775430127',
  imageUrl: null,
  specialty: paediatrics,
};

export const sudipta = {
  ...ananya,
  id: '0b8f6f36-5d0f-4a53-9d0e-4f7d7c1f0a02',
  name: 'Dr. Sudipta Mukherjee',
  nameBn: 'ডাঃ সুদীপ্ত মুখার্জি',
  nameHi: null,
  qualificationsBn: null,
  chamberNameBn: null,
  chamberAddressBn: null,
  isSpecialist: false,
  qualifications: 'MBBS (Cal)',
  chamberName: 'Janata Medical Hall chamber',
  chamberAddress: 'Hospital More, Ilambazar',
  village: 'Ilambazar',
  visitingDays: [1, 3, 5],
  visitFrom: '18:00',
  visitTo: '21:00',
  feePaise: 20000,
  phone: '+919434175261',
  specialty: general,
};

export function connection(typename: string, nodes: unknown[], endCursor: string | null = null, hasNextPage = false) {
  return { __typename: `${typename}Connection`, nodes, pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage } };
}
