import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeApi } from '../../../test-support/fake-api';
import { ServiceTypePage } from './service-type-page';

const provider = {
  __typename: 'ServiceProvider',
  id: 'sp1',
  type: 'electrician',
  name: 'Bablu Electric Works',
  nameBn: null,
  village: 'Ilambazar',
  phone: '+919800011111',
  description: 'House wiring, fans, pumps',
  visitChargePaise: 10000,
};

beforeEach(() => {
  fakeApi.reset();
  fakeApi.on('ServiceProviders', ({ variables }) => ({
    data: {
      serviceType:
        variables.type === 'electrician' ? { __typename: 'ServiceType', slug: 'electrician', providerCount: 1 } : null,
      serviceProviders: {
        __typename: 'ServiceProviderConnection',
        nodes: variables.type === 'electrician' ? [provider] : [],
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  }));
  fakeApi.on('RequestHelp', () => ({
    data: { requestHelp: { __typename: 'HelpRequestReceipt', code: 'HR-P3RT9W', status: 'NEW' } },
  }));
});

function renderAt(path: string) {
  return render(
    <ApolloProvider client={fakeApi.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/service/:type" element={<ServiceTypePage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('ServiceTypePage', () => {
  it('lists the people to call, and under them takes a request for this service', async () => {
    renderAt('/service/electrician');
    expect(await screen.findByRole('heading', { name: 'Bablu Electric Works' })).toBeInTheDocument();
    const request = screen.getByRole('region', { name: 'Request this service' });
    fireEvent.click(screen.getByRole('button', { name: /No answer\? Request this service/ }));
    expect(within(request).getByRole('heading', { name: 'Request this service' })).toHaveFocus();

    fireEvent.change(within(request).getByLabelText('What needs doing?'), { target: { value: 'Fan not working' } });
    fireEvent.change(within(request).getByLabelText('Your name'), { target: { value: 'Anjali Bagdi' } });
    fireEvent.change(within(request).getByLabelText('Mobile number'), { target: { value: '97340 12345' } });
    fireEvent.click(within(request).getByRole('button', { name: 'Send the request' }));
    expect(await within(request).findByTestId('done-code')).toHaveTextContent('HR-P3RT9W');
    expect(fakeApi.callsOf('RequestHelp')[0].variables.input).toMatchObject({
      kind: 'SERVICE',
      serviceType: 'electrician',
      message: 'Fan not working',
    });
  });

  it('offers no request for a service that does not exist', async () => {
    renderAt('/service/dragon-tamer');
    expect(await screen.findByText(/We have no service called/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Request this service' })).not.toBeInTheDocument();
  });
});
