/**
 * @generated SignedSource<<993a39226a816565841250179c73d044>>
 * @relayHash 40f05ac15f2df6ac4627140f2f74182c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1516ace5ae6d05f4826c78cb22cc11bfcf763935d78248ba28f55405a13ec87

import { ConcreteRequest } from 'relay-runtime';
export type ElementCreateScreenQuery$variables = {
  slug: string;
};
export type ElementCreateScreenQuery$data = {
  readonly collection: {
    readonly elementCategories: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
  readonly dictionaries: {
    readonly equipment: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  };
};
export type ElementCreateScreenQuery = {
  response: ElementCreateScreenQuery$data;
  variables: ElementCreateScreenQuery$variables;
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
  (v1/*:: as any*/),
  (v2/*:: as any*/)
],
v4 = [
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
        "concreteType": "ElementCategory",
        "kind": "LinkedField",
        "name": "elementCategories",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Dictionaries",
    "kind": "LinkedField",
    "name": "dictionaries",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Equipment",
        "kind": "LinkedField",
        "name": "equipment",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementCreateScreenQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementCreateScreenQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "c1516ace5ae6d05f4826c78cb22cc11bfcf763935d78248ba28f55405a13ec87",
    "metadata": {},
    "name": "ElementCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1711d0aee989778165d8846d69f584be";

export default node;
