import { checkList, cleanLines, hasProblems, listSignature, MAX_LIST_LINES, pasteIntoLines } from './list-lines';

describe('the lines of a list', () => {
  it('are sent as the server keeps them: spaces run together, ends trimmed, blank lines dropped', () => {
    expect(cleanLines(['2 kg Gobindobhog rice', ' 1 litre  mustard oil ', '', '   ', 'Tata\tsalt 1 kg'])).toEqual([
      '2 kg Gobindobhog rice',
      '1 litre mustard oil',
      'Tata salt 1 kg',
    ]);
  });

  it('are checked as the server checks them, each line by its place in the form', () => {
    expect(checkList({ lines: ['rice', '', 'dal'], note: '', hasPhoto: false })).toEqual({ lines: {} });
    const long = `${'x'.repeat(120)}`;
    expect(checkList({ lines: ['rice', '', `${long}y`, `  ${long}  `], note: '', hasPhoto: false }).lines).toEqual({
      2: 'tooLong',
    });
    expect(checkList({ lines: ['', ' '], note: '', hasPhoto: false })).toEqual({ lines: {}, list: 'empty' });
    expect(
      checkList({ lines: Array.from({ length: 31 }, (_, i) => `item ${i}`), note: '', hasPhoto: false }).list,
    ).toBe('tooMany');
    expect(checkList({ lines: ['rice'], note: 'n'.repeat(301), hasPhoto: false }).note).toBe('tooLong');
    expect(checkList({ lines: ['rice'], note: ` ${'n'.repeat(300)} `, hasPhoto: false }).note).toBeUndefined();
  });

  it('may be none at all when a prescription photo comes instead', () => {
    const check = checkList({ lines: ['', ''], note: '', hasPhoto: true });
    expect(check).toEqual({ lines: {} });
    expect(hasProblems(check)).toBe(false);
    expect(hasProblems(checkList({ lines: [''], note: '', hasPhoto: false }))).toBe(true);
  });
});

describe('a list pasted into a line', () => {
  it('fills that line and one more for each further line, skipping blank ones', () => {
    const result = pasteIntoLines(['', 'eggs'], 0, '2 kg rice\r\n\n1 kg dal\nsalt\n');
    expect(result).toEqual({ lines: ['2 kg rice', '1 kg dal', 'salt', 'eggs'], dropped: 0, last: 2 });
  });

  it('goes where the cursor is, keeping what was typed before and after it', () => {
    expect(pasteIntoLines(['2 kg  please'], 0, 'rice\n1 kg dal', { start: 5, end: 5 }).lines).toEqual([
      '2 kg rice',
      '1 kg dal please',
    ]);
    // A selection is replaced.
    expect(pasteIntoLines(['2 kg oil'], 0, 'rice\ndal', { start: 5, end: 8 }).lines).toEqual(['2 kg rice', 'dal']);
  });

  it('never makes the list longer than it may be, and says how many lines did not fit', () => {
    const full = Array.from({ length: MAX_LIST_LINES - 1 }, (_, i) => `item ${i}`);
    const result = pasteIntoLines(full, 0, 'a\nb\nc\nd');
    expect(result.lines).toHaveLength(MAX_LIST_LINES);
    expect(result.lines.slice(0, 2)).toEqual(['item 0a', 'b']);
    expect(result.dropped).toBe(2);
  });
});

describe('the signature of a list, for its idempotency key', () => {
  const list = {
    section: 'GROCERY' as const,
    vendorId: 'v1',
    lines: ['rice', ''],
    note: ' after 5 ',
    prescriptionFile: null,
  };

  it('is the same for the same list however it was spaced', () => {
    expect(listSignature({ ...list, lines: [' rice ', '', ' '], note: 'after 5' })).toBe(listSignature(list));
  });

  it('differs when the shop, the lines, the note or the photo differ', () => {
    const base = listSignature(list);
    expect(listSignature({ ...list, vendorId: null })).not.toBe(base);
    expect(listSignature({ ...list, lines: ['rice', 'dal'] })).not.toBe(base);
    expect(listSignature({ ...list, note: '' })).not.toBe(base);
    expect(listSignature({ ...list, section: 'BAZAAR' })).not.toBe(base);
    expect(listSignature({ ...list, prescriptionFile: 'a.jpg' })).not.toBe(base);
  });
});
