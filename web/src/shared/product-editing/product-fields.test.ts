import { emptyProductFields, fieldsOf, parseCount, productValuesFrom } from './product-fields';

const rice = {
  name: 'Miniket Rice',
  nameBn: 'মিনিকেট চাল',
  unit: '1 kg',
  pricePaise: 5800,
  mrpPaise: 6200,
  description: null,
  available: true,
  stock: 120,
};

describe('the product form', () => {
  it('shows a product as text and reads it back unchanged', () => {
    const fields = fieldsOf(rice);
    expect(fields).toMatchObject({ price: '58', mrp: '62', nameBn: 'মিনিকেট চাল', description: '', stock: '120' });
    expect(productValuesFrom(fields)).toEqual({
      ok: true,
      stock: 0,
      values: {
        name: 'Miniket Rice',
        nameBn: 'মিনিকেট চাল',
        description: null,
        descriptionBn: null,
        unit: '1 kg',
        pricePaise: 5800,
        mrpPaise: 6200,
        available: true,
      },
    });
  });

  it('takes the price as the MRP when none is given, and the opening stock when adding', () => {
    const result = productValuesFrom(
      { ...emptyProductFields, name: ' Lau ', unit: '1 piece', price: '40', stock: '12' },
      { withStock: true },
    );
    expect(result).toEqual({
      ok: true,
      stock: 12,
      values: {
        name: 'Lau',
        nameBn: null,
        description: null,
        descriptionBn: null,
        unit: '1 piece',
        pricePaise: 4000,
        mrpPaise: 4000,
        available: true,
      },
    });
  });

  it('says what is wrong, field by field', () => {
    expect(productValuesFrom({ ...emptyProductFields, price: 'free', stock: '-1' }, { withStock: true })).toEqual({
      ok: false,
      problems: { name: 'nameRequired', unit: 'unitRequired', price: 'priceInvalid', stock: 'stockInvalid' },
    });
    expect(productValuesFrom({ ...fieldsOf(rice), mrp: '50' })).toEqual({
      ok: false,
      problems: { mrp: 'mrpBelowPrice' },
    });
    expect(productValuesFrom({ ...fieldsOf(rice), mrp: 'lots' })).toEqual({
      ok: false,
      problems: { mrp: 'mrpInvalid' },
    });
  });

  it('reads a count of units as a whole number, 0 or more', () => {
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('0')).toBe(0);
    expect(parseCount('')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('-3')).toBeNull();
    expect(parseCount('2000000')).toBeNull();
  });
});
