import { draftFrom, draftTotal, newLine, pricedLines, type DraftLine } from './pricing';

const customerLines = [
  { position: 2, name: 'Masoor dal 1 kg', available: true, totalPaise: null },
  { position: 1, name: '2 kg Gobindobhog rice', available: true, totalPaise: null },
];

describe('pricing a list', () => {
  it("starts from the customer's lines in their order, with any price already given", () => {
    const draft = draftFrom([...customerLines, { position: 3, name: 'Ghee', available: true, totalPaise: 25050 }]);
    expect(draft.map((line) => [line.name, line.price, line.fromCustomer])).toEqual([
      ['2 kg Gobindobhog rice', '', true],
      ['Masoor dal 1 kg', '', true],
      ['Ghee', '250.50', true],
    ]);
  });

  it('sends every line once, positions 1..n, prices in paise and nothing for a line not available', () => {
    const [rice, dal] = draftFrom(customerLines);
    const result = pricedLines([
      { ...rice, price: '220' },
      { ...dal, available: false, price: '98' },
    ]);
    expect(result).toEqual({
      ok: true,
      totalPaise: 22000,
      lines: [
        { position: 1, available: true, totalPaise: 22000 },
        { position: 2, available: false, totalPaise: null },
      ],
    });
  });

  it("names the lines the shop adds, after the customer's", () => {
    const [rice] = draftFrom(customerLines.slice(1));
    const added: DraftLine = { ...newLine(), name: ' Paracetamol 500 (strip of 10) ', price: '12.50' };
    const result = pricedLines([{ ...rice, price: '100' }, added]);
    expect(result.ok && result.lines).toEqual([
      { position: 1, available: true, totalPaise: 10000 },
      { position: 2, available: true, totalPaise: 1250, name: 'Paracetamol 500 (strip of 10)' },
    ]);
  });

  it('says which lines need a price, a readable price or a name', () => {
    const [rice, dal] = draftFrom(customerLines);
    const unnamed = { ...newLine(), price: '5' };
    const tooDear = { ...newLine(), name: 'Gold', price: '200000' };
    const result = pricedLines([{ ...rice, price: '' }, { ...dal, price: 'forty' }, unnamed, tooDear]);
    expect(result).toEqual({
      ok: false,
      listProblem: null,
      lineProblems: {
        [rice.key]: 'priceRequired',
        [dal.key]: 'priceInvalid',
        [unnamed.key]: 'nameRequired',
        [tooDear.key]: 'priceTooHigh',
      },
    });
  });

  it('refuses a list where nothing can be supplied, and an empty one', () => {
    const draft = draftFrom(customerLines).map((line) => ({ ...line, available: false }));
    expect(pricedLines(draft)).toEqual({ ok: false, lineProblems: {}, listProblem: 'noneAvailable' });
    expect(pricedLines([])).toEqual({ ok: false, lineProblems: {}, listProblem: 'empty' });
  });

  it('adds up what reads as a price on the lines that can be supplied', () => {
    const [rice, dal] = draftFrom(customerLines);
    expect(
      draftTotal([
        { ...rice, price: '45.50' },
        { ...dal, price: 'x' },
      ]),
    ).toBe(4550);
    expect(
      draftTotal([
        { ...rice, price: '45.50', available: false },
        { ...dal, price: '10' },
      ]),
    ).toBe(1000);
  });
});
