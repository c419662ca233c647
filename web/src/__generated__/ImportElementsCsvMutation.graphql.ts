/**
 * @generated SignedSource<<b72656d9372b9d4a55144d7f625f9648>>
 * @relayHash 0e32ce13f091bdf71a4de3af59b103ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc063c00a7d2e7494500d5305a9981d1c830ee194e02978d8546950837f523f4

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ImportElementsCsvMutation$variables = {
  collectionSlug: string;
  csv: string;
  dryRun: boolean;
  linesShown: number;
};
export type ImportElementsCsvMutation$data = {
  readonly importElementsCsv: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"formMutation_error">;
    } | null | undefined;
    readonly payload: {
      readonly created: number;
      readonly dryRun: boolean;
      readonly id: string;
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
    } | null | undefined;
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
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "linesShown"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "line",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v2/*:: as any*/),
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
      "selections": [
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "problemLines",
      "args": [
        (v4/*:: as any*/),
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
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
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        (v4/*:: as any*/)
      ],
      "concreteType": "CsvLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ElementsCsvImport",
  "abstractKey": null
},
v8 = [
  (v3/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currentVersion",
        "storageKey": null
      }
    ],
    "type": "ConflictError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportElementsCsvMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "importElementsCsv",
        "plural": false,
        "selections": [
          {
            "fragment": (v7/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "payload"
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "formMutation_error",
                  "selections": (v8/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportElementsCsvMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v8/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/)
            ],
            "type": "ElementsCsvImport",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dc063c00a7d2e7494500d5305a9981d1c830ee194e02978d8546950837f523f4",
    "metadata": {},
    "name": "ImportElementsCsvMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a6e06673bbd95f5737dcbeffb7b8bd32";

export default node;
