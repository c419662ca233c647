/**
 * @generated SignedSource<<75e9eac840a0c0ebd6b32831f45dce82>>
 * @relayHash fa58fbcb001b55c863fd44ff2865aab7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9196020ea2f06fac38f1b585762d63bd2541327abf8404e75239665397297c97

import { ConcreteRequest } from 'relay-runtime';
export type FinishTypeCode = "METAL" | "SOLID" | "WOOD_GRAIN";
export type CollectionFinishesAssignScreenQuery$variables = {
  slug: string;
};
export type CollectionFinishesAssignScreenQuery$data = {
  readonly collection: {
    readonly elementFinishes: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
    readonly legFinishes: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly elements: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly textureName: string;
    readonly type: FinishTypeCode;
  }>;
  readonly legs: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly textureName: string;
    readonly type: FinishTypeCode;
  }>;
};
export type CollectionFinishesAssignScreenQuery = {
  response: CollectionFinishesAssignScreenQuery$data;
  variables: CollectionFinishesAssignScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/)
],
v4 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "type",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "textureName",
    "storageKey": null
  }
],
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Collection",
    "kind": "LinkedField",
    "name": "collection",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "slug",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Finish",
        "kind": "LinkedField",
        "name": "legFinishes",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Finish",
        "kind": "LinkedField",
        "name": "elementFinishes",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": "legs",
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "LEGS"
      }
    ],
    "concreteType": "Finish",
    "kind": "LinkedField",
    "name": "finishes",
    "plural": true,
    "selections": (v4/*:: as any*/),
    "storageKey": "finishes(kind:\"LEGS\")"
  },
  {
    "alias": "elements",
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "ELEMENTS"
      }
    ],
    "concreteType": "Finish",
    "kind": "LinkedField",
    "name": "finishes",
    "plural": true,
    "selections": (v4/*:: as any*/),
    "storageKey": "finishes(kind:\"ELEMENTS\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CollectionFinishesAssignScreenQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CollectionFinishesAssignScreenQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "9196020ea2f06fac38f1b585762d63bd2541327abf8404e75239665397297c97",
    "metadata": {},
    "name": "CollectionFinishesAssignScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "332d6af25b005a03af519f4264f04ccd";

export default node;
