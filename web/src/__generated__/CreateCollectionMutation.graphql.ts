/**
 * @generated SignedSource<<f83907608869882b0e8391f3a5b9abba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateCollectionInput = {
  categorySlug: string;
  description: string;
  discountPercent: number;
  isActive: boolean;
  name: string;
  thumbUrl: string;
};
export type CreateCollectionMutation$variables = {
  input: CreateCollectionInput;
};
export type CreateCollectionMutation$data = {
  readonly createCollection: {
    readonly __typename: "CollectionPayload";
    readonly collection: {
      readonly id: string;
      readonly slug: string;
    };
    readonly collectionCategories: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CollectionCategoryGroup_category" | "CollectionForm_categories">;
    }>;
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
export type CreateCollectionMutation = {
  response: CreateCollectionMutation$data;
  variables: CreateCollectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "concreteType": "Collection",
  "kind": "LinkedField",
  "name": "collection",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/),
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateCollectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCollection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CollectionCategory",
                "kind": "LinkedField",
                "name": "collectionCategories",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CollectionCategoryGroup_category"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CollectionForm_categories"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CollectionPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
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
    "name": "CreateCollectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createCollection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CollectionCategory",
                "kind": "LinkedField",
                "name": "collectionCategories",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Collection",
                    "kind": "LinkedField",
                    "name": "collections",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v4/*:: as any*/),
                      (v8/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isActive",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CollectionPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c7324ca53b99764ef34b77b8eeb4221b",
    "id": null,
    "metadata": {},
    "name": "CreateCollectionMutation",
    "operationKind": "mutation",
    "text": "mutation CreateCollectionMutation(\n  $input: CreateCollectionInput!\n) {\n  createCollection(input: $input) {\n    __typename\n    ... on CollectionPayload {\n      collection {\n        id\n        slug\n      }\n      collectionCategories {\n        id\n        ...CollectionCategoryGroup_category\n        ...CollectionForm_categories\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nfragment CollectionCategoryGroup_category on CollectionCategory {\n  slug\n  name\n  collections {\n    id\n    slug\n    name\n    isActive\n  }\n}\n\nfragment CollectionForm_categories on CollectionCategory {\n  slug\n  name\n}\n"
  }
};
})();

(node as any).hash = "25666823538f2cff6309660bca741907";

export default node;
