import { LabSamplePlace, OrderKind, OrderStatus } from '../orders/order-status';
import { appointmentMessage, orderMessage, rupees, type OrderFacts } from './message-texts';

const order = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  code: 'K7M2QX-1',
  kind: OrderKind.CART,
  status: OrderStatus.PLACED,
  shopName: 'Maa Tara Bhandar',
  totalPaise: 24_050,
  customerName: 'Rina Das',
  customerPhone: '+919734012345',
  address: 'Near the school, Supur',
  landmark: 'Blue gate',
  note: null,
  hasPrescription: false,
  preferredDate: null,
  homeCollection: false,
  samplePlace: null,
  lines: [
    { name: 'Rice', unit: '1 kg', quantity: 2, totalPaise: 12_000, available: true },
    { name: 'Mustard oil', unit: '1 L', quantity: 1, totalPaise: 12_050, available: true },
  ],
  ...overrides,
});

describe('message texts', () => {
  it('writes rupees with Indian grouping', () => {
    expect(rupees(12_345_650)).toBe('₹1,23,456.50');
    expect(rupees(0)).toBe('₹0.00');
  });

  it('tells a shop of a new order in Bengali and English, with items, total, customer and link', () => {
    expect(orderMessage(order(), { kind: 'PLACED' }, 'https://haat.example/vendor/grocery')).toBe(
      [
        '🛒 নতুন অর্ডার · New order K7M2QX-1',
        'দোকান · Shop: Maa Tara Bhandar',
        '• Rice (1 kg) × 2: ₹120.00',
        '• Mustard oil (1 L) × 1: ₹120.50',
        'মোট · Total: ₹240.50 (ক্যাশ অন ডেলিভারি · cash on delivery)',
        'গ্রাহক · Customer: Rina Das, +919734012345',
        'ঠিকানা · Address: Near the school, Supur (Blue gate)',
        '👉 https://haat.example/vendor/grocery',
      ].join('\n'),
    );
  });

  it('says a shopping list is not priced yet, and which lines a shop does not have', () => {
    const list = order({
      kind: OrderKind.FORDO,
      totalPaise: null,
      lines: [
        { name: '2 kg potatoes', unit: null, quantity: null, totalPaise: null, available: true },
        { name: 'Camphor', unit: null, quantity: null, totalPaise: null, available: false },
      ],
    });
    const text = orderMessage(list, { kind: 'PLACED' }, 'x');
    expect(text).toContain('📝 নতুন ফর্দ · New shopping list K7M2QX-1');
    expect(text).toContain('• 2 kg potatoes\n');
    expect(text).toContain('• Camphor: নেই · not available');
    expect(text).toContain('Total: দাম এখনও দেওয়া হয়নি · not priced yet');
  });

  it('gives a change of state its reason and leaves the customer out', () => {
    const text = orderMessage(
      order(),
      { kind: 'STATUS', to: OrderStatus.CANCELLED, reason: 'Shop closed for Puja' },
      'x',
    );
    expect(text.split('\n').slice(0, 2)).toEqual([
      '❌ অর্ডার K7M2QX-1: বাতিল · Order K7M2QX-1: cancelled',
      'কারণ · Reason: Shop closed for Puja',
    ]);
    expect(text).not.toContain('Rina Das');
  });

  it("tells a lab of its booking's steps as a lab booking: where the sample was taken, no cash at the door", () => {
    const booking = order({
      kind: OrderKind.LAB_TEST,
      shopName: 'Ilambazar Diagnostic Centre',
      totalPaise: 25_000,
      preferredDate: '2026-11-24',
      homeCollection: true,
      samplePlace: LabSamplePlace.HOME,
      lines: [{ name: 'Complete Blood Count (CBC)', unit: null, quantity: 1, totalPaise: 25_000, available: true }],
    });
    expect(
      orderMessage(booking, { kind: 'STATUS', to: OrderStatus.SAMPLE_COLLECTED, reason: null }, 'x').split('\n'),
    ).toEqual([
      '🧪 ল্যাব বুকিং K7M2QX-1: নমুনা নেওয়া হয়েছে · Lab booking K7M2QX-1: sample collected',
      'নমুনা · Sample: বাড়ি থেকে · at home',
      'ল্যাব · Lab: Ilambazar Diagnostic Centre',
      '• Complete Blood Count (CBC) × 1: ₹250.00',
      'মোট · Total: ₹250.00',
      '👉 x',
    ]);
    const atLab = orderMessage(
      order({ ...booking, samplePlace: LabSamplePlace.LAB }),
      { kind: 'STATUS', to: OrderStatus.SAMPLE_COLLECTED, reason: null },
      'x',
    );
    expect(atLab).toContain('নমুনা · Sample: ল্যাবে · at the lab');
    expect(orderMessage(booking, { kind: 'STATUS', to: OrderStatus.REPORT_READY, reason: null }, 'x')).toMatch(
      /^🧪 ল্যাব বুকিং K7M2QX-1: রিপোর্ট তৈরি · Lab booking K7M2QX-1: report ready\nল্যাব · Lab:/,
    );
    expect(orderMessage(booking, { kind: 'STATUS', to: OrderStatus.COMPLETED, reason: null }, 'x')).toContain(
      'Lab booking K7M2QX-1: done',
    );
    const cancelled = orderMessage(
      booking,
      { kind: 'STATUS', to: OrderStatus.CANCELLED, reason: 'Machine broken' },
      'x',
    );
    expect(cancelled.split('\n').slice(0, 2)).toEqual([
      '❌ ল্যাব বুকিং K7M2QX-1: বাতিল · Lab booking K7M2QX-1: cancelled',
      'কারণ · Reason: Machine broken',
    ]);
    expect(cancelled).not.toContain('cash on delivery');
  });

  it('shows 30 lines of a long list, and cuts very long lines to fit a chat message, keeping the link', () => {
    const list = (length: number) =>
      Array.from({ length: 200 }, (_, i) => ({
        name: `Item ${i} ${'x'.repeat(length)}`,
        unit: null,
        quantity: 1,
        totalPaise: 100,
        available: true,
      }));
    const link = 'https://haat.example/admin/orders?code=K7M2QX-1';
    expect(orderMessage(order({ lines: list(10) }), { kind: 'PLACED' }, link)).toContain('… আরও 170টি · and 170 more');
    const long = orderMessage(order({ lines: list(300) }), { kind: 'PLACED' }, link);
    expect(long.length).toBeLessThanOrEqual(3900);
    expect(long.endsWith(`…\n👉 ${link}`)).toBe(true);
  });

  it('tells admins of an appointment', () => {
    expect(
      appointmentMessage(
        {
          code: 'AP-7QX2MK',
          doctorName: 'Dr. Sen',
          day: '2026-11-25',
          startsAt: '17:00',
          patientName: 'Gour Das',
          patientPhone: '+919800011223',
          patientAge: 64,
          note: null,
        },
        'https://haat.example/admin/appointments',
      ),
    ).toBe(
      [
        '🩺 নতুন অ্যাপয়েন্টমেন্ট · New appointment AP-7QX2MK',
        'ডাক্তার · Doctor: Dr. Sen',
        'দিন · Day: 2026-11-25, 17:00',
        'রোগী · Patient: Gour Das (64), +919800011223',
        '👉 https://haat.example/admin/appointments',
      ].join('\n'),
    );
  });
});
