import { romaniseBengali } from './bengali-roman';
import { searchQueryOf, searchTextOf } from './search-text';

describe('Bengali in Roman letters', () => {
  it.each([
    ['সরষের তেল', 'sorsher tel'],
    ['ডাক্তার', 'daktar'],
    ['আলু', 'alu'],
    ['ডিম', 'dim'],
    ['তেল', 'tel'],
    ['মিনিকেট চাল', 'miniket chal'],
    ['কলম', 'kolm'],
    ['মুসুর ডাল', 'musur dal'],
    ['পেঁয়াজ', 'peyaj'],
    ['ইলেকট্রিশিয়ান', 'ilektrishiyan'],
    ['৫ কেজি', '5 keji'],
  ])('%s → %s', (bengali, roman) => {
    expect(romaniseBengali(bengali)).toBe(roman);
  });

  it('folds the spellings people use for one sound, alike for the stored text and the query', () => {
    expect(searchQueryOf('Sorsher  Tel')).toBe('sorser tel');
    expect(searchQueryOf('sorser tel')).toBe('sorser tel');
    expect(searchQueryOf('aloo')).toBe('alu');
    expect(searchQueryOf('daktaar')).toBe('daktar');
    expect(searchQueryOf('সরষের তেল')).toBe('sorser tel');
    expect(searchTextOf('Mustard Oil', 'সরষের তেল')).toBe('mustard oil sorser tel');
    expect(searchQueryOf('  \u0000 ')).toBeNull();
  });
});
