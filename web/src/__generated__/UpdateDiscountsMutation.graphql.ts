/**
 * @generated SignedSource<<e9a02289525a53dfdb1e93df7185d770>>
 * @relayHash ac556da6dfcaf20a6b468bcb43a1e83a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f7e5e07215c8e18bb20f899fbefae956cbc7705da03ae9fb374621b5cd27668

import { ConcreteRequest } from 'relay-runtime';
export type ElementDiscountInput = {
  discountPercent: string;
  elementId: string;
};
export type UpdateDiscountsMutation$variables = {
  collectionDiscountPercent: string;
  collectionId: string;
  elements: ReadonlyArray<ElementDiscountInput>;
};
export type UpdateDiscountsMutation$data = {
  readonly updateDiscounts: {
    readonly __typename: "DiscountsPayload";
    readonly collection: {
      readonly discountPercent: number;
      readonly id: string;
    };
    readonly elements: ReadonlyArray<{
      readonly discountPercent: number;
      readonly id: string;
    }>;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UpdateDiscountsMutation = {
  response: UpdateDiscountsMutation$data;
  variables: UpdateDiscountsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "collectionDiscountPercent"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "collectionId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "elements"
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "discountPercent",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "collectionDiscountPercent",
        "variableName": "collectionDiscountPercent"
      },
      {
        "kind": "Variable",
        "name": "collectionId",
        "variableName": "collectionId"
      },
      {
        "kind": "Variable",
        "name": "elements",
        "variableName": "elements"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateDiscounts",
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
            "concreteType": "Collection",
            "kind": "LinkedField",
            "name": "collection",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Element",
            "kind": "LinkedField",
            "name": "elements",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "DiscountsPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/),
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
              (v4/*:: as any*/)
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
          (v4/*:: as any*/)
        ],
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateDiscountsMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateDiscountsMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "1f7e5e07215c8e18bb20f899fbefae956cbc7705da03ae9fb374621b5cd27668",
    "metadata": {},
    "name": "UpdateDiscountsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1e4ddbe5a587809da0d3a2a93149d4e0";

export default node;
