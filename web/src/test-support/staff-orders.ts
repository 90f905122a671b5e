/** Orders and products as the staff queries return them, for the workspaces' tests. */

export function staffOrder(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 'o-1',
    code: 'K7M2QX-1',
    kind: 'CART',
    status: 'PLACED',
    placedAt: '2026-02-03T10:35:00.000Z',
    totalPaise: 21400,
    itemCount: 2,
    customerName: 'Rina Das',
    customerPhone: '+919876543210',
    address: 'Dakshin Para, Supur',
    landmark: 'Blue gate',
    note: null,
    preferredDate: null,
    homeCollection: false,
    hasPrescription: false,
    prescriptionPhotos: null,
    samplePlace: null,
    hasReport: false,
    cashCollectedPaise: null,
    deliveryPerson: null,
    shop: { __typename: 'OrderShop', id: 'v-maa-tara', name: 'Maa Tara Bhandar', phone: '+919732011245' },
    lines: [
      {
        __typename: 'OrderLine',
        position: 1,
        productId: 'p-1',
        name: 'Miniket Rice',
        unit: '1 kg',
        quantity: 2,
        unitPricePaise: 5800,
        totalPaise: 11600,
        available: true,
      },
      {
        __typename: 'OrderLine',
        position: 2,
        productId: 'p-2',
        name: 'Masoor Dal',
        unit: '1 kg',
        quantity: 1,
        unitPricePaise: 9800,
        totalPaise: 9800,
        available: true,
      },
    ],
    events: [
      {
        __typename: 'OrderEvent',
        at: '2026-02-03T10:35:00.000Z',
        from: null,
        to: 'PLACED',
        by: 'CUSTOMER',
        reason: null,
      },
    ],
    nextStatuses: ['CONFIRMED', 'CANCELLED'],
    ...overrides,
  };
}

export function orderPage(nodes: unknown[], hasNextPage = false) {
  return { __typename: 'OrderConnection', nodes, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: null } };
}

export function orderChange(field: string, order: { id: string; code: string }, status: string) {
  return {
    [field]: { __typename: 'OrderChange', orderId: order.id, code: order.code, status, at: '2026-02-03T10:40:00.000Z' },
  };
}

export function vendorProduct(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id: 'p-1',
    name: 'Miniket Rice',
    nameBn: 'মিনিকেট চাল',
    description: null,
    descriptionBn: null,
    unit: '1 kg',
    pricePaise: 5800,
    mrpPaise: 6200,
    stock: 120,
    available: true,
    version: 3,
    imageUrl: null,
    ...overrides,
  };
}
