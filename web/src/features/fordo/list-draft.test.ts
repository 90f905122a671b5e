import { clearListDraft, readListDraft, saveListDraft } from './list-draft';

describe('the draft of a list', () => {
  it('is kept by kind of shop, and gone once sent', () => {
    expect(readListDraft('GROCERY')).toBeNull();
    saveListDraft('GROCERY', { lines: ['rice', ''], note: 'after 5', vendorId: 'v1' });
    saveListDraft('PHARMACY', { lines: ['ORS'], note: '', vendorId: null });
    expect(readListDraft('GROCERY')).toEqual({ lines: ['rice', ''], note: 'after 5', vendorId: 'v1' });
    expect(readListDraft('BAZAAR')).toBeNull();
    clearListDraft('GROCERY');
    expect(readListDraft('GROCERY')).toBeNull();
    expect(readListDraft('PHARMACY')).toEqual({ lines: ['ORS'], note: '', vendorId: null });
  });

  it('is ignored when storage holds something else', () => {
    window.localStorage.setItem('haat.list-draft', JSON.stringify({ GROCERY: { lines: 'rice', note: '' } }));
    expect(readListDraft('GROCERY')).toBeNull();
    window.localStorage.setItem('haat.list-draft', '{not json');
    expect(readListDraft('GROCERY')).toBeNull();
    saveListDraft('GROCERY', { lines: ['dal'], note: '', vendorId: null });
    expect(readListDraft('GROCERY')).toEqual({ lines: ['dal'], note: '', vendorId: null });
  });
});
