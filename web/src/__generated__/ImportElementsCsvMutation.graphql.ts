/**
 * @generated SignedSource<<7b2b55535b258aa44f612c8c00f650ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    readonly __typename: "ElementsCsvImport";
    readonly collection: {
      readonly elementList?: {
        readonly " $fragmentSpreads": FragmentRefs<"ElementsTable_collection">;
      } | null | undefined;
      readonly id: string;
    };
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
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dryRun",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "created",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problemCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lineCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "CsvProblem",
  "kind": "LinkedField",
  "name": "textProblems",
  "plural": true,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "linesShown"
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "line",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = {
  "alias": "problemLines",
  "args": [
    (v10/*:: as any*/),
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
    (v11/*:: as any*/),
    (v12/*:: as any*/),
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
        (v7/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": [
    (v10/*:: as any*/)
  ],
  "concreteType": "CsvLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
    (v11/*:: as any*/),
    (v12/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v17 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v18 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v9/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Collection",
                "kind": "LinkedField",
                "name": "collection",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "condition": "dryRun",
                    "kind": "Condition",
                    "passingValue": false,
                    "selections": [
                      {
                        "fragment": {
                          "kind": "InlineFragment",
                          "selections": [
                            {
                              "args": null,
                              "kind": "FragmentSpread",
                              "name": "ElementsTable_collection"
                            }
                          ],
                          "type": "Collection",
                          "abstractKey": null
                        },
                        "kind": "AliasedInlineFragmentSpread",
                        "name": "elementList"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ElementsCsvImport",
            "abstractKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/)
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
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v9/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Collection",
                "kind": "LinkedField",
                "name": "collection",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "condition": "dryRun",
                    "kind": "Condition",
                    "passingValue": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "slug",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "concreteType": "CollectionElementsConnection",
                        "kind": "LinkedField",
                        "name": "elements",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "totalCount",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "CollectionElementsConnectionEdge",
                            "kind": "LinkedField",
                            "name": "edges",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Element",
                                "kind": "LinkedField",
                                "name": "node",
                                "plural": false,
                                "selections": [
                                  (v15/*:: as any*/),
                                  (v12/*:: as any*/),
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "thumbUrl",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "available",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "ElementCategory",
                                    "kind": "LinkedField",
                                    "name": "category",
                                    "plural": false,
                                    "selections": [
                                      (v12/*:: as any*/),
                                      (v15/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "Price",
                                    "kind": "LinkedField",
                                    "name": "prices",
                                    "plural": true,
                                    "selections": [
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "group",
                                        "storageKey": null
                                      },
                                      {
                                        "alias": null,
                                        "args": null,
                                        "kind": "ScalarField",
                                        "name": "grosze",
                                        "storageKey": null
                                      }
                                    ],
                                    "storageKey": null
                                  },
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "cursor",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PageInfo",
                            "kind": "LinkedField",
                            "name": "pageInfo",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "endCursor",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hasNextPage",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "elements(first:50)"
                      },
                      {
                        "alias": null,
                        "args": (v18/*:: as any*/),
                        "filters": [
                          "filter",
                          "categoryId"
                        ],
                        "handle": "connection",
                        "key": "ElementsTable_elements",
                        "kind": "LinkedHandle",
                        "name": "elements"
                      }
                    ]
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ElementsCsvImport",
            "abstractKey": null
          },
          (v16/*:: as any*/),
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "924f2ae860249eac3709e8fa906a70c9",
    "id": null,
    "metadata": {},
    "name": "ImportElementsCsvMutation",
    "operationKind": "mutation",
    "text": "mutation ImportElementsCsvMutation(\n  $collectionSlug: String!\n  $csv: String!\n  $dryRun: Boolean!\n  $linesShown: Int!\n) {\n  importElementsCsv(collectionSlug: $collectionSlug, csv: $csv, dryRun: $dryRun) {\n    __typename\n    ... on ElementsCsvImport {\n      dryRun\n      created\n      problemCount\n      lineCount\n      textProblems {\n        message\n      }\n      problemLines: lines(withProblemsOnly: true, first: $linesShown) {\n        line\n        name\n        problems {\n          column\n          columnLabel\n          message\n        }\n      }\n      lines(first: $linesShown) {\n        line\n        name\n      }\n      collection {\n        id\n        ...ElementsTable_collection @skip(if: $dryRun)\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment ElementsTable_collection on Collection {\n  slug\n  name\n  elements(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        thumbUrl\n        available\n        category {\n          name\n          id\n        }\n        prices {\n          group\n          grosze\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n"
  }
};
})();

(node as any).hash = "6b36c4f0150b0b99fea7b60c41de4ec8";

export default node;
