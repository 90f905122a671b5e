import '@testing-library/jest-dom';
import './shared/i18n';

// jsdom does not implement scrolling; the app scrolls to the top on every navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
