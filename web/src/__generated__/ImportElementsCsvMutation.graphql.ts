/**
 * @generated SignedSource<<20b90ddef00ceda0b182b88b893745fb>>
 * @relayHash 44c0f2f7311fcdf92414331049073833
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0219955aff4ab3cf88fea30a267ff7038003de6042c5e2e64ad3ff6c65e2201e

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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
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
v10 = {
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
};
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
                  "selections": [
                    (v8/*:: as any*/),
                    (v3/*:: as any*/),
                    (v9/*:: as any*/),
                    (v10/*:: as any*/)
                  ],
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
          (v8/*:: as any*/),
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
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
    "id": "0219955aff4ab3cf88fea30a267ff7038003de6042c5e2e64ad3ff6c65e2201e",
    "metadata": {},
    "name": "ImportElementsCsvMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a6e06673bbd95f5737dcbeffb7b8bd32";

export default node;
