/**
 * @generated SignedSource<<bd3766f1b988fec1728e0e4790f85834>>
 * @relayHash f0ec3e30214d2a62a4dc4a88db56f44b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41d0aa803b0ca1d0034d6fdf6e51b81b9fd745587899d2d0fa6f8f08dec29d23

import { ConcreteRequest } from 'relay-runtime';
export type CommandPaletteQuery$variables = {
  catalogue: boolean;
  first: number;
  text: string;
};
export type CommandPaletteQuery$data = {
  readonly search: {
    readonly clientConfigurations: ReadonlyArray<{
      readonly collection: {
        readonly name: string;
      } | null | undefined;
      readonly collectionSlug: string;
      readonly createdAt: string;
      readonly customerEmail: string;
      readonly id: string;
      readonly salon: {
        readonly name: string;
      } | null | undefined;
    }>;
    readonly collections?: ReadonlyArray<{
      readonly id: string;
      readonly isActive: boolean;
      readonly name: string;
      readonly slug: string;
    }>;
    readonly elements?: ReadonlyArray<{
      readonly collection: {
        readonly name: string;
        readonly slug: string;
      };
      readonly element: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type CommandPaletteQuery = {
  response: CommandPaletteQuery$data;
  variables: CommandPaletteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "catalogue"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v3 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "text",
    "variableName": "text"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
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
  "alias": null,
  "args": null,
  "concreteType": "Collection",
  "kind": "LinkedField",
  "name": "collections",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Element",
  "kind": "LinkedField",
  "name": "element",
  "plural": false,
  "selections": [
    (v4/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "customerEmail",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "collectionSlug",
  "storageKey": null
},
v12 = [
  (v6/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ConfigurationCollection",
  "kind": "LinkedField",
  "name": "collection",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CommandPaletteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Search",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          {
            "condition": "catalogue",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ElementSearchHit",
                "kind": "LinkedField",
                "name": "elements",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collection",
                    "kind": "LinkedField",
                    "name": "collection",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientConfiguration",
            "kind": "LinkedField",
            "name": "clientConfigurations",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Salon",
                "kind": "LinkedField",
                "name": "salon",
                "plural": false,
                "selections": (v12/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CommandPaletteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Search",
        "kind": "LinkedField",
        "name": "search",
        "plural": false,
        "selections": [
          {
            "condition": "catalogue",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ElementSearchHit",
                "kind": "LinkedField",
                "name": "elements",
                "plural": true,
                "selections": [
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collection",
                    "kind": "LinkedField",
                    "name": "collection",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientConfiguration",
            "kind": "LinkedField",
            "name": "clientConfigurations",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Salon",
                "kind": "LinkedField",
                "name": "salon",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41d0aa803b0ca1d0034d6fdf6e51b81b9fd745587899d2d0fa6f8f08dec29d23",
    "metadata": {},
    "name": "CommandPaletteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "77e7e92a6594f53fb123e6f9380cf26e";

export default node;
