import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import type { ProductCardFieldsFragment } from '../../../generated/graphql';
import { describeOpening } from '../../../shared/format/date';
import { setLanguage } from '../../../shared/i18n';
import { product, maaTara } from '../test-support/shop-fixtures';
import { closedText } from '../../../shared/ui/closed-note';
import { ProductCard } from './product-card';

// 07:45 on Monday 2 March 2026 in India.
const now = new Date('2026-03-02T02:15:00Z');

describe('when a closed shop opens, in words', () => {
  it.each([
    ['today', '2026-03-02T10:00:00Z', 'en-IN', 'Closed · opens 3:30 pm today'],
    ['tomorrow', '2026-03-03T10:00:00Z', 'en-IN', 'Closed · opens 3:30 pm tomorrow'],
    ['a weekday', '2026-03-04T10:00:00Z', 'en-IN', 'Closed · opens Wednesday 3:30 pm'],
  ])('%s', async (_name, opensAt, locale, text) => {
    expect(closedText(i18n.t, opensAt, now, locale)).toBe(text);
  });

  it("tomorrow by India's calendar, though UTC is still today", () => {
    // 23:50 in India on 2 March is 18:20 UTC; opening at 06:00 India on 3 March is still 2 March in UTC.
    expect(describeOpening('2026-03-03T00:30:00Z', new Date('2026-03-02T18:20:00Z'), 'en-IN')).toEqual({
      day: 'tomorrow',
      time: '6:00 am',
    });
  });

  it('in Bengali with Bengali digits and the part of the day first', async () => {
    await setLanguage('bn');
    try {
      expect(closedText(i18n.t, '2026-03-02T10:00:00Z', now, 'bn-IN')).toBe('বন্ধ · আজ দুপুর ৩:৩০-এ খুলবে');
    } finally {
      await setLanguage('en');
    }
  });

  it('says only Closed when no opening is known', () => {
    expect(closedText(i18n.t, null, now, 'en-IN')).toBe('Closed');
  });

  it('shows on a product card of a closed shop, and not of an open one', () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const closed = product({
      vendor: { ...maaTara, openNow: false, nextOpensAt: soon },
    }) as unknown as ProductCardFieldsFragment;
    const open = product({
      id: 'b2e1d3cf-0000-4000-8000-000000000009',
      name: 'Masoor Dal',
    }) as unknown as ProductCardFieldsFragment;
    render(
      <MemoryRouter>
        <ProductCard product={closed} />
        <ProductCard product={open} />
      </MemoryRouter>,
    );
    expect(screen.getAllByText(/^Closed · opens /)).toHaveLength(1);
  });
});
