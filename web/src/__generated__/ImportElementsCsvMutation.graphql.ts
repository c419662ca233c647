/**
 * @generated SignedSource<<eace011deb8a64e27a319cecf0c24ad8>>
 * @relayHash 8630938fb9c8f3bf93e4758edeb0530a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98073e4116ec40c25ba38c53429179604800e566f6e6057c933f6f91135d797a

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
  "name": "message",
  "storageKey": null
},
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
v6 = {
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
      "selections": [
        (v2/*:: as any*/)
      ],
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
            (v2/*:: as any*/)
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
v7 = [
  (v2/*:: as any*/),
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
          (v2/*:: as any*/)
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
            "fragment": (v6/*:: as any*/),
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
                  "selections": (v7/*:: as any*/),
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
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v7/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "98073e4116ec40c25ba38c53429179604800e566f6e6057c933f6f91135d797a",
    "metadata": {},
    "name": "ImportElementsCsvMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7cb2261e4d36b7efb4d065c697339869";

export default node;
