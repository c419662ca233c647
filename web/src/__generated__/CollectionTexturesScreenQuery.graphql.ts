/**
 * @generated SignedSource<<8a2b752b96d907ffecc299e755f767e4>>
 * @relayHash b347cbe44c078f31cd67e579415944b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5740339c713ae4618dfd0e8f67279669ebdb3ef74eebda75d4cceffabcfff6de

import { ConcreteRequest } from 'relay-runtime';
export type PriceGroupCode = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I";
export type CollectionTexturesScreenQuery$variables = {
  slug: string;
};
export type CollectionTexturesScreenQuery$data = {
  readonly collection: {
    readonly defaultFabric: {
      readonly family: {
        readonly isActive: boolean;
        readonly name: string;
      };
      readonly id: string;
      readonly isActive: boolean;
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
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
  "name": "slug",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
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
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    (v4/*:: as any*/),
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
      "args": null,
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
            (v2/*:: as any*/),
            (v4/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionTexturesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Fabric",
            "kind": "LinkedField",
            "name": "defaultFabric",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricFamily",
                "kind": "LinkedField",
                "name": "family",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollectionTexturesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Fabric",
            "kind": "LinkedField",
            "name": "defaultFabric",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "FabricFamily",
                "kind": "LinkedField",
                "name": "family",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
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
    "id": "5740339c713ae4618dfd0e8f67279669ebdb3ef74eebda75d4cceffabcfff6de",
    "metadata": {},
    "name": "CollectionTexturesScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e697afe2a201d4562178309f90298843";

export default node;
