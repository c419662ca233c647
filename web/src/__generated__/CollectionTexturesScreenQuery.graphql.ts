/**
 * @generated SignedSource<<eabd17f071413101e517773b5efab5ca>>
 * @relayHash 206b6f3dbbcbb6e5a4a0a7809f9d3e66
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 88cc8cb9113e62d698f50acd92676c8cb3318bd5410ececdc707980285456bf5

import { ConcreteRequest } from 'relay-runtime';
export type PriceGroupCode = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";
export type CollectionTexturesScreenQuery$variables = {
  collectionId: string;
  slug: string;
};
export type CollectionTexturesScreenQuery$data = {
  readonly collection: {
    readonly defaultFabric: {
      readonly family: {
        readonly name: string;
      };
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
    readonly textures: ReadonlyArray<{
      readonly discountPercent: number;
      readonly fabricCount: number;
      readonly id: string;
      readonly kitPrices: ReadonlyArray<{
        readonly grosze: number | null | undefined;
        readonly kit: {
          readonly id: string;
          readonly name: string;
        };
      }>;
      readonly name: string;
      readonly priceGroup: PriceGroupCode;
      readonly slug: string;
    }>;
  } | null | undefined;
};
export type CollectionTexturesScreenQuery = {
  response: CollectionTexturesScreenQuery$data;
  variables: CollectionTexturesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "collectionId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
},
v2 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
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
  "alias": null,
  "args": null,
  "concreteType": "FabricFamily",
  "kind": "LinkedField",
  "name": "textures",
  "plural": true,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceGroup",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fabricCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "collection",
          "variableName": "collectionId"
        }
      ],
      "concreteType": "FabricFamilyKitPrice",
      "kind": "LinkedField",
      "name": "kitPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Kit",
          "kind": "LinkedField",
          "name": "kit",
          "plural": false,
          "selections": [
            (v3/*:: as any*/),
            (v5/*:: as any*/)
          ],
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionTexturesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Fabric",
            "kind": "LinkedField",
            "name": "defaultFabric",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricFamily",
                "kind": "LinkedField",
                "name": "family",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
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
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CollectionTexturesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Fabric",
            "kind": "LinkedField",
            "name": "defaultFabric",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricFamily",
                "kind": "LinkedField",
                "name": "family",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "88cc8cb9113e62d698f50acd92676c8cb3318bd5410ececdc707980285456bf5",
    "metadata": {},
    "name": "CollectionTexturesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "281bc3a390b00abe838c7c79e3ffa8bf";

export default node;
