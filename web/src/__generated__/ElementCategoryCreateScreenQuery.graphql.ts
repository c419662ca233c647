/**
 * @generated SignedSource<<677e85a28e5815a8ae47c35268812b23>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ElementCategoryCreateScreenQuery$variables = {
  slug: string;
};
export type ElementCategoryCreateScreenQuery$data = {
  readonly collection: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type ElementCategoryCreateScreenQuery = {
  response: ElementCategoryCreateScreenQuery$data;
  variables: ElementCategoryCreateScreenQuery$variables;
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
        "name": "slug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "ElementCategoryCreateScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementCategoryCreateScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "adf0a4cd2e0f6475ca732af6f84a4964",
    "id": null,
    "metadata": {},
    "name": "ElementCategoryCreateScreenQuery",
    "operationKind": "query",
    "text": "query ElementCategoryCreateScreenQuery(\n  $slug: String!\n) {\n  collection(slug: $slug) {\n    id\n    slug\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "69a95efe51cae5b46468faac77250d93";

export default node;
