import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The result and variable types of the site's GraphQL operations, generated from the schema Strapi
 * serves (src/graphql/strapi-schema.graphql): `npm run graphql:types`. The committed output is
 * checked by src/graphql/documents.test.ts, which fails when it is stale.
 */
const config: CodegenConfig = {
  schema: 'src/graphql/strapi-schema.graphql',
  documents: ['src/**/*.server.ts'],
  generates: {
    'src/graphql/strapi-operations.generated.ts': {
      plugins: ['typescript-operations'],
      config: {
        // Strapi's scalars as the site reads them from JSON.
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Time: 'string',
          JSON: 'unknown',
          Long: 'number',
          I18NLocaleCode: 'string',
        },
        enumType: 'string-literal',
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
