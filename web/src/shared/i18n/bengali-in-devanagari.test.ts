import { bengaliInDevanagari } from './bengali-in-devanagari';

describe('a Bengali name in Devanagari letters', () => {
  it.each([
    ['মা তারা ভাণ্ডার', 'मा तारा भाण्डार'],
    ['মিনিকেট চাল', 'मिनिकेट चाल'],
    ['জয়দেব কেন্দুলি', 'जयदेब केन्दुलि'],
    ['পেঁয়াজ', 'पेँयाज'],
    ['শরৎ', 'शरत्'],
    ['বড়ো মাছ ২ কেজি', 'बड़ो माछ 2 केजि'],
    ['Dr. অনন্যা', 'Dr. अनन्या'],
  ])('%s reads %s', (bengali, devanagari) => {
    expect(bengaliInDevanagari(bengali)).toBe(devanagari);
  });
});
