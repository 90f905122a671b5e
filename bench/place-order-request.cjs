// autocannon's setupRequest, loaded in its worker thread: every request is a new checkout (its own
// idempotency key) of one unit of the next product in BENCH_ORDER_PRODUCTS, taken in turn.
const { randomUUID } = require('node:crypto');

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { __typename ... on OrderPlaced { checkoutCode } }
}`;
const products = JSON.parse(process.env.BENCH_ORDER_PRODUCTS ?? '[]');
let next = 0;

module.exports = (request) => {
  const productId = products[next++ % products.length];
  request.body = JSON.stringify({
    query: PLACE,
    variables: {
      input: {
        idempotencyKey: randomUUID(),
        customer: { name: 'Bench Customer', phone: '9800011111', address: 'Bench Lane, Ilambazar' },
        lines: [{ productId, quantity: 1 }],
      },
    },
  });
  return request;
};
