import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './shared/i18n';

// findBy…/waitFor wait up to 1 s by default: a loaded CI machine on 2 cores can take longer to
// render a big screen, and a wait that times out there is noise, not a finding.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
