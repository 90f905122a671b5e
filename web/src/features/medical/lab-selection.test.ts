import {
  bookingDays,
  groupByLab,
  labBookingSignature,
  labOnlyTests,
  MAX_LAB_TESTS,
  readLabSelection,
  saveLabSelection,
  selectionTotal,
  toggleTest,
  type ChosenTest,
} from './lab-selection';

const ILAMBAZAR = 'Ilambazar Pathology & Diagnostic Centre';
const cbc: ChosenTest = {
  id: 't-cbc',
  name: 'Complete Blood Count (CBC)',
  pricePaise: 25000,
  homeCollection: true,
  labName: ILAMBAZAR,
};
const sugar: ChosenTest = {
  id: 't-sugar',
  name: 'Blood Sugar (Fasting)',
  pricePaise: 5000,
  homeCollection: true,
  labName: ILAMBAZAR,
};
const dengue: ChosenTest = {
  id: 't-dengue',
  name: 'Dengue NS1 Antigen',
  pricePaise: 60000,
  homeCollection: false,
  labName: ILAMBAZAR,
};
const esr: ChosenTest = {
  id: 't-esr',
  name: 'ESR',
  pricePaise: 8000,
  homeCollection: true,
  labName: 'Santiniketan Path Lab',
};

describe('choosing lab tests', () => {
  it('ticks and unticks a test, keeping only what the form needs', () => {
    const ticked = toggleTest([], { ...cbc, sample: 'Blood' } as ChosenTest);
    expect(ticked).toEqual([cbc]);
    expect(toggleTest(toggleTest(ticked, sugar), cbc)).toEqual([sugar]);
  });

  it(`stops at ${MAX_LAB_TESTS} tests, as the server does`, () => {
    let tests: ChosenTest[] = [];
    for (let i = 0; i < MAX_LAB_TESTS + 2; i++) tests = toggleTest(tests, { ...cbc, id: `t-${i}` });
    expect(tests).toHaveLength(MAX_LAB_TESTS);
    expect(toggleTest(tests, tests[0])).toHaveLength(MAX_LAB_TESTS - 1);
  });

  it('adds up the prices, and groups the tests by lab in the order chosen', () => {
    const tests = [cbc, esr, sugar];
    expect(selectionTotal(tests)).toBe(38000);
    expect(groupByLab(tests)).toEqual([
      { labName: ILAMBAZAR, tests: [cbc, sugar], totalPaise: 30000 },
      { labName: 'Santiniketan Path Lab', tests: [esr], totalPaise: 8000 },
    ]);
  });

  it('names the tests that rule out home collection', () => {
    expect(labOnlyTests([cbc, sugar])).toEqual([]);
    expect(labOnlyTests([cbc, dengue])).toEqual([dengue]);
  });

  it('keeps the choice across a reload, and forgets it when emptied or spoilt', () => {
    saveLabSelection([cbc, esr]);
    expect(readLabSelection()).toEqual([cbc, esr]);
    saveLabSelection([]);
    expect(window.localStorage.getItem('haat.lab-selection')).toBeNull();
    window.localStorage.setItem('haat.lab-selection', JSON.stringify([cbc, { id: 'x' }, cbc, null, esr]));
    expect(readLabSelection()).toEqual([cbc, esr]);
    window.localStorage.setItem('haat.lab-selection', 'not json');
    expect(readLabSelection()).toEqual([]);
  });

  it('offers today and the 30 days after it', () => {
    const days = bookingDays('2026-11-22');
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2026-11-22');
    expect(days[30]).toBe('2026-12-22');
  });

  it('tells one booking from another by tests, day, collection and who it is for', () => {
    const customer = { name: 'Sabita Mondal', phone: '9832012345', address: 'Kalitala', landmark: null };
    const request = { customer, labTestIds: ['t-cbc'], preferredDate: '2026-11-24', homeCollection: true };
    expect(labBookingSignature({ ...request })).toBe(labBookingSignature(request));
    expect(labBookingSignature({ ...request, homeCollection: false })).not.toBe(labBookingSignature(request));
    expect(labBookingSignature({ ...request, customer: { ...customer, phone: '9832012346' } })).not.toBe(
      labBookingSignature(request),
    );
  });
});
