/**
 * @generated SignedSource<<12915fe09a341fe04fe81c6a5703f624>>
 * @relayHash 3e777343513928e6c1ebfd373c98b38a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a023e00afc974c813901f056be55c5df0ac2b6ad5ca5b032c29be16166590dac

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"formMutation_error">;
    } | null | undefined;
    readonly payload: {
      readonly collection: {
        readonly discountPercent: number;
        readonly id: string;
      };
      readonly elements: ReadonlyArray<{
        readonly discountPercent: number;
        readonly id: string;
      }>;
    } | null | undefined;
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
v4 = [
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
v5 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": (v4/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "DiscountsPayload",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/),
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
          (v6/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpdateDiscountsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDiscounts",
        "plural": false,
        "selections": [
          {
            "fragment": (v5/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UpdateDiscountsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
          (v5/*:: as any*/),
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
    "id": "a023e00afc974c813901f056be55c5df0ac2b6ad5ca5b032c29be16166590dac",
    "metadata": {},
    "name": "UpdateDiscountsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "96aae0c2cbffd732addfae6eae8b876a";

export default node;
