import { builder } from '../builder.ts';

// Root types; `node` and `nodes` come from the relay plugin.
builder.queryType({});
builder.mutationType({});
