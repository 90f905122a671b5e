// autocannon's verifyBody: only an order actually placed counts as a success.
module.exports = (body) => body.includes('"OrderPlaced"');
