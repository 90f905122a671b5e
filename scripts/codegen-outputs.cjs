// Prints, as JSON, what `npm run codegen` would write, without writing it (used by the staleness test).
require('@swc-node/register');
const { generate } = require('@graphql-codegen/cli');
const config = require('../codegen.ts').default;

generate({ ...config, silent: true }, false).then(
  (outputs) => process.stdout.write(JSON.stringify(outputs.map(({ filename, content }) => ({ filename, content })))),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
