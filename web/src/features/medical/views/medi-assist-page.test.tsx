import { screen } from '@testing-library/react';
import { fakeApi } from '../../../test-support/fake-api';
import { renderRoute } from '../test-support/medical-fixtures';
import { MediAssistPage } from './medi-assist-page';

beforeEach(() => fakeApi.reset());

describe('MediAssistPage', () => {
  it('puts the emergency numbers first, then the request form', () => {
    renderRoute('/medical/mediAssist', '/medical/mediAssist', <MediAssistPage emergencyLink="/emergency" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Medical assistance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Emergency numbers' })).toHaveAttribute('href', '/emergency');
    expect(screen.getByRole('heading', { name: 'Ask for help' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is needed?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the request' })).toBeInTheDocument();
  });
});
