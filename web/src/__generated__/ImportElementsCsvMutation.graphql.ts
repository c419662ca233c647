/**
 * @generated SignedSource<<c565ffb20063bc28fe1e8238a86b72d2>>
 * @relayHash 8610a0f780a4409805e991e9fdaae27f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5ad2a96153d89d2f6bd3f80a615879eabe612300b345b3629fbe8f4b26542df

import { ConcreteRequest } from 'relay-runtime';
export type ImportElementsCsvMutation$variables = {
  collectionSlug: string;
  csv: string;
  dryRun: boolean;
  linesShown: number;
};
export type ImportElementsCsvMutation$data = {
  readonly importElementsCsv: {
    readonly __typename: "ElementsCsvImport";
    readonly created: number;
    readonly dryRun: boolean;
    readonly lineCount: number;
    readonly lines: ReadonlyArray<{
      readonly line: number;
      readonly name: string;
    }>;
    readonly problemCount: number;
    readonly problemLines: ReadonlyArray<{
      readonly line: number;
      readonly name: string;
      readonly problems: ReadonlyArray<{
        readonly column: number | null | undefined;
        readonly columnLabel: string | null | undefined;
        readonly message: string;
      }>;
    }>;
    readonly textProblems: ReadonlyArray<{
      readonly message: string;
    }>;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ImportElementsCsvMutation = {
  response: ImportElementsCsvMutation$data;
  variables: ImportElementsCsvMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "collectionSlug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "csv"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dryRun"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "linesShown"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "linesShown"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "line",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "collectionSlug",
        "variableName": "collectionSlug"
      },
      {
        "kind": "Variable",
        "name": "csv",
        "variableName": "csv"
      },
      {
        "kind": "Variable",
        "name": "dryRun",
        "variableName": "dryRun"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "importElementsCsv",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dryRun",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "created",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "problemCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lineCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CsvProblem",
            "kind": "LinkedField",
            "name": "textProblems",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": "problemLines",
            "args": [
              (v3/*:: as any*/),
              {
                "kind": "Literal",
                "name": "withProblemsOnly",
                "value": true
              }
            ],
            "concreteType": "CsvLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CsvProblem",
                "kind": "LinkedField",
                "name": "problems",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "column",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "columnLabel",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              (v3/*:: as any*/)
            ],
            "concreteType": "CsvLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ElementsCsvImport",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportElementsCsvMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportElementsCsvMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "f5ad2a96153d89d2f6bd3f80a615879eabe612300b345b3629fbe8f4b26542df",
    "metadata": {},
    "name": "ImportElementsCsvMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f6b8f373bb0ef9bbee9a7ece06a6b67d";

export default node;
