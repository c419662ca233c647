// CommonJS on purpose: the Relay compiler loads this file with require().
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  noFutureProofEnums: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  persistConfig: { file: './web/persisted-operations.json', algorithm: 'SHA256' },
};
